import { isValidCpf, stripCpf } from '../br/cpf.ts';
import { addDays, daysBetween } from '../common/day.ts';
import { VISITOR_MESSAGES as M } from './visitors.messages.ts';

/**
 * The schedule and document rules of visitors and providers (spec 02 §3, §4, §5, §9), once for the form and the
 * server. Days are São Paulo calendar days 'YYYY-MM-DD' (common/day.ts); plain strings compare in calendar order.
 */
export const VISITOR_TYPES = ['VISITANTE', 'PRESTADOR_SERVICO', 'PRESTADOR_CONDOMINIO'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];
export const AUTHORIZATION_TYPES = ['INTERFONAR', 'PONTUAL', 'ACESSO_LIBERADO'] as const;
export type AuthorizationType = (typeof AUTHORIZATION_TYPES)[number];
export const DOCUMENT_TYPES = ['CPF', 'RNE', 'PASSAPORTE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const ENTRY_TYPES = ['ENTRADA', 'SAIDA'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
/** Who registered a visitor or a schedule: only PORTARIA ones are the desk's to edit or delete (spec 02 §6). */
export const CREATED_BY = ['PORTARIA', 'MORADOR'] as const;
export type CreatedBy = (typeof CREATED_BY)[number];
/** Weekday ids: 1 Sunday … 7 Saturday (spec 02 §3). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const VISITOR_LIMITS = {
  name: 50,
  company: 50,
  cpfField: 14,
  rne: 8,
  passportMin: 7,
  passportMax: 10,
  pageSize: 50,
  searchMax: 100,
  reportMaxDays: 90,
  documentDebounceMs: 500,
  searchDebounceMs: 1000,
} as const;

// ---- documents ----
/** Digits of a CPF; RNE and passport upper-cased without spaces, dots or dashes. */
export const normalizeDocument = (tipo: DocumentType, numero: string): string =>
  tipo === 'CPF' ? stripCpf(numero) : numero.replace(/[\s.\-/]/g, '').toUpperCase();

/** The rule's message for a document, or null: CPF check digits, RNE exactly 8, passport 7 to 10 (spec 02 §5). */
export const documentIssue = (tipo: DocumentType, numero: string): string | null => {
  const value = normalizeDocument(tipo, numero);
  if (tipo === 'CPF') return isValidCpf(value) ? null : M.cpfInvalid;
  if (tipo === 'RNE') return value.length === VISITOR_LIMITS.rne ? null : M.rneInvalid;
  return value.length >= VISITOR_LIMITS.passportMin && value.length <= VISITOR_LIMITS.passportMax
    ? null
    : M.passportInvalid;
};

// ---- days ----
/** 1 Sunday … 7 Saturday of a calendar day. */
export const weekdayOf = (day: string): Weekday => (new Date(`${day}T12:00:00Z`).getUTCDay() + 1) as Weekday;

/** The same day one year later (29 Feb becomes 28 Feb): the last day a schedule may reach. */
export const oneYearAfter = (day: string): string => {
  const [y, m, d] = day.split('-');
  const next = `${Number(y) + 1}-${m}-${d}`;
  return m === '02' && d === '29' ? `${Number(y) + 1}-02-28` : next;
};

/** The weekdays that occur in [from, until], in id order; all seven once the range spans a week. */
export const weekdaysInRange = (from: string, until: string): Weekday[] => {
  const span = daysBetween(from, until);
  if (span < 0) return [];
  if (span >= 6) return [...WEEKDAYS];
  const days = new Set<Weekday>();
  for (let i = 0; i <= span; i++) days.add(weekdayOf(addDays(from, i)));
  return WEEKDAYS.filter((w) => days.has(w));
};

/** Spec 02 §5: only weekdays inside the range count; when none is chosen, every enabled day is used. */
export const effectiveWeekdays = (chosen: readonly number[], from: string, until: string): Weekday[] => {
  const enabled = weekdaysInRange(from, until);
  const picked = enabled.filter((w) => chosen.includes(w));
  return picked.length > 0 ? picked : enabled;
};

/** Weekdays as the 7-bit mask the database keeps (bit 0 Sunday … bit 6 Saturday), and back. */
export const weekdayMask = (days: readonly number[]): number => days.reduce((mask, w) => mask | (1 << (w - 1)), 0);
export const weekdaysOfMask = (mask: number): Weekday[] => WEEKDAYS.filter((w) => (mask & (1 << (w - 1))) !== 0);

// ---- schedules ----
/** What the rules need of a schedule: its type, its days (null for INTERFONAR) and its weekdays. */
export type ScheduleDays = {
  tipoAutorizacao: AuthorizationType;
  inicio: string | null;
  fim: string | null;
  diasSemana: readonly number[];
};

/**
 * Does the schedule put a card on the entries list of `day`? A PONTUAL on its date, an ACESSO_LIBERADO on a chosen
 * weekday inside its range. INTERFONAR never does: its visitor appears when they arrive (an entry that day).
 */
export const isScheduledOn = (s: ScheduleDays, day: string): boolean => {
  if (s.tipoAutorizacao === 'INTERFONAR' || s.inicio == null) return false;
  if (s.tipoAutorizacao === 'PONTUAL') return s.inicio === day;
  const fim = s.fim ?? s.inicio;
  return s.inicio <= day && day <= fim && s.diasSemana.includes(weekdayOf(day));
};

/** 'ativas' are the schedules whose end is today or later; INTERFONAR has no end and stays active. */
export const isActiveSchedule = (
  s: Pick<ScheduleDays, 'tipoAutorizacao' | 'inicio' | 'fim'>,
  today: string,
): boolean => {
  if (s.tipoAutorizacao === 'INTERFONAR') return true;
  const end = s.fim ?? s.inicio;
  return end == null || end >= today;
};

/** Splits schedules into the detail dialog's groups ('Ativos' / 'Anteriores'). */
export const groupSchedules = <S extends Pick<ScheduleDays, 'tipoAutorizacao' | 'inicio' | 'fim'>>(
  schedules: S[],
  today: string,
) => ({
  ativas: schedules.filter((s) => isActiveSchedule(s, today)),
  vencidas: schedules.filter((s) => !isActiveSchedule(s, today)),
});

export type ScheduleIssue = { path: string; message: string };

/** The form's and the server's authorization input, before the weekdays are settled. */
export type ScheduleInput = {
  tipoAutorizacao: AuthorizationType;
  dataDe?: string | null;
  dataAte?: string | null;
  diasSemana?: readonly number[];
};

/**
 * Spec 02 §5 Entry authorization, on the São Paulo day `today`: INTERFONAR has no dates; PONTUAL one date from today
 * to one year ahead; ACESSO_LIBERADO a start from today to one year ahead, an end not before the start and at most one
 * year after it, and only weekdays inside the range. Paths name the Authorization fields.
 */
export const scheduleIssues = (a: ScheduleInput, today: string): ScheduleIssue[] => {
  const issues: ScheduleIssue[] = [];
  if (a.tipoAutorizacao === 'INTERFONAR') {
    if (a.dataDe || a.dataAte) issues.push({ path: 'dataDe', message: M.noDatesForIntercom });
    return issues;
  }
  const limit = oneYearAfter(today);
  if (!a.dataDe) return [{ path: 'dataDe', message: M.dateRequired }];
  if (a.dataDe < today) issues.push({ path: 'dataDe', message: M.dateBeforeToday });
  else if (a.dataDe > limit) issues.push({ path: 'dataDe', message: M.dateBeyondYear });
  if (a.tipoAutorizacao === 'PONTUAL') {
    if (a.dataAte && a.dataAte !== a.dataDe) issues.push({ path: 'dataAte', message: M.endBeforeStart });
    return issues;
  }
  if (!a.dataAte) return [...issues, { path: 'dataAte', message: M.dateRequired }];
  if (a.dataAte < a.dataDe) issues.push({ path: 'dataAte', message: M.endBeforeStart });
  else if (a.dataAte > oneYearAfter(a.dataDe)) issues.push({ path: 'dataAte', message: M.dateBeyondYear });
  else {
    const enabled = weekdaysInRange(a.dataDe, a.dataAte);
    if ((a.diasSemana ?? []).some((w) => !enabled.includes(w as Weekday))) {
      issues.push({ path: 'recorrencia', message: M.weekdayOutOfRange });
    }
  }
  return issues;
};

/** 'DD/MM/YYYY HH:mm' of a São Paulo date-time 'YYYY-MM-DDTHH:mm:ss' (an entry's time, on the server and the screen). */
export const entryTimeText = (local: string): string =>
  `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
