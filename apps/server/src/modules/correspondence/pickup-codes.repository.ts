import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { codigosRetirada } from '../../db/schema/index.ts';

/** The parcels' pickup codes (decision 127): only their HMACs, always of the token's condominium. */

const k = codigosRetirada;

export type NewPickupCode = { idCondo: number; idCorrespondencia: number; hash: string; criadoEm: Date };

/**
 * Stores a code's HMAC unless a parcel of the condominium still waiting has the same one (the partial unique index):
 * false then, and the caller draws again. Safe against a concurrent registration drawing the same code.
 */
export const insertPickupCode = async (tx: Database, code: NewPickupCode): Promise<boolean> => {
  const rows = await tx.insert(k).values(code).onConflictDoNothing().returning({ id: k.id });
  return rows.length > 0;
};

/** The code with this HMAC in the condominium: the one still working first, else the last one used. */
export const findPickupCode = async (db: Database, idCondo: number, hash: string) => {
  const [row] = await db
    .select({ idCorrespondencia: k.idCorrespondencia, hash: k.hash, usadoEm: k.usadoEm })
    .from(k)
    .where(and(eq(k.idCondo, idCondo), eq(k.hash, hash)))
    .orderBy(sql`${k.usadoEm} is not null`, desc(k.id))
    .limit(1);
  return row;
};

/** The HMACs of a parcel's codes that still work (a resend adds one: each resident's code works). */
export const workingCodesOf = async (tx: Database, idCondo: number, idCorrespondencia: number): Promise<string[]> => {
  const rows = await tx
    .select({ hash: k.hash })
    .from(k)
    .where(and(eq(k.idCondo, idCondo), eq(k.idCorrespondencia, idCorrespondencia), isNull(k.usadoEm)));
  return rows.map((r) => r.hash);
};

/** Has the parcel ever had a code (its notices carry one)? Parcels registered before decision 127 have none. */
export const hasPickupCodes = async (db: Database, idCondo: number, idCorrespondencia: number): Promise<boolean> => {
  const rows = await db
    .select({ id: k.id })
    .from(k)
    .where(and(eq(k.idCondo, idCondo), eq(k.idCorrespondencia, idCorrespondencia)))
    .limit(1);
  return rows.length > 0;
};

/** Released parcels' codes stop working, however the parcels were released. */
export const useUpPickupCodes = async (tx: Database, idCondo: number, ids: number[], at: Date): Promise<void> => {
  await tx
    .update(k)
    .set({ usadoEm: at })
    .where(and(eq(k.idCondo, idCondo), inArray(k.idCorrespondencia, ids), isNull(k.usadoEm)));
};
