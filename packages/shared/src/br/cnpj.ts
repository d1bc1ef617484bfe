/** Removes everything but digits: "11.222.333/0001-81" -> "11222333000181". */
export const stripCnpj = (value: string): string => value.replace(/\D/g, '');

const WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Modulo 11 over the first `length` digits with the Receita's weights (5..2, 9..2 for the first digit). */
const checkDigit = (digits: string, length: number): number => {
  const weights = WEIGHTS.slice(WEIGHTS.length - length);
  const sum = weights.reduce((total, weight, i) => total + Number(digits[i]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** 14 digits, not all equal, both check digits right. Accepts masked input. */
export const isValidCnpj = (value: string): boolean => {
  const digits = stripCnpj(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  return checkDigit(digits, 12) === Number(digits[12]) && checkDigit(digits, 13) === Number(digits[13]);
};

/** Display mask 00.000.000/0000-00 (partial input is masked as far as it goes). */
export const formatCnpj = (value: string): string => {
  const d = stripCnpj(value).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d)/, '$1-$2');
};

/** Builds a valid CNPJ from 12 base digits (demo data, tests). */
export const completeCnpj = (base12: string): string => {
  const first = checkDigit(base12, 12);
  return `${base12}${first}${checkDigit(`${base12}${first}`, 13)}`;
};
