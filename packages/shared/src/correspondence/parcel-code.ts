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
