export const stripPhone = (value: string): string => value.replace(/\D/g, '');

/**
 * Brazilian phone with area code: mobile (DD) 9XXXX-XXXX or landline (DD) [2-8]XXX-XXXX.
 * Area codes start 1-9 with a second digit 1-9; a number made of one repeated digit is refused.
 */
export const isValidPhone = (value: string): boolean => {
  const d = stripPhone(value);
  if (!/^[1-9][1-9]/.test(d)) return false;
  const local = d.slice(2);
  if (/^(\d)\1+$/.test(local) || /^(\d)\1+$/.test(d)) return false;
  return /^9\d{8}$/.test(local) || /^[2-8]\d{7}$/.test(local);
};

/** (DD) 9XXXX-XXXX for mobiles, (DD) XXXX-XXXX for landlines. */
export const formatPhone = (value: string): string => {
  const d = stripPhone(value).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const area = d.slice(0, 2);
  const local = d.slice(2);
  const split = local.length > 8 ? 5 : 4;
  const tail = local.length > split ? `-${local.slice(split)}` : '';
  return `(${area}) ${local.slice(0, split)}${tail}`;
};

/** Shows only the area code and the last 4 digits: "(11) *****-4321". */
export const hidePhone = (value: string): string => {
  const d = stripPhone(value);
  if (d.length < 10) return '****';
  const stars = '*'.repeat(d.length - 6);
  return `(${d.slice(0, 2)}) ${stars}-${d.slice(-4)}`;
};
