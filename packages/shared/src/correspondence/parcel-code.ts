import { fill } from '../text.ts';
import { CORRESPONDENCE_MESSAGES as M } from './correspondence.messages.ts';

/**
 * What the desk types or scans as a parcel's code (issue 19): `71`, `Cód.71`, `cod 71`, `CÓDIGO 71`, `#71`, or the
 * label's scanned text `COD71`. Anything else (two numbers, letters after the digits) is not a code, so a stray
 * date or tracking code is never read as one. Returns the parcel id, or null.
 */
const CODE = /^\s*(?:(?:c[oó]d(?:igo)?)\s*[.:]?\s*|#\s*)?(\d{1,10})\s*$/iu;

export const parseParcelCode = (text: string): number | null => {
  const match = CODE.exec(text.normalize('NFC'));
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
};

/** The resident's secret pickup code (issue 33 item 3): 6 digits, sent only in the parcel's notice. */
export const PICKUP_CODE_LENGTH = 6;

/**
 * A pickup code as typed: `482913`, or read aloud in two halves, `482 913` / `482-913`. Returns the 6 digits, or
 * null. A prefix (`Cód.`, `COD`, `#`) never makes a pickup code: it names the label's desk code.
 */
const PICKUP = /^\s*(\d{3})[\s.-]?(\d{3})\s*$/u;

export const parsePickupCode = (text: string): string | null => {
  const match = PICKUP.exec(text.normalize('NFC'));
  return match ? `${match[1]}${match[2]}` : null;
};

/** What the code field of the release holds: the resident's pickup code, or the label's desk code (`Cód.N`). */
export type ReleaseCode = { kind: 'retirada'; codigoRetirada: string } | { kind: 'etiqueta'; id: number };

/**
 * The one rule of the release by code (decision 127): 6 digits alone are the resident's pickup code; a desk code is
 * any other number (`71`), or any number with its prefix (`Cód.482913`, the label's scanned `COD482913`). A desk
 * code of 6 digits is typed with its prefix, as the label prints it. Anything else: null.
 */
export const parseReleaseCode = (text: string): ReleaseCode | null => {
  const codigoRetirada = parsePickupCode(text);
  if (codigoRetirada !== null) return { kind: 'retirada', codigoRetirada };
  const id = parseParcelCode(text);
  return id === null ? null : { kind: 'etiqueta', id };
};

/**
 * A wait in seconds as the lock's message says it, rounded up: whole minutes up to an hour ('1 minuto', '40
 * minutos'), whole hours beyond ('2 horas').
 */
export const waitText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 60) return minutes === 1 ? M.waitOneMinute : fill(M.waitMinutes, { n: minutes });
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? M.waitOneHour : fill(M.waitHours, { n: hours });
};
