import { format } from '@react-input/mask';

export type MaskKind = 'cpf' | 'cnpj' | 'phone' | 'plate';

type MaskRule = {
  /** What one typed character must be to stay. */
  accept: RegExp;
  /** Rewrites what was typed before it is judged (plates: upper case). */
  prepare?: (text: string) => string;
  /** '_' is a character's place; the rest is shown as it is. */
  maskFor: (count: number) => string;
};

const RULES: Record<MaskKind, MaskRule> = {
  cpf: { accept: /\d/, maskFor: () => '___.___.___-__' },
  cnpj: { accept: /\d/, maskFor: () => '__.___.___/____-__' },
  // (DD) XXXX-XXXX for landlines; the mobile's ninth digit moves the hyphen: (DD) 9XXXX-XXXX.
  phone: { accept: /\d/, maskFor: (count) => (count > 10 ? '(__) _____-____' : '(__) ____-____') },
  plate: { accept: /[A-Z0-9]/, prepare: (text) => text.toUpperCase(), maskFor: () => '_______' },
};

/** The characters of `text` the mask keeps (digits; letters and digits for plates), in order. */
export const typedOf = (kind: MaskKind, text: string): string => {
  const rule = RULES[kind];
  return [...(rule.prepare?.(text) ?? text)].filter((char) => rule.accept.test(char)).join('');
};

/** `typed` in the mask, cut at the mask's last place: applyMask('cpf', '5299') is '529.9'. */
export const applyMask = (kind: MaskKind, typed: string): string => {
  const rule = RULES[kind];
  const mask = rule.maskFor(typed.length);
  const places = mask.split('_').length - 1;
  return format(typed.slice(0, places), { mask, replacement: { _: rule.accept } });
};

/** The index right after the `count`-th typed character of a masked value (0 before the first). */
export const caretAfter = (kind: MaskKind, masked: string, count: number): number => {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (RULES[kind].accept.test(masked[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return masked.length;
};
