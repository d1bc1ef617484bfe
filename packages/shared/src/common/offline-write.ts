/**
 * A write the desk made while the internet was down and sends later (issue 35, decision 128): it carries the
 * moment it happened (`momento`) and an Idempotency-Key, both made at the moment of the action.
 */
export const OFFLINE_WRITE_LIMITS = {
  /** The desk's clock may run this much ahead of the server's. */
  clockSkewMs: 2 * 60 * 1000,
  /** The oldest moment accepted: a queue older than a week is paper, not a sync. */
  maxAgeDays: 7,
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** pt-BR copy of the moment's rules (ours: the spec has no offline desk). */
export const OFFLINE_WRITE_MESSAGES = {
  momentoInvalid:
    'O horário informado do registro é inválido: use data e hora com fuso horário (ex.: 2026-11-30T08:15:00-03:00).',
  momentoFuture: 'O horário informado do registro não pode estar no futuro.',
  momentoTooOld:
    'Registros feitos sem conexão há mais de 7 dias não podem ser enviados. Registre novamente com a hora atual.',
} as const;

export type MomentoIssue = 'momentoFuture' | 'momentoTooOld';

/** Why the server refuses the moment against its own clock `now` (422), or null when it is accepted. */
export const momentoIssue = (momento: Date, now: Date): MomentoIssue | null => {
  const ahead = momento.getTime() - now.getTime();
  if (ahead > OFFLINE_WRITE_LIMITS.clockSkewMs) return 'momentoFuture';
  if (-ahead > OFFLINE_WRITE_LIMITS.maxAgeMs) return 'momentoTooOld';
  return null;
};

/** What the summary of such a route adds (here, without zod: summaries are read without loading the schemas). */
export const OFFLINE_WRITE_SUMMARY =
  ' (aceita Idempotency-Key e momento: registro feito sem conexão; a repetição da chave devolve a primeira resposta ' +
  'com o cabeçalho idempotent-replayed: true)';
