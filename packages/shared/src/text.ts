/** Keeps the first `max` characters and adds "..." when something was cut (file names: 15). */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, Math.max(0, max))}...` : text;

/** Keeps the first 2 and last 2 characters of an identifier visible: "12*******90". */
export const maskId = (id: string): string => {
  if (id.length <= 4) return id;
  return `${id.slice(0, 2)}${'*'.repeat(id.length - 4)}${id.slice(-2)}`;
};

/**
 * NUL, or half of a UTF-16 surrogate pair with no other half. PostgreSQL cannot store either (text refuses NUL,
 * jsonb refuses lone surrogates) and no keyboard types them: they only come from a broken or hostile client.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export const hasInvalidCharacters = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);
