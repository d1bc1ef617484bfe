import { localDateTime } from '@portaria/shared/common/day';
import type { Key, KeyMovement } from '@portaria/shared/keys/keys.schemas';
import { isOverdue, keyStatusOf, type HolderType } from '@portaria/shared/keys/keys.rules';
import { and, asc, desc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { blocos, chaveMovimentos, chaves, unidades, usuarios } from '../../db/schema/index.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { searchWords, storedContains } from '../../platform/lists/search.ts';

/** All SQL of the keys area (issue 34 item 2): every query is filtered by the token's condominium. */

export const unitLabel = sql<
  string | null
>`case when ${blocos.nome} is null then null else ${blocos.nome} || ' - ' || ${unidades.nome} end`;
const words = (q: string | undefined, column: AnyColumn) => searchWords(q).map((w) => storedContains(column, w));

export type KeyValues = { nome: string; local: string; etiqueta: string; idUnidade: number | null };

const open = alias(chaveMovimentos, 'aberto');

const keyColumns = {
  id: chaves.id,
  nome: chaves.nome,
  local: chaves.local,
  etiqueta: chaves.etiqueta,
  idUnidade: chaves.idUnidade,
  unidade: unitLabel,
  ativa: chaves.ativa,
  idMovimento: open.id,
  tipoPortador: open.tipoPortador,
  portadorNome: open.portadorNome,
  devolucaoPrevista: open.devolucaoPrevista,
};
type KeyRow = {
  id: number;
  nome: string;
  local: string;
  etiqueta: string;
  idUnidade: number | null;
  unidade: string | null;
  ativa: boolean;
  idMovimento: number | null;
  tipoPortador: string | null;
  portadorNome: string | null;
  devolucaoPrevista: Date | null;
};

const toKey = (r: KeyRow, now: Date): Key => {
  const held = r.idMovimento === null ? null : { devolucaoPrevista: r.devolucaoPrevista!, devolvidaEm: null };
  return {
    id: r.id,
    nome: r.nome,
    local: r.local,
    etiqueta: r.etiqueta,
    idUnidade: r.idUnidade,
    unidade: r.unidade,
    ativa: r.ativa,
    status: keyStatusOf(r.ativa, held, now),
    portador:
      r.idMovimento === null
        ? null
        : {
            idMovimento: r.idMovimento,
            tipoPortador: r.tipoPortador as HolderType,
            nome: r.portadorNome!,
            devolucaoPrevista: localDateTime(r.devolucaoPrevista!),
          },
  };
};

const selectKeys = (db: Database) =>
  db
    .select(keyColumns)
    .from(chaves)
    .leftJoin(unidades, eq(unidades.idUnidade, chaves.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(open, and(eq(open.idChave, chaves.id), isNull(open.devolvidaEm)));

/** The catalogue with each key's status, by name; retired keys only when asked (the catalogue screen). */
export const listKeys = async (
  db: Database,
  idCondo: number,
  filter: { q?: string; withRetired: boolean },
  now: Date,
): Promise<Key[]> => {
  const rows = await selectKeys(db)
    .where(
      and(
        eq(chaves.idCondo, idCondo),
        filter.withRetired ? undefined : eq(chaves.ativa, true),
        ...words(filter.q, chaves.busca),
      ),
    )
    .orderBy(desc(chaves.ativa), asc(chaves.nome), asc(chaves.id));
  return (rows as KeyRow[]).map((r) => toKey(r, now));
};

/** One key with its status, prepared once: every check-out, check-in and one key's history reads it first. */
export const findKey = async (db: Database, idCondo: number, id: number, now: Date): Promise<Key | null> => {
  const prepared = preparedOnce(db, 'chaves:uma', () =>
    selectKeys(db)
      .where(and(eq(chaves.idCondo, sql.placeholder('idCondo')), eq(chaves.id, sql.placeholder('id'))))
      .prepare('chaves_uma'),
  );
  const [row] = await prepared.execute({ idCondo, id });
  return row ? toKey(row as KeyRow, now) : null;
};

/** Another active key of the condominium with this name (names are what the desk picks by). */
export const hasActiveName = async (db: Database, idCondo: number, nome: string, exceptId?: number) => {
  const rows = await db
    .select({ id: chaves.id })
    .from(chaves)
    .where(
      and(
        eq(chaves.idCondo, idCondo),
        eq(chaves.ativa, true),
        sql`lower(${chaves.nome}) = lower(${nome})`,
        exceptId === undefined ? undefined : sql`${chaves.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
};

export const insertKey = async (db: Database, idCondo: number, values: KeyValues, at: Date): Promise<number> => {
  const [row] = await db
    .insert(chaves)
    .values({ ...values, idCondo, criadoEm: at })
    .returning({ id: chaves.id });
  return row!.id;
};

export const updateKey = async (
  db: Database,
  idCondo: number,
  id: number,
  values: Partial<KeyValues & { ativa: boolean }>,
) => {
  const rows = await db
    .update(chaves)
    .set(values)
    .where(and(eq(chaves.idCondo, idCondo), eq(chaves.id, id), eq(chaves.ativa, true)))
    .returning({ id: chaves.id });
  return rows.length > 0;
};

// Movements.

export const handedBy = alias(usuarios, 'entregou');
export const receivedBy = alias(usuarios, 'recebeu');

const movementColumns = {
  id: chaveMovimentos.id,
  idChave: chaveMovimentos.idChave,
  chave: chaves.nome,
  etiqueta: chaves.etiqueta,
  local: chaves.local,
  tipoPortador: chaveMovimentos.tipoPortador,
  portadorNome: chaveMovimentos.portadorNome,
  portadorDocumento: chaveMovimentos.portadorDocumento,
  idPessoa: chaveMovimentos.idPessoa,
  idUnidade: chaveMovimentos.idUnidade,
  unidade: unitLabel,
  retiradaEm: chaveMovimentos.retiradaEm,
  devolucaoPrevista: chaveMovimentos.devolucaoPrevista,
  devolvidaEm: chaveMovimentos.devolvidaEm,
  entreguePor: handedBy.nome,
  recebidaPor: receivedBy.nome,
  lembreteEm: chaveMovimentos.lembreteEm,
};

export type MovementRow = {
  id: number;
  idChave: number;
  chave: string;
  etiqueta: string;
  local: string;
  tipoPortador: string;
  portadorNome: string;
  portadorDocumento: string | null;
  idPessoa: number | null;
  idUnidade: number | null;
  unidade: string | null;
  retiradaEm: Date;
  devolucaoPrevista: Date;
  devolvidaEm: Date | null;
  entreguePor: string | null;
  recebidaPor: string | null;
  lembreteEm: Date | null;
};

const orNull = (d: Date | null) => (d === null ? null : localDateTime(d));

export const toMovement = (r: MovementRow, now: Date): KeyMovement => ({
  ...r,
  tipoPortador: r.tipoPortador as HolderType,
  retiradaEm: localDateTime(r.retiradaEm),
  devolucaoPrevista: localDateTime(r.devolucaoPrevista),
  devolvidaEm: orNull(r.devolvidaEm),
  lembreteEm: orNull(r.lembreteEm),
  atrasada: isOverdue(r, now),
});

/** Movements with their key, unit and staff (the single movement's columns, or the lists' JSON and rule columns). */
export const movementsWith = (db: Database, fields: SelectedFields) =>
  db
    .select(fields)
    .from(chaveMovimentos)
    .innerJoin(chaves, eq(chaves.id, chaveMovimentos.idChave))
    .leftJoin(unidades, eq(unidades.idUnidade, chaveMovimentos.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(handedBy, eq(handedBy.id, chaveMovimentos.entreguePor))
    .leftJoin(receivedBy, eq(receivedBy.id, chaveMovimentos.recebidaPor));

export const findMovement = async (db: Database, idCondo: number, id: number): Promise<MovementRow | null> => {
  const [row] = await movementsWith(db, movementColumns).where(
    and(eq(chaveMovimentos.idCondo, idCondo), eq(chaveMovimentos.id, id)),
  );
  return (row as MovementRow | undefined) ?? null;
};

/** The key's open movement (who has it now), if any. */
export const findOpenMovement = async (db: Database, idCondo: number, idChave: number): Promise<MovementRow | null> => {
  const [row] = await movementsWith(db, movementColumns).where(
    and(
      eq(chaveMovimentos.idCondo, idCondo),
      eq(chaveMovimentos.idChave, idChave),
      isNull(chaveMovimentos.devolvidaEm),
    ),
  );
  return (row as MovementRow | undefined) ?? null;
};

export type MovementValues = {
  idChave: number;
  tipoPortador: HolderType;
  portadorNome: string;
  portadorDocumento: string | null;
  idPessoa: number | null;
  idUnidade: number | null;
  devolucaoPrevista: Date;
  entreguePor: number;
};

/** Fails on the partial unique index when the key is already out: the caller answers 409. */
export const insertMovement = async (db: Database, idCondo: number, values: MovementValues, at: Date) => {
  const [row] = await db
    .insert(chaveMovimentos)
    .values({ ...values, idCondo, retiradaEm: at })
    .returning({ id: chaveMovimentos.id });
  return row!.id;
};

/** Closes the movement if it is still open; false when someone else received the key first. */
export const closeMovement = async (db: Database, idCondo: number, id: number, by: number, at: Date) => {
  const rows = await db
    .update(chaveMovimentos)
    .set({ devolvidaEm: at, recebidaPor: by })
    .where(and(eq(chaveMovimentos.idCondo, idCondo), eq(chaveMovimentos.id, id), isNull(chaveMovimentos.devolvidaEm)))
    .returning({ id: chaveMovimentos.id });
  return rows.length > 0;
};

/** Overdue residents' movements whose reminder has not gone yet (across condominiums: the periodic job). */
export const listDueReminders = async (db: Database, now: Date, limit = 200) =>
  db
    .select({ id: chaveMovimentos.id, idCondo: chaveMovimentos.idCondo })
    .from(chaveMovimentos)
    .where(
      and(
        isNull(chaveMovimentos.devolvidaEm),
        isNull(chaveMovimentos.lembreteEm),
        eq(chaveMovimentos.tipoPortador, 'MORADOR'),
        sql`${chaveMovimentos.idUnidade} is not null`,
        sql`${chaveMovimentos.devolucaoPrevista} < ${now}`,
      ),
    )
    .orderBy(asc(chaveMovimentos.devolucaoPrevista))
    .limit(limit);

/** Marks the reminder sent, once: false when another process got there first or the key came back. */
export const markReminded = async (db: Database, id: number, at: Date) => {
  const rows = await db
    .update(chaveMovimentos)
    .set({ lembreteEm: at })
    .where(and(eq(chaveMovimentos.id, id), isNull(chaveMovimentos.lembreteEm), isNull(chaveMovimentos.devolvidaEm)))
    .returning({ id: chaveMovimentos.id });
  return rows.length > 0;
};
