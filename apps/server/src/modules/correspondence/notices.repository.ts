import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { correspondencias } from '../../db/schema/index.ts';

/** What the parcels' notices read of the parcels, always of the token's condominium. */

export const hasParcel = async (db: Database, idCondo: number, id: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: correspondencias.id })
    .from(correspondencias)
    .where(and(eq(correspondencias.idCondo, idCondo), eq(correspondencias.id, id)));
  return Boolean(row);
};

/** The ids of the unit's pending parcels (at most `limit`). */
export const pendingParcelIds = async (
  db: Database,
  idCondo: number,
  idUnidade: number,
  limit: number,
): Promise<number[]> => {
  const rows = await db
    .select({ id: correspondencias.id })
    .from(correspondencias)
    .where(
      and(
        eq(correspondencias.idCondo, idCondo),
        eq(correspondencias.idUnidade, idUnidade),
        eq(correspondencias.status, 'PENDENTE'),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
};
