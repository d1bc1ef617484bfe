import type { VisitReportFilters } from '@portaria/shared/access-control/visitors.schemas';
import { periodIssue } from '@portaria/shared/correspondence/period';
import type { VisitorKind } from '../../visitors/utils/visitor-kind';
import { defaultReportPeriod } from './report-period';

export type ReportDraft = {
  dataDe: string | null;
  dataAte: string | null;
  idBloco: number | null;
  idUnidade: number | null;
  tipoVisitante: VisitorKind | null;
  onlyOpenExits: boolean;
};

export const initialReportDraft = (today: string, idBloco: number | null): ReportDraft => ({
  ...defaultReportPeriod(today),
  idBloco,
  idUnidade: null,
  tipoVisitante: null,
  onlyOpenExits: false,
});

/** A new start that makes the range too long (or inverted) clears the end date (spec 02 §5). */
export const withStart = (draft: ReportDraft, dataDe: string | null, today: string): ReportDraft => {
  const keepsEnd =
    dataDe !== null && draft.dataAte !== null && periodIssue({ from: dataDe, until: draft.dataAte, today }) === null;
  return { ...draft, dataDe, dataAte: keepsEnd ? draft.dataAte : null };
};

/** The report's filters, or null until both dates are set and valid ('Gerar' disabled). Empty filters are not sent. */
export const reportFiltersOf = (d: ReportDraft, today: string, hasBlocks: boolean): VisitReportFilters | null => {
  if (!d.dataDe || !d.dataAte || periodIssue({ from: d.dataDe, until: d.dataAte, today })) return null;
  return {
    dataDe: d.dataDe,
    dataAte: d.dataAte,
    idUnidade: d.idUnidade ?? undefined,
    idBloco: d.idUnidade === null && hasBlocks ? (d.idBloco ?? undefined) : undefined,
    tipoVisitante: d.tipoVisitante ?? undefined,
    // Spec 02 §7: saidaMarcada only as false, for "exit not registered".
    saidaMarcada: d.onlyOpenExits ? false : undefined,
  };
};
