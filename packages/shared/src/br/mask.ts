/**
 * The one mask for a CPF or a document wherever the full value must not travel or be shown (answers, logs, audit,
 * screens): spec 01 §5 "ID masking", the first 2 and last 2 characters visible, "52*******25". Punctuation goes
 * first, so "529.982.247-25" masks like "52998224725"; 4 characters or fewer stay as they are.
 */
export const maskId = (id: string): string => {
  const value = id.replace(/[\s.\-/]/g, '');
  if (value.length <= 4) return value;
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
};

/** A CPF as `maskId` leaves it: "52*******25". */
export const MASKED_CPF = /^\d{2}\*{7}\d{2}$/;
