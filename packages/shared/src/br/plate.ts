/** Upper case, letters and digits only: "abc-1d23" -> "ABC1D23". */
export const normalizePlate = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

const OLD_PLATE = /^[A-Z]{3}\d{4}$/;
const MERCOSUL_PLATE = /^[A-Z]{3}\d[A-Z]\d{2}$/;

export type PlateFormat = 'antiga' | 'mercosul';

/** Which Brazilian format a plate follows (after normalising), or null when it follows none. */
export const plateFormat = (value: string): PlateFormat | null => {
  const plate = normalizePlate(value);
  if (OLD_PLATE.test(plate)) return 'antiga';
  if (MERCOSUL_PLATE.test(plate)) return 'mercosul';
  return null;
};

/** Old grey plate ABC1234 or Mercosul ABC1D23; separators and case do not matter ("abc-1234"). */
export const isValidPlate = (value: string): boolean => plateFormat(value) !== null;
