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

/** 1,000 rows per statement: 7,000 parameters, well under PostgreSQL's 65,535. */
const CHUNK = 1000;
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Inserts the residents; a CPF a desk approved into the same unit meanwhile (the unique index of the unit's current
 * residents) is skipped, not an error. Answers how many were inserted.
 */
export const insertImportedResidents = async (t: Database, rows: NewImportedResident[], at: Date) => {
  let inserted = 0;
  for (const part of chunks(rows)) {
    const done = await t
      .insert(pessoas)
      .values(part.map((r) => ({ ...r, createdAt: at, createdBy: null })))
      .onConflictDoNothing()
      .returning({ id: pessoas.id });
    inserted += done.length;
  }
  return inserted;
};

/** Updates the active residents in batches (one UPDATE … FROM (VALUES …) each); answers how many changed. */
export const updateImportedResidents = async (t: Database, rows: ImportedUpdate[]) => {
  let updated = 0;
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map(
        (r) =>
          sql`(${r.id}::int, ${r.nome}::text, ${r.email}::text, ${r.telefone}::text, ${r.perfil}::text, ${r.flUsoApp}::boolean)`,
      ),
      sql`, `,
    );
    const done = await t.execute(sql`
      update pessoas p
         set nome = v.nome, email = v.email, telefone = v.telefone, perfil = v.perfil, fl_uso_app = v.fl_uso_app
        from (values ${values}) as v(id, nome, email, telefone, perfil, fl_uso_app)
       where p.id = v.id and p.situacao = 'ATIVO'
      returning p.id`);
    // db.execute answers { rows } on both engines (PGlite and node-postgres).
    updated += (done as unknown as { rows: unknown[] }).rows.length;
  }
  return updated;
};
