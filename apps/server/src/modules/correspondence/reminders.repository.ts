import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  blocos,
  correspondencias,
  lembretesCorrespondencia,
  resumosCorrespondencia,
  roles,
  unidades,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index.ts';

/** What the reminders (decision 130) read and write: across condominiums for the periodic work, else by condominium. */

const l = lembretesCorrespondencia;

/** The jobs of a parcel's reminder are notices of this entity and the reminder's row (each its own delivery status). */
export const REMINDER_ENTITY = 'correspondencia_lembrete';

export type ReminderCandidate = {
  id: number;
  idCondo: number;
  dataChegada: Date;
  lembretes: number;
  ultimoLembreteEm: Date | null;
  diasPrimeiroLembrete: number;
  diasEntreLembretes: number;
};

type CandidateRow = {
  id: string | number;
  id_condo: number;
  data_chegada: string | Date;
  lembretes: number;
  ultimo: string | Date | null;
  primeiro: number;
  entre: number;
};

/**
 * Waiting parcels of active condominiums with reminders on whose next reminder is due at `at` by day (the shared rule
 * then decides; at night the caller does not ask): past the first N days with none sent, or M days past the last.
 * Oldest first, at most `limit` (a backlog, the first day the feature is on, spreads over a few runs).
 */
export const listReminderCandidates = async (db: Database, at: Date, limit: number): Promise<ReminderCandidate[]> => {
  const now = at.toISOString();
  const result = (await db.execute(sql`
    SELECT p.id, p.id_condo, p.data_chegada, coalesce(r.n, 0)::int AS lembretes, r.ultimo,
      c.dias_primeiro_lembrete AS primeiro, c.dias_entre_lembretes AS entre
    FROM correspondencias p
    JOIN condominios c ON c.id_condo = p.id_condo AND c.ativo AND c.dias_primeiro_lembrete > 0
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS n, max(enviado_em) AS ultimo FROM lembretes_correspondencia WHERE id_correspondencia = p.id
    ) r ON true
    WHERE p.status = 'PENDENTE'
      AND p.data_chegada <= ${now}::timestamptz - make_interval(days => c.dias_primeiro_lembrete)
      AND (coalesce(r.n, 0) = 0
        OR (c.dias_entre_lembretes > 0 AND r.ultimo <= ${now}::timestamptz - make_interval(days => c.dias_entre_lembretes)))
    ORDER BY p.data_chegada, p.id
    LIMIT ${limit}`)) as unknown as { rows: CandidateRow[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    idCondo: r.id_condo,
    dataChegada: new Date(r.data_chegada),
    lembretes: r.lembretes,
    ultimoLembreteEm: r.ultimo === null ? null : new Date(r.ultimo),
    diasPrimeiroLembrete: r.primeiro,
    diasEntreLembretes: r.entre,
  }));
};

/** The parcel still waiting, locked like a release (a parcel taken meanwhile gets no reminder). */
export const lockWaitingParcel = async (tx: Database, idCondo: number, id: number) => {
  const [row] = await tx
    .select({
      id: correspondencias.id,
      idUnidade: correspondencias.idUnidade,
      destinatario: correspondencias.destinatario,
      categoria: correspondencias.categoria,
      dataChegada: correspondencias.dataChegada,
      status: correspondencias.status,
    })
    .from(correspondencias)
    .where(and(eq(correspondencias.idCondo, idCondo), eq(correspondencias.id, id)))
    .for('update');
  return row?.status === 'PENDENTE' ? row : undefined;
};

/** The reminder number `numero` of the parcel, unless another process recorded it first (null then). */
export const insertReminder = async (
  tx: Database,
  row: { idCondo: number; idCorrespondencia: number; numero: number; enviadoEm: Date },
): Promise<number | null> => {
  const [inserted] = await tx.insert(l).values(row).onConflictDoNothing().returning({ id: l.id });
  return inserted?.id ?? null;
};

export type ReminderRow = { id: number; idCorrespondencia: number; numero: number; enviadoEm: Date };

/** The reminders of some parcels of the condominium, in order. */
export const remindersOf = (db: Database, idCondo: number, ids: number[]): Promise<ReminderRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: l.id, idCorrespondencia: l.idCorrespondencia, numero: l.numero, enviadoEm: l.enviadoEm })
        .from(l)
        .where(and(eq(l.idCondo, idCondo), inArray(l.idCorrespondencia, ids)))
        .orderBy(asc(l.idCorrespondencia), asc(l.numero));

/** Condominiums with a parcel waiting since before `before` whose list of month `mes` has not gone yet. */
export const condominiumsWithOldParcels = async (db: Database, before: Date, mes: string): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ idCondo: correspondencias.idCondo })
    .from(correspondencias)
    .where(
      and(
        eq(correspondencias.status, 'PENDENTE'),
        lt(correspondencias.dataChegada, before),
        sql`not exists (select 1 from ${resumosCorrespondencia} r
          where r.id_condo = ${correspondencias.idCondo} and r.mes = ${mes})`,
      ),
    );
  return rows.map((r) => r.idCondo);
};

/** How many parcels of the condominium wait since before `before`, and the `limit` oldest with their unit. */
export const oldParcels = async (db: Database, idCondo: number, before: Date, limit: number) => {
  const waiting = and(
    eq(correspondencias.idCondo, idCondo),
    eq(correspondencias.status, 'PENDENTE'),
    lt(correspondencias.dataChegada, before),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(correspondencias)
    .where(waiting);
  const oldest = await db
    .select({
      id: correspondencias.id,
      destinatario: correspondencias.destinatario,
      categoria: correspondencias.categoria,
      dataChegada: correspondencias.dataChegada,
      unidade: unidades.nome,
      bloco: blocos.nome,
    })
    .from(correspondencias)
    .innerJoin(unidades, eq(unidades.idUnidade, correspondencias.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(waiting)
    .orderBy(asc(correspondencias.dataChegada), asc(correspondencias.id))
    .limit(limit);
  return { total: count?.n ?? 0, oldest };
};

/** This month's list for the condominium, unless another process recorded it first (null then). */
export const insertDigest = async (
  tx: Database,
  row: { idCondo: number; mes: string; quantidade: number; enviadoEm: Date },
): Promise<number | null> => {
  const [inserted] = await tx
    .insert(resumosCorrespondencia)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: resumosCorrespondencia.id });
  return inserted?.id ?? null;
};

/** The condominium's syndics (role SINDICO) as recipients: e-mail and phone, whichever they have. */
export const syndicContacts = (db: Database, idCondo: number) =>
  db
    .selectDistinct({ nome: usuarios.nome, email: usuarios.email, telefone: usuarios.telefone })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.idUsuario, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .where(and(eq(roles.idCondo, idCondo), eq(roles.nome, 'SINDICO')));
