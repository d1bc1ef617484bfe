import { maskId } from '@portaria/shared';

/**
 * Query values that open something (signed upload links, the outbox key, tokens, codes) or that are secret:
 * the log keeps the name and hides the value.
 */
const SECRET_PARAMS = new Set([
  'signature',
  'sig',
  'key',
  'token',
  'hashtoken',
  'tokenvalue',
  'access_token',
  'code',
  'password',
  'senha',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

const HIDDEN = '[oculto]';
// 11 digits, with or without the dots and dash, not inside a longer number.
const CPF_LIKE = /(?<!\d)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\d)/g;

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};

/** Anything shaped like a CPF reduced to the one mask, "52*******25" (driver errors may quote row values, URLs carry searches). */
export const maskCpfsIn = (text: string): string => text.replace(CPF_LIKE, (m) => maskId(m));

/**
 * The URL as the request log may show it: secret query values hidden, anything shaped like a CPF (in the path
 * or in any query value: searches by CPF) reduced to "52*******25". Never throws on a malformed URL.
 */
// The invitation link's token is its permission (decision 078): /convite/<token> keeps only the route; so is the
// one-time setup address's secret (/instalacao/<segredo>, issue 31).
const INVITE_TOKEN = /(\/convite\/|\/instalacao\/)[^/?#]+/g;
/** Paths whose last segment opens something by itself: the e-mailed document link (decision 077). */
const SECRET_PATH = /(\/documentos?\/link\/|^\/documento\/)[^/?#]+/;

export const redactUrl = (url: string): string => {
  const at = url.indexOf('?');
  const path = maskCpfsIn(at < 0 ? url : url.slice(0, at))
    .replace(INVITE_TOKEN, `$1${HIDDEN}`)
    .replace(SECRET_PATH, `$1${HIDDEN}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return maskCpfsIn(pair);
      const name = pair.slice(0, eq);
      if (SECRET_PARAMS.has(decode(name).toLowerCase())) return `${name}=${HIDDEN}`;
      const value = decode(pair.slice(eq + 1));
      const masked = maskCpfsIn(value);
      return masked === value ? pair : `${name}=${encodeURIComponent(masked)}`;
    })
    .join('&');
  return `${path}?${query}`;
};
