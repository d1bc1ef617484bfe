import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades } from '../../db/schema/index.ts';

/** A resident of the condominium that an import may meet: active or blocked (a removed one is history). */
export type StoredResident = {
  id: number;
  idUnidade: number;
  cpf: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  perfil: string;
  flUsoApp: boolean;
  situacao: string;
};

const unitsOfCondo = (db: Database, idCondo: number) =>
  db
    .select({ id: unidades.idUnidade })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(eq(blocos.idCondo, idCondo));

export const residentsOfCondo = (db: Database, idCondo: number): Promise<StoredResident[]> =>
  db
    .select({
      id: pessoas.id,
      idUnidade: pessoas.idUnidade,
      cpf: pessoas.cpf,
      nome: pessoas.nome,
      email: pessoas.email,
      telefone: pessoas.telefone,
      perfil: pessoas.perfil,
      flUsoApp: pessoas.flUsoApp,
      situacao: pessoas.situacao,
    })
    .from(pessoas)
    .where(and(inArray(pessoas.idUnidade, unitsOfCondo(db, idCondo)), sql`${pessoas.situacao} <> 'REMOVIDO'`));

/** One import of a condominium at a time: the second waits for the first's commit, then reads what it wrote. */
export const lockImport = async (t: Database, idCondo: number) => {
  await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`moradores-importacao:${idCondo}`}))`);
};

export type NewImportedResident = {
  idUnidade: number;
  cpf: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  perfil: string;
  flUsoApp: boolean;
};

export type ImportedUpdate = {
  id: number;
  nome: string;
  email: string | null;
  telefone: string | null;
  perfil: string;
  flUsoApp: boolean;
};

/**
 * 5,000 rows per statement, each column sent as one array and spread by `unnest`: a handful of parameters instead
 * of one per cell keeps the statement (and the garbage of building it) small: 20,000 rows in four statements.
 */
const CHUNK = 5000;
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

const column = <T, K extends keyof T>(rows: T[], key: K) => sql.param(rows.map((r) => r[key]));

/** The count a `with done as (… returning 1)` statement answers, whichever driver ran it. */
const countOf = (result: unknown) => Number((result as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

/**
 * Inserts the residents; a CPF a desk approved into the same unit meanwhile (the unique index of the unit's current
 * residents) is skipped, not an error. Answers how many were inserted.
 */
export const insertImportedResidents = async (t: Database, rows: NewImportedResident[], at: Date) => {
  let inserted = 0;
  for (const part of chunks(rows)) {
    const done = await t.execute(sql`
      with done as (
        insert into pessoas (id_unidade, cpf, nome, email, telefone, perfil, fl_uso_app, created_at)
        select u.id_unidade, u.cpf, u.nome, u.email, u.telefone, u.perfil, u.fl_uso_app, ${at.toISOString()}::timestamptz
          from unnest(${column(part, 'idUnidade')}::int[], ${column(part, 'cpf')}::text[], ${column(part, 'nome')}::text[],
                      ${column(part, 'email')}::text[], ${column(part, 'telefone')}::text[], ${column(part, 'perfil')}::text[],
                      ${column(part, 'flUsoApp')}::boolean[])
            as u(id_unidade, cpf, nome, email, telefone, perfil, fl_uso_app)
        on conflict do nothing
        returning 1)
      select count(*) as n from done`);
    inserted += countOf(done);
  }
  return inserted;
};

/** Updates the active residents in batches (one UPDATE … FROM unnest(…) each); answers how many changed. */
export const updateImportedResidents = async (t: Database, rows: ImportedUpdate[]) => {
  let updated = 0;
  for (const part of chunks(rows)) {
    const done = await t.execute(sql`
      with done as (
        update pessoas p
           set nome = v.nome, email = v.email, telefone = v.telefone, perfil = v.perfil, fl_uso_app = v.fl_uso_app
          from unnest(${column(part, 'id')}::int[], ${column(part, 'nome')}::text[], ${column(part, 'email')}::text[],
                      ${column(part, 'telefone')}::text[], ${column(part, 'perfil')}::text[], ${column(part, 'flUsoApp')}::boolean[])
            as v(id, nome, email, telefone, perfil, fl_uso_app)
         where p.id = v.id and p.situacao = 'ATIVO'
        returning 1)
      select count(*) as n from done`);
    updated += countOf(done);
  }
  return updated;
};
