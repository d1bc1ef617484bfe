import type { Database } from '../../db/client.ts';
import { generateToken, hashToken } from './tokens.ts';
import { findTrustedDevice, saveTrustedDevice } from './trusted-devices.repository.ts';

export const DEVICE_COOKIE = 'portaria_dispositivo';
const DEVICE_DAYS = 180;
const DEVICES_PER_PERSON = 10;

/** The device cookie's value from a Cookie header, if it looks like one of ours. */
export const readDeviceCookie = (header: string | undefined): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === DEVICE_COOKIE && /^[\w-]{43}$/.test(value)) return value;
  }
  return null;
};

/** httpOnly (scripts never see it), SameSite=Strict (no other site sends it), only to the API. */
export const deviceCookieHeader = (value: string, isHttps: boolean): string =>
  `${DEVICE_COOKIE}=${value}; Path=/api; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${isHttps ? '; Secure' : ''}`;

/** The device key for the limiter when the cookie belongs to this person; null for anyone else. */
export const trustedDeviceOf = async (db: Database, cookie: string | null, idUsuario: number | undefined, at: Date) => {
  if (!cookie || idUsuario === undefined) return null;
  const hash = hashToken(cookie);
  const device = await findTrustedDevice(db, hash, at);
  return device?.idUsuario === idUsuario ? hash : null;
};

/**
 * Remembers this browser for the person after a right password or an SMS code: the same cookie value when it
 * was already theirs, a new one otherwise. Returns the value to set.
 */
export const rememberDevice = async (
  db: Database,
  cookie: string | null,
  idUsuario: number,
  at: Date,
): Promise<string> => {
  const known = cookie && (await findTrustedDevice(db, hashToken(cookie), at))?.idUsuario === idUsuario;
  const value = known ? cookie : generateToken();
  const expiresAt = new Date(at.getTime() + DEVICE_DAYS * 86_400_000);
  await saveTrustedDevice(db, { hash: hashToken(value), idUsuario, at, expiresAt }, DEVICES_PER_PERSON);
  return value;
};
