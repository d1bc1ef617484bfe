import { isValidPlate, normalizePlate } from '../br/plate.ts';
import { foldText } from '../text.ts';

/**
 * What the desk's one search reads in a typed text (issue 32, decision 121): "A 1204", "bloco a 12", "1204", "maria
 * 1204", "Cód.71", "abc-1d23", "BR123456789BR", a CPF's first digits. Each group of the search takes the part it
 * understands; a text may hit several groups ("1204" is a unit and may be a parcel's code).
 */
export type SearchTerms = {
  /** Folded words with letters, of 2+ characters, without the words that only say "unit" or "block". */
  words: string[];
  /** The start of a unit's name: the last word with a digit ("1204", "12a"). */
  unit: string | null;
  /** Every other word, when a unit is named: the block's name for the unit group ("a" in "A 1204"). */
  blockWords: string[];
  /** Those of them a name cannot hold (one letter, digits): the block of a person's unit ("a" in "maria a 1204"). */
  shortBlockWords: string[];
  /** A parcel's code: "Cód.71", "cod 71", "#71" (then nothing else is read), or a number alone (a unit too). */
  parcelId: number | null;
  /**
   * The start of a plate, upper case without the hyphen, when the text can be one ("ABC", "abc-1d2"). A whole plate or
   * one typed with its hyphen is nothing else (a tracking code's start at most).
   */
  plate: string | null;
  /**
   * The start of a tracking code, upper case, when the text has letters and digits and no space (5+). Two letters or
   * more then five digits or more ("BR123456") is nothing else: "a1204" stays block a's unit 1204 too.
   */
  tracking: string | null;
  /** Digits alone (with a CPF's dots and dash), 3+: the start of a CPF or a document. */
  digits: string | null;
  /** The digits were typed with a CPF's dots or dash ("529.982"). */
  isMasked: boolean;
};

/** Words that name the kind of place, not the place: "bloco a 12" is block "a", unit "12". */
const PLACE_WORDS = new Set(['bloco', 'bl', 'torre', 'apto', 'apt', 'ap', 'apartamento', 'unidade', 'un', 'unid']);
const PARCEL_CODE = /^(?:c[oó]d(?:igo)?\.?|#)\s*(\d{1,12})$/i;
const PLATE_START = /^[A-Z]{3}(?:\d[A-Z0-9]?\d{0,2})?$/;

/** A text that can only be a code: nothing else is read of it (no unit, no word for names). */
const codeOnly = (codes: Pick<SearchTerms, 'parcelId' | 'plate' | 'tracking'>): SearchTerms => ({
  words: [],
  unit: null,
  blockWords: [],
  shortBlockWords: [],
  ...codes,
  digits: null,
  isMasked: false,
});
/** A plate typed with its hyphen ("abc-1", "ABC-1D23"): what a unit, a block or a name is never written as. */
const HYPHENATED_PLATE = /^[a-z]{3}-\d/i;
/** Two letters or more, then five digits or more, in one word ("BR123456", "LB0012345678"): a tracking code's start. */
const TRACKING_START = /^[A-Z]{2,}\d{5,}[A-Z]*$/;

export const searchTerms = (text: string): SearchTerms => {
  const trimmed = text.trim();
  const explicitCode = PARCEL_CODE.exec(trimmed)?.[1];
  if (explicitCode !== undefined) return codeOnly({ parcelId: Number(explicitCode), plate: null, tracking: null });
  const folded = foldText(trimmed);
  // "a1204" is block "a", unit "1204": split where letters meet digits, and at any punctuation.
  const tokens = folded
    .replace(/([a-z])(\d)/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const meaningful = tokens.filter((t) => !PLACE_WORDS.has(t));
  const unitIndex = meaningful.findLastIndex((t) => /\d/.test(t));
  const unit = unitIndex >= 0 ? meaningful[unitIndex]! : null;
  const others = meaningful.filter((_, i) => i !== unitIndex);
  const code = /^\d{1,12}$/.test(trimmed) ? trimmed : null;
  const parcelId = code === null ? null : Number(code);
  const compact = normalizePlate(trimmed);
  const isOneWord = !/\s/.test(trimmed.replace(/-/g, ''));
  const plate = isOneWord && PLATE_START.test(compact) ? compact : null;
  const tracking = isOneWord && compact.length >= 5 && /[A-Z]/.test(compact) && /\d/.test(compact) ? compact : null;
  const digits =
    /^[\d.\-\s]+$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= 3 ? trimmed.replace(/\D/g, '') : null;
  const words = others.filter((t) => /[a-z]/.test(t) && t.length >= 2);
  // A whole plate, a plate with its hyphen or a tracking code's start: "abc 1" may be block abc's unit 1, "ABC-1" not.
  const isPlate = plate !== null && (HYPHENATED_PLATE.test(trimmed) || isValidPlate(compact));
  if (isOneWord && (isPlate || (tracking !== null && TRACKING_START.test(compact))))
    return codeOnly({ parcelId: null, plate, tracking });
  return {
    words,
    unit,
    blockWords: unit ? others : [],
    shortBlockWords: unit ? others.filter((t) => !words.includes(t)) : [],
    parcelId,
    plate,
    tracking,
    digits,
    isMasked: digits !== null && /[.-]/.test(trimmed),
  };
};
