/** Removes everything but digits: "123.456.789-09" -> "12345678909". */
export const stripCpf = (value: string): string => value.replace(/\D/g, '');

const checkDigit = (digits: string, length: number): number => {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** 11 digits, not all equal, both modulo-11 check digits right. Accepts masked input. */
export const isValidCpf = (value: string): boolean => {
  const digits = stripCpf(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
};

/** A CPF kept masked ("52*******25", br/mask.ts `maskId`), as the desk's offline copy keeps it. */
const MASKED = /^(\d{2})\*{7}(\d{2})$/;

/**
 * Display mask 000.000.000-00 (partial input is masked as far as it goes); a masked CPF keeps its stars in the same
 * shape, "52*.***.***-25", instead of losing them with the other non-digits.
 */
export const formatCpf = (value: string): string => {
  const masked = MASKED.exec(value);
  if (masked) return `${masked[1]}*.***.***-${masked[2]}`;
  const d = stripCpf(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
};

/** Builds a valid CPF from 9 base digits (demo data, tests). */
export const completeCpf = (base9: string): string => {
  const first = checkDigit(base9, 9);
  const second = checkDigit(`${base9}${first}`, 10);
  return `${base9}${first}${second}`;
};
