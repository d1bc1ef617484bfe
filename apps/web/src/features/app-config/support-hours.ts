import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';

/** Spec 01 §9: chat support 8h30 to 17h30, Monday to Friday, Brasília time. */
const OPENS = 8 * 60 + 30;
const CLOSES = 17 * 60 + 30;
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const saoPaulo = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

const localParts = (now: Date) => {
  const parts = Object.fromEntries(saoPaulo.formatToParts(now).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
};

const isWorkday = (weekday: number) => weekday >= 1 && weekday <= 5;

/** null while support is open; otherwise 'O suporte está fechado agora. Abre hoje/amanhã/segunda-feira às 8h30.' */
export const supportClosedNotice = (now: Date): string | null => {
  const { weekday, minutes } = localParts(now);
  if (isWorkday(weekday) && minutes >= OPENS && minutes < CLOSES) return null;
  let quando = 'segunda-feira';
  if (isWorkday(weekday) && minutes < OPENS) quando = 'hoje';
  // Sunday, or Monday to Thursday after closing: Monday or the next workday is tomorrow.
  else if (weekday === 0 || (weekday >= 1 && weekday <= 4)) quando = 'amanhã';
  return fill(MESSAGES.chatClosed, { quando });
};
