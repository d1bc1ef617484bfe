import { getSession } from './session';

/**
 * Per-person keys in the tab's session storage (issue 28 §6): drafts and the open flow's position are the
 * signed-in doorkeeper's, in the condominium in context. Logout wipes session storage, so nothing outlives it.
 */
const PREFIX = 'portaria';

const ownerOf = (): string => {
  const { user, condominiumId } = getSession();
  return `${user?.idPorteiro ?? 'anon'}:${condominiumId ?? 0}`;
};

export const userStorageKey = (name: string): string => `${PREFIX}:${ownerOf()}:${name}`;

/** Passwords and files never go to storage: a key that names a password, and any File or Blob, is left out. */
const SECRET_KEY = /senha|password/i;
const replacer = (key: string, value: unknown): unknown => {
  if (key !== '' && SECRET_KEY.test(key)) return undefined;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  return value;
};

export const readStored = <T>(name: string): T | null => {
  const raw = sessionStorage.getItem(userStorageKey(name));
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

export const writeStored = (name: string, value: unknown): void => {
  try {
    sessionStorage.setItem(userStorageKey(name), JSON.stringify(value, replacer));
  } catch {
    // A full storage loses the draft, never the form.
  }
};

export const removeStored = (name: string): void => sessionStorage.removeItem(userStorageKey(name));

/** Removes every stored value whose name starts with `prefix`, for this person. */
export const removeStoredUnder = (prefix: string): void => {
  const start = userStorageKey(prefix);
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(start),
  );
  keys.forEach((key) => sessionStorage.removeItem(key));
};
