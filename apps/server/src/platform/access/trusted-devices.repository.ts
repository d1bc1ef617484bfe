import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { trustedDevices } from '../../db/schema/index.ts';

/** The person a live device cookie belongs to, or null (unknown, expired, or another person's). */
export const findTrustedDevice = async (db: Database, hash: string, at: Date) => {
  const [row] = await db
    .select({ idUsuario: trustedDevices.idUsuario })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.hash, hash), gt(trustedDevices.expiresAt, at)));
  return row ?? null;
};

/** A new device, or a known one seen again (its expiry slides); only the newest `keep` of a person stay. */
export const saveTrustedDevice = async (
  db: Database,
  device: { hash: string; idUsuario: number; at: Date; expiresAt: Date },
  keep: number,
) => {
  await db
    .insert(trustedDevices)
    .values({
      hash: device.hash,
      idUsuario: device.idUsuario,
      createdAt: device.at,
      lastUsedAt: device.at,
      expiresAt: device.expiresAt,
    })
    .onConflictDoUpdate({ target: trustedDevices.hash, set: { lastUsedAt: device.at, expiresAt: device.expiresAt } });
  const newest = db
    .select({ hash: trustedDevices.hash })
    .from(trustedDevices)
    .where(eq(trustedDevices.idUsuario, device.idUsuario))
    .orderBy(desc(trustedDevices.lastUsedAt))
    .limit(keep);
  await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.idUsuario, device.idUsuario), notInArray(trustedDevices.hash, newest)));
};
