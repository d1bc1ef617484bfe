import { isValidPhone } from '@portaria/shared/br/phone';
import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { documentIssue, scheduleIssues, type ScheduleInput } from '@portaria/shared/access-control/visitors.rules';
import type { VisitorDraft } from './visitor-draft';

/** The draft's schedule as the shared rule reads it (a one-off day is a range of one day). */
export const scheduleInputOf = (draft: VisitorDraft): ScheduleInput | null => {
  if (draft.autorizacao === 'INTERFONAR') return { tipoAutorizacao: 'INTERFONAR' };
  if (draft.tipoAcesso === 'PONTUAL') return { tipoAutorizacao: 'PONTUAL', dataDe: draft.data };
  if (draft.tipoAcesso === 'ACESSO_LIBERADO') {
    return {
      tipoAutorizacao: 'ACESSO_LIBERADO',
      dataDe: draft.dataDe,
      dataAte: draft.dataAte,
      diasSemana: draft.diasSemana,
    };
  }
  return null;
};

/** The rule of a single day field: a one-off day or a start (today … one year), or an end after `start`. */
export const startIssue = (day: string, today: string): string | null =>
  scheduleIssues({ tipoAutorizacao: 'PONTUAL', dataDe: day }, today)[0]?.message ?? null;
export const endIssue = (day: string, start: string, today: string): string | null =>
  scheduleIssues({ tipoAutorizacao: 'ACESSO_LIBERADO', dataDe: start, dataAte: day }, today).find(
    (i) => i.path === 'dataAte',
  )?.message ?? null;

export type DraftIssues = Partial<Record<'numeroDocumento' | 'telefone', string>>;

/** Messages of the typed fields (an empty field is judged by `canSubmitDraft`, not shown as an error). */
export const draftIssues = (draft: VisitorDraft): DraftIssues => {
  const issues: DraftIssues = {};
  const doc = draft.numeroDocumento && documentIssue(draft.tipoDocumento, draft.numeroDocumento);
  if (doc) issues.numeroDocumento = doc;
  if (draft.telefone && !isValidPhone(draft.telefone)) issues.telefone = M.phoneInvalid;
  return issues;
};

/** The schedule alone is complete and within the rules (the edit and new-schedule dialogs). */
export const isScheduleReady = (draft: VisitorDraft, today: string): boolean => {
  const input = scheduleInputOf(draft);
  if (!input || scheduleIssues(input, today).length > 0) return false;
  return !draft.usaBiometriaFacial || (draft.telefone !== '' && !draftIssues(draft).telefone);
};

/** Avançar: a name, a valid document (a CPF, or RNE / passport for a foreign visitor), a complete authorization. */
export const canSubmitDraft = (draft: VisitorDraft, today: string): boolean =>
  draft.nome.trim() !== '' &&
  draft.numeroDocumento !== '' &&
  Object.keys(draftIssues(draft)).length === 0 &&
  isScheduleReady(draft, today) &&
  // The leave to collect parcels ends today or later (issue 32 item 4).
  (draft.retiraAte === null || draft.retiraAte >= today);
