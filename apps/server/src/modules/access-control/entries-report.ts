import { VISITOR_LABELS as L, VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import type { VisitReportFilters } from '@portaria/shared/access-control/visitors.schemas';
import { todayIn } from '@portaria/shared/common/day';
import { CORRESPONDENCE_MESSAGES as C } from '@portaria/shared/correspondence/correspondence.messages';
import { formatData, formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { periodIssue } from '@portaria/shared/correspondence/period';
import { fill, plainLine } from '@portaria/shared/text';
import type { Database } from '../../db/client.ts';
import type { ReportFile } from '../../platform/reports/report-file.ts';
import { csvStream, type CsvColumn } from '../../platform/reports/report-csv.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { keysetBatches } from '../../platform/lists/keyset-batches.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { fastDataHora } from '@portaria/shared/time-zone';
import { countReport, reportBatch, type ReportDbRow } from './entries.repository.ts';

/**
 * Rows per keyset batch. Each batch is one query with a fixed cost (planning, PostgreSQL's parallel workers starting)
 * before its nested-loop joins: 5,000-row batches ran a 90-day report of 182,000 visits at ~5,000–7,000 rows/s on the
 * loaded machine, 20,000-row batches about four times faster per row (bench:access). Two batches at most are in
 * memory (platform/lists/keyset-batches.ts): ~8 MB.
 */
const BATCH = 20_000;

/** The report's period rule (spec 02 §5, §9): mandatory, at most 90 days, no future day (São Paulo's today). */
export const checkPeriod = (f: VisitReportFilters, at: Date) => {
  const issue = periodIssue({ from: f.dataDe, until: f.dataAte, today: todayIn(at) });
  if (issue) throw new HttpError(400, issue);
};

/** Every visit of the filter in keyset batches (platform/lists/keyset-batches.ts); `size` is smaller only in tests. */
export const reportRows = (
  db: Database,
  idCondo: number,
  f: VisitReportFilters,
  size = BATCH,
): AsyncGenerator<ReportDbRow[]> =>
  keysetBatches(
    (after: { dia: string; id: number } | null) => reportBatch(db, idCondo, f, size, after),
    (last) => ({ dia: last.dia, id: last.id }),
    size,
  );

type Line = Record<keyof typeof L.columns, string>;
const line = (r: ReportDbRow): Line => ({
  nmVisitante: plainLine(r.nome),
  tipoVisitante: L.visitanteTipo[r.visitante_tipo],
  empresa: plainLine(r.empresa ?? ''),
  nmBloco: plainLine(r.nm_bloco ?? ''),
  nmUnidade: plainLine(r.nm_unidade ?? ''),
  dtEntrada: fastDataHora(new Date(Number(r.dt_entrada))),
  dtSaida: r.dt_saida == null ? '' : fastDataHora(new Date(Number(r.dt_saida))),
});
const KEYS = Object.keys(L.columns) as (keyof Line)[];
const CSV_COLUMNS: CsvColumn<keyof Line>[] = KEYS.map((key) => ({ key, header: L.columns[key] }));
const WIDTHS: Record<keyof Line, number> = {
  nmVisitante: 170,
  tipoVisitante: 110,
  empresa: 130,
  nmBloco: 80,
  nmUnidade: 80,
  dtEntrada: 95,
  dtSaida: 95,
};

/** The entries and exits report as CSV or PDF, on the shared CSV writer and PDF table (lib/report-*.ts). */
export const buildVisitReport = async (
  db: Database,
  idCondo: number,
  tipo: 'CSV' | 'PDF',
  f: VisitReportFilters,
  at: Date,
): Promise<ReportFile> => {
  checkPeriod(f, at);
  // Spec 02 §7: 'downloaded as a file named reports', the extension by the format (decision 094).
  const name = M.reportFileName;
  if (tipo === 'CSV') {
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      stream: csvStream(CSV_COLUMNS, reportRows(db, idCondo, f), line),
    };
  }
  const [condo, total] = await Promise.all([findCondominiumHeader(db, idCondo), countReport(db, idCondo, f)]);
  const { pdfTable } = await import('../../platform/reports/report-pdf.ts');
  const stream = pdfTable(
    {
      title: M.reportTitle,
      heading: [
        `${condo!.referencia} - ${condo!.nome}`,
        fill(C.reportPeriod, { de: formatData(f.dataDe), ate: formatData(f.dataAte) }),
      ],
      footer: fill(C.reportGeneratedAt, { data: formatDataHora(at) }),
      pageLabel: (page, pages) => fill(C.reportPage, { page, pages }),
      total,
      emptyText: M.reportEmpty,
      totalLabel: (written) => `${C.totalRecords}: ${written}`,
    },
    KEYS.map((key) => ({ key, title: L.columns[key], width: WIDTHS[key] })),
    reportRows(db, idCondo, f),
    line,
  );
  return { fileName: `${name}.pdf`, contentType: 'application/pdf', stream };
};
