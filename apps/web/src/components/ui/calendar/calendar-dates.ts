/** Plain-Date helpers for the day navigator and the month calendar (local time, no dayjs). */

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

export const addMonths = (date: Date, months: number) => new Date(date.getFullYear(), date.getMonth() + months, 1);

export const startOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

/** Negative, zero or positive like a comparator, looking at the calendar day only. */
export const compareDays = (a: Date, b: Date) => startOfDay(a).getTime() - startOfDay(b).getTime();

export const isSameDay = (a: Date, b: Date) => compareDays(a, b) === 0;

const longDate = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });
const monthLabel = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });

/** 'sábado, 21 de novembro de 2026' */
export const formatLongDate = (date: Date) => longDate.format(date);
/** '21 de novembro de 2026' */
export const formatDayLabel = (date: Date) => dayLabel.format(date);
/** 'novembro de 2026' */
export const formatMonthLabel = (date: Date) => monthLabel.format(date);

/** Weeks of the month, Sunday first; days outside the month are null. */
export const buildMonthGrid = (month: Date): (Date | null)[][] => {
  const first = startOfMonth(month);
  const daysInMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const cells: (Date | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(new Date(first.getFullYear(), first.getMonth(), day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
};

/** 'YYYY-MM-DD' of the local day (toISOString would shift to UTC). */
export const toIsoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Weekday header of every calendar (issue 17: D S T Q Q S S, not 'D 2 3 4 5 6 S'), Sunday first, with the full name. */
export const WEEKDAYS = [
  ['D', 'domingo'],
  ['S', 'segunda-feira'],
  ['T', 'terça-feira'],
  ['Q', 'quarta-feira'],
  ['Q', 'quinta-feira'],
  ['S', 'sexta-feira'],
  ['S', 'sábado'],
] as const;

/** The local Date of a 'YYYY-MM-DD' day (e.g. São Paulo's today from todayIn, shown on any machine's clock). */
export const fromIsoDay = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
