/** Keeps the first `max` characters and adds "..." when something was cut (file names: 15). */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, Math.max(0, max))}...` : text;

/**
 * NUL, or half of a UTF-16 surrogate pair with no other half. PostgreSQL cannot store either (text refuses NUL,
 * jsonb refuses lone surrogates) and no keyboard types them: they only come from a broken or hostile client.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export const hasInvalidCharacters = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

// Line breaks and tabs; other C0/C1 controls; bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069), which can make "gnp.exe" read as "exe.png".
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Stored text as one plain line for reports and exports: breaks become a space, control and bidi characters go.
 * Markup stays as the characters it is (`<script>` is printed, never run); formulas are the CSV writer's job.
 */
export const plainLine = (text: string): string => text.replace(BREAKS, ' ').replace(INVISIBLE, '');

/** Lower case without accents ("José" -> "jose"): how a search compares names, on either side. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The one template filler of the messages files: replaces each {name} by its value, leaves unknown ones as they
 * are. fill(CORRESPONDENCE_MESSAGES.alreadyReleased, { id: 12 }).
 */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in values ? String(values[key]) : placeholder));

const ptPlural = new Intl.PluralRules('pt-BR');

/**
 * A count in words with pt-BR plural rules (Intl.PluralRules: 0 and 1 are singular, CLDR's 'many' of a million
 * reads as plural): plural(2, { one: '{n} evento', other: '{n} eventos' }) → '2 eventos'. `zero`, when given,
 * words the empty case (`nenhuma selecionada`).
 */
export const plural = (count: number, forms: { zero?: string; one: string; other: string }): string => {
  if (count === 0 && forms.zero !== undefined) return fill(forms.zero, { n: count });
  return fill(ptPlural.select(count) === 'one' ? forms.one : forms.other, { n: count });
};
