import { and, desc, eq, gte, isNotNull, isNull, lt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Category } from '@portaria/shared/shift-book/shift-book.rules';
import type { Database } from '../../db/client.ts';
import { blocos, livroRegistros, unidades, usuarios } from '../../db/schema/index.ts';
import { escapeLike, searchWords } from '../../platform/lists/search.ts';

const r = livroRegistros;
export const corrected = alias(livroRegistros, 'corrigido');

/** Every column an entry's answer needs: the unit's names and the corrected entry's time by two left joins. */
export const entryColumns = {
  id: r.id,
  categoria: r.categoria,
  texto: r.texto,
  idUnidade: r.idUnidade,
  nmUnidade: unidades.nome,
  nmBloco: blocos.nome,
  hashAnexo: r.hashAnexo,
  idCorrige: r.idCorrige,
  corrigeCriadoEm: corrected.criadoEm,
  idUsuario: r.idUsuario,
  autorNome: r.autorNome,
  criadoEm: r.criadoEm,
  recebidoEm: r.recebidoEm,
  editadoEm: r.editadoEm,
  excluidoEm: r.excluidoEm,
  resolvidoPorNome: r.resolvidoPorNome,
  resolvidoEm: r.resolvidoEm,
};
export type EntryRow = {
  id: number;
  categoria: string;
  texto: string;
  idUnidade: number | null;
  nmUnidade: string | null;
  nmBloco: string | null;
  hashAnexo: string | null;
  idCorrige: number | null;
  corrigeCriadoEm: Date | null;
  idUsuario: number | null;
  autorNome: string;
  criadoEm: Date;
  /** When the server received it (decision 128): the 15-minute edit window counts from here. */
  recebidoEm: Date;
  editadoEm: Date | null;
  excluidoEm: Date | null;
  resolvidoPorNome: string | null;
  resolvidoEm: Date | null;
};

