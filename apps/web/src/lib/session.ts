import { useSyncExternalStore } from 'react';
import type { AuthorizationContext } from '@portaria/shared/permissions';
import type { Porteiro } from '@portaria/shared/auth/porteiro.schemas';

export type CondominiumSummary = { nome: string; idCondo: number; referencia: number };

export type Session = {
  token: string | null;
  validFrom: string | null;
  validUntil: string | null;
  condominiumId: number | null;
  condominium: CondominiumSummary | null;
  user: Porteiro | null;
  permissions: AuthorizationContext;
  expired: boolean;
};

/** The spec keeps the session in browser session storage, one key per value. */
const KEYS = [
  'token',
  'validFrom',
  'validUntil',
  'condominiumId',
  'condominium',
  'user',
  'permissions',
  'expired',
] as const;
type Key = (typeof KEYS)[number];

const EMPTY_PERMISSIONS: AuthorizationContext = { rolePermissions: [], customPermissions: [] };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const parseJson = <T>(raw: string | null, fallback: T): T => {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
};

let cachedRaw = '';
let cachedSession: Session | null = null;

/** Reads storage every time (something else may have cleared it) but returns a stable object while nothing changed. */
export const getSession = (): Session => {
  const raw = KEYS.map((key) => sessionStorage.getItem(key) ?? '').join('\u0000');
  if (cachedSession && raw === cachedRaw) return cachedSession;
  const condominiumId = sessionStorage.getItem('condominiumId');
  cachedRaw = raw;
  cachedSession = {
    token: sessionStorage.getItem('token'),
    validFrom: sessionStorage.getItem('validFrom'),
    validUntil: sessionStorage.getItem('validUntil'),
    condominiumId: condominiumId ? Number(condominiumId) : null,
    condominium: parseJson<CondominiumSummary | null>(sessionStorage.getItem('condominium'), null),
    user: parseJson<Porteiro | null>(sessionStorage.getItem('user'), null),
    permissions: parseJson(sessionStorage.getItem('permissions'), EMPTY_PERMISSIONS),
    expired: sessionStorage.getItem('expired') === 'true',
  };
  return cachedSession;
};

export type SessionUpdate = Partial<Omit<Session, 'expired'>> & { expired?: boolean };

const serialise = (key: Key, value: unknown): string =>
  typeof value === 'string' ? value : key === 'condominiumId' ? String(value) : JSON.stringify(value);

export const updateSession = (update: SessionUpdate): void => {
  for (const key of KEYS) {
    if (!(key in update)) continue;
    const value = update[key];
    if (value === null || value === undefined || value === false) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, serialise(key, value));
  }
  notify();
};

/**
 * Keys under this prefix belong to a person, not to the session: their drafts and where their open flow was
 * (lib/user-storage, keyed by the doorkeeper's id). Decision 105.
 */
export const PERSON_DATA_PREFIX = 'portaria:';

/**
 * Ends the session (spec 01 §4: logout, "Sua sessão expirou", "Usuário não encontrado", a failed login): every value
 * of the session and of the app's state goes. The people's own data stays, so a session the server ended does not
 * take the form someone was filling with it (decision 105); `forgetPerson` removes it when the person chose to leave.
 */
export const clearSession = (): void => {
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
  keys.forEach((key) => {
    if (key !== null && !key.startsWith(PERSON_DATA_PREFIX)) sessionStorage.removeItem(key);
  });
  notify();
};

export const markSessionExpired = (): void => updateSession({ expired: true });

/** Authenticated: token and validity stored, not flagged expired, and now is not after validUntil. */
export const isAuthenticated = (session: Session, now: Date = new Date()): boolean => {
  if (!session.token || !session.validUntil || session.expired) return false;
  const until = new Date(session.validUntil).getTime();
  return !Number.isNaN(until) && now.getTime() <= until;
};

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = (): Session => useSyncExternalStore(subscribeSession, getSession, getSession);
