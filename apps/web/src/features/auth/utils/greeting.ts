import { greeting } from '@portaria/shared/messages';

export const firstName = (nome: string): string => nome.trim().split(/\s+/)[0] ?? '';

/** "Boa tarde, carlos": greeting by time of day and the lower-cased first name (spec §1). */
export const formatGreeting = (date: Date, nome: string): string => {
  const name = firstName(nome).toLowerCase();
  return name ? `${greeting(date)}, ${name}` : greeting(date);
};

/** Avatar initials: first and last names ("Carlos Eduardo Souza" -> "CS"). */
export const initials = (nome: string): string => {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
};

const DATE_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "sábado, 21 de novembro de 2026". */
export const formatLongDate = (date: Date): string => DATE_FORMAT.format(date);