const selectEntries = (db: Database, columns: typeof entryColumns = entryColumns) =>
  db
    .select(columns)
    .from(r)
    .leftJoin(unidades, eq(unidades.idUnidade, r.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(corrected, and(eq(corrected.id, r.idCorrige), eq(corrected.idCondo, r.idCondo)));

export type EntryFilter = {
  idCondo: number;
  start: Date;
  end: Date;
  /** The same period as São Paulo days, both included (the daily counters' keys). */
  from: string;
  until: string;
  categoria?: Category | undefined;
  situacao?: 'ABERTO' | 'RESOLVIDO' | undefined;
  idUnidade?: number | undefined;
  busca?: string | undefined;
};

/** Which optional filters a list has: its prepared statements are one per shape (shift-book-list.repository.ts). */
export type EntryShape = { categoria: boolean; situacao: EntryFilter['situacao']; unit: boolean; words: number };
export const entryShapeOf = (f: EntryFilter): EntryShape => ({
  categoria: Boolean(f.categoria),
  situacao: f.situacao,
  unit: Boolean(f.idUnidade),
  words: searchWords(f.busca).length,
});

/** A filter's values, or the placeholders a prepared statement binds them to (same names as `entryValuesOf`). */
type Bindable<T> = T | Placeholder;
export type EntryValues = {
  idCondo: Bindable<number>;
  start: Bindable<Date>;
  end: Bindable<Date>;
  from: Bindable<string>;
  until: Bindable<string>;
  categoria?: Bindable<Category> | undefined;
  idUnidade?: Bindable<number> | undefined;
  words: Bindable<string>[];
};
export const entryValuesOf = (f: EntryFilter): EntryValues => ({
  idCondo: f.idCondo,
  start: f.start,
  end: f.end,
  from: f.from,
  until: f.until,
  categoria: f.categoria,
  idUnidade: f.idUnidade,
  // Each word in the folded text and author (trigram index); "bomba piscina" needs both words.
  words: searchWords(f.busca).map((word) => `%${escapeLike(word)}%`),
});

/**
 * The filter on the entries table alone, of a shape and its values (or placeholders): the period walks the
 * (id_condo, criado_em, id) index; removed ones never show.
 */
export const entryWhereOf = (s: EntryShape, v: EntryValues): SQL => {
  const parts: SQL[] = [
    eq(r.idCondo, v.idCondo),
    gte(r.criadoEm, v.start),
    lt(r.criadoEm, v.end),
    isNull(r.excluidoEm),
  ];
  if (s.categoria) parts.push(eq(r.categoria, v.categoria!));
  // A literal, not a parameter: the open entries' partial index is chosen only when its predicate can be proven.
  if (s.situacao === 'ABERTO') parts.push(sql`${r.categoria} <> 'INFORMACAO'`, isNull(r.resolvidoEm));
  if (s.situacao === 'RESOLVIDO') parts.push(isNotNull(r.resolvidoEm));
  if (s.unit) parts.push(eq(r.idUnidade, v.idUnidade!));
  for (let i = 0; i < s.words; i++) parts.push(sql`${r.busca} like ${v.words[i]}`);
  return and(...parts)!;
};
/** A period and nothing else: its total is the sum of its days' counters (migration 0044), not a count of rows. */
export const isPeriodAlone = (s: EntryShape) => !s.categoria && !s.situacao && !s.unit && s.words === 0;

export const entryWhere = (f: EntryFilter): SQL => entryWhereOf(entryShapeOf(f), entryValuesOf(f));

export const countEntries = async (db: Database, where: SQL): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(r)
    .where(where);
  return row?.n ?? 0;
};

export type ReportCursor = { criadoEm: Date; id: number };

/** A keyset batch of the report, newest first, after the cursor (platform/lists/keyset-batches.ts). */
export const entryBatch = (db: Database, where: SQL, size: number, after: ReportCursor | null) =>
  selectEntries(db)
    .where(
      after
        ? and(where, or(lt(r.criadoEm, after.criadoEm), and(eq(r.criadoEm, after.criadoEm), lt(r.id, after.id))))
        : where,
    )
    .orderBy(desc(r.criadoEm), desc(r.id))
    .limit(size);

/** The entry only if it is of this condominium (a removed one too: the service decides). */
export const findEntry = async (db: Database, idCondo: number, id: number): Promise<EntryRow | null> => {
  const [row] = await selectEntries(db).where(and(eq(r.id, id), eq(r.idCondo, idCondo)));
  return row ?? null;
};

/** The open pending and urgent entries of the condominium, newest first (a partial index holds only these). */
export const listOpenEntries = (db: Database, idCondo: number) =>
  selectEntries(db)
    .where(and(eq(r.idCondo, idCondo), isNull(r.resolvidoEm), isNull(r.excluidoEm), ne(r.categoria, 'INFORMACAO')))
    .orderBy(desc(r.criadoEm), desc(r.id))
    .limit(500);

export type NewEntry = {
  idCondo: number;
  categoria: Category;
  texto: string;
  idUnidade: number | null;
  hashAnexo: string | null;
  idCorrige: number | null;
  idUsuario: number;
  autorNome: string;
  at: Date;
  /** The server's receipt; `at` is the moment it happened (an offline write's may be earlier). */
  receivedAt: Date;
};

export const insertEntry = async (db: Database, v: NewEntry): Promise<number> => {
  const [row] = await db
    .insert(r)
    .values({
      idCondo: v.idCondo,
      categoria: v.categoria,
      texto: v.texto,
      idUnidade: v.idUnidade,
      hashAnexo: v.hashAnexo,
      idCorrige: v.idCorrige,
      idUsuario: v.idUsuario,
      autorNome: v.autorNome,
      criadoEm: v.at,
      recebidoEm: v.receivedAt,
    })
    .returning({ id: r.id });
  return row!.id;
};

/** Only a live entry of this condominium by this author changes; the caller checked the window. */
export const updateEntry = async (
  db: Database,
  key: { idCondo: number; id: number; idUsuario: number },
  v: { categoria: Category; texto: string; idUnidade: number | null; hashAnexo: string | null; at: Date },
) => {
  const rows = await db
    .update(r)
    .set({ categoria: v.categoria, texto: v.texto, idUnidade: v.idUnidade, hashAnexo: v.hashAnexo, editadoEm: v.at })
    .where(and(eq(r.id, key.id), eq(r.idCondo, key.idCondo), eq(r.idUsuario, key.idUsuario), isNull(r.excluidoEm)))
    .returning({ id: r.id });
  return rows.length > 0;
};

export const softDeleteEntry = async (
  db: Database,
  key: { idCondo: number; id: number; idUsuario: number },
  at: Date,
) => {
  const rows = await db
    .update(r)
    .set({ excluidoEm: at })
    .where(and(eq(r.id, key.id), eq(r.idCondo, key.idCondo), eq(r.idUsuario, key.idUsuario), isNull(r.excluidoEm)))
    .returning({ id: r.id });
  return rows.length > 0;
};

/** Resolves it unless someone did first (the WHERE decides a race: one update wins). */
export const resolveEntry = async (
  db: Database,
  key: { idCondo: number; id: number },
  by: { idUsuario: number; nome: string; at: Date },
) => {
  const rows = await db
    .update(r)
    .set({ resolvidoPor: by.idUsuario, resolvidoPorNome: by.nome, resolvidoEm: by.at })
    .where(and(eq(r.id, key.id), eq(r.idCondo, key.idCondo), isNull(r.resolvidoEm), isNull(r.excluidoEm)))
    .returning({ id: r.id });
  return rows.length > 0;
};

export const findPersonName = async (db: Database, idUsuario: number): Promise<string> => {
  const [row] = await db.select({ nome: usuarios.nome }).from(usuarios).where(eq(usuarios.id, idUsuario));
  return row?.nome ?? '';
};
