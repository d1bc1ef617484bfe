import type { AuthorizationType } from '@portaria/shared/access-control/visitors.rules';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { logEntradas } from '../../db/schema/index.ts';

/** One visit's row of the entry log (its entry, then its exit), always of the token's condominium. */

export type VisitRow = { id: number; dia: string; dtEntrada: Date; dtSaida: Date | null };
type VisitOf = { idVisitanteUnidade: number; idAutorizacao: number | null };

const visitColumns = {
  id: logEntradas.id,
  dia: logEntradas.dia,
  dtEntrada: logEntradas.dtEntrada,
  dtSaida: logEntradas.dtSaida,
};

/** The visitor-unit's last visit of this schedule (or of no schedule, for INTERFONAR arrivals). */
export const findLastVisit = async (db: Database, idCondo: number, visit: VisitOf): Promise<VisitRow | null> => {
  const [row] = await db
    .select(visitColumns)
    .from(logEntradas)
    .where(
      and(
        eq(logEntradas.idCondo, idCondo),
        eq(logEntradas.idVisitanteUnidade, visit.idVisitanteUnidade),
        visit.idAutorizacao ? eq(logEntradas.idAutorizacao, visit.idAutorizacao) : isNull(logEntradas.idAutorizacao),
      ),
    )
    .orderBy(desc(logEntradas.dtEntrada), desc(logEntradas.id))
    .limit(1);
  return row ?? null;
};

/** The visit `idLogEntrada` of this visitor-unit, or null. */
export const findVisit = async (
  db: Database,
  idCondo: number,
  idVisitanteUnidade: number,
  idLogEntrada: number,
): Promise<VisitRow | null> => {
  const [row] = await db
    .select(visitColumns)
    .from(logEntradas)
    .where(
      and(
        eq(logEntradas.id, idLogEntrada),
        eq(logEntradas.idCondo, idCondo),
        eq(logEntradas.idVisitanteUnidade, idVisitanteUnidade),
      ),
    );
  return row ?? null;
};

export type NewEntry = VisitOf & {
  tipoAutorizacao: AuthorizationType;
  idUnidade: number | null;
  dia: string;
  dtEntrada: Date;
  entradaPor: number;
};

export const insertEntry = async (db: Database, idCondo: number, entry: NewEntry): Promise<number> => {
  const [row] = await db
    .insert(logEntradas)
    .values({ ...entry, idCondo })
    .returning({ id: logEntradas.id });
  return row!.id;
};

/** Closes the condominium's open visit `id`; null when it is not (closed meanwhile, or never ours). */
export const closeVisit = async (
  db: Database,
  idCondo: number,
  id: number,
  at: Date,
  saidaPor: number,
): Promise<number | null> => {
  const [row] = await db
    .update(logEntradas)
    .set({ dtSaida: at, saidaPor })
    .where(and(eq(logEntradas.id, id), eq(logEntradas.idCondo, idCondo), isNull(logEntradas.dtSaida)))
    .returning({ id: logEntradas.id });
  return row?.id ?? null;
};
