import { entryTimeText } from '@portaria/shared/access-control/visitors.rules';
import { SAO_PAULO_OFFSET } from '@portaria/shared/time-zone';
import { fill } from '@portaria/shared/text';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';

/** 'há 40 min', 'há 9 h', 'há 1 dia e 3 h', 'há 2 dias': how long ago a São Paulo date-time was, on the desk's clock. */
export const elapsedText = (local: string, now: Date): string => {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(`${local}${SAO_PAULO_OFFSET}`).getTime()) / 60_000));
  if (minutes < 60) return fill(E.elapsedMinutes, { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return fill(E.elapsedHours, { n: hours });
  const days = Math.floor(hours / 24);
  const dias = days === 1 ? E.elapsedDay : fill(E.elapsedDays, { n: days });
  return hours % 24 ? fill(E.elapsedAndHours, { dias, n: hours % 24 }) : dias;
};

/** 'Entrou em 26/11/2026 22:10, há 11 h'. */
export const enteredText = (local: string, now: Date): string =>
  fill(E.enteredAt, { data: entryTimeText(local), tempo: elapsedText(local, now) });
