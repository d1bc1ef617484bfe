import { getSession, PERSON_DATA_PREFIX } from './session';

/**
 * Per-person keys in the tab's session storage (issue 28 §6): drafts and the open flow's position are the
 * signed-in doorkeeper's, in the condominium in context. A session the server ends keeps them for the same
 * person's next sign-in; leaving with 'Sair', or another person signing in, removes them (decision 105).
 */
const personOf = (): string => String(getSession().user?.idPorteiro ?? 'anon');

const ownerOf = (): string => `${personOf()}:${getSession().condominiumId ?? 0}`;

export const userStorageKey = (name: string): string => `${PERSON_DATA_PREFIX}${ownerOf()}:${name}`;

const storedKeys = (): string[] =>
  Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter(
    (key): key is string => key !== null,
  );

const removeWhere = (isGone: (key: string) => boolean): void =>
  storedKeys()
    .filter(isGone)
    .forEach((key) => sessionStorage.removeItem(key));

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
  removeWhere((key) => key.startsWith(start));
};

/** The signed-in person chose to leave ('Sair'): their drafts and open flows go with them, in every condominium. */
export const forgetPerson = (): void => {
  const own = `${PERSON_DATA_PREFIX}${personOf()}:`;
  removeWhere((key) => key.startsWith(own));
};

/**
 * Someone signed in: what another person left in this tab (drafts kept across a forced logout) is removed, so it
 * is neither shown nor left readable to them. The person's own data stays for them.
 */
export const forgetOtherPeople = (): void => {
  const own = `${PERSON_DATA_PREFIX}${personOf()}:`;
  removeWhere((key) => key.startsWith(PERSON_DATA_PREFIX) && !key.startsWith(own));
};
