import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, dataVersions, livroRegistros, unidades } from '../../db/schema/index.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { epochMs, isoTime, jsonObject, jsonText, named, namedRows } from '../../platform/lists/json-rows.ts';
import { dailyCountOf } from '../../platform/lists/daily-counts.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import {
  corrected,
  entryShapeOf,
  entryValuesOf,
  entryWhereOf,
  isPeriodAlone,
  type EntryFilter,
  type EntryShape,
  type EntryValues,
} from './shift-book.repository.ts';

const r = livroRegistros;

/**
 * An entry's answer as the database writes it (decision 136): `entrySchema` without `alteravelAte`, which depends
 * on the caller and the edit window's rule (added by the service from `idUsuario`, `recebidoEm`, `excluidoEm`).
 */
const entryJson = jsonText({
  id: r.id,
  categoria: r.categoria,
  texto: r.texto,
  unidade: sql`case when ${r.idUnidade} is not null and ${unidades.nome} is not null then ${jsonObject({
    idUnidade: r.idUnidade,
    nome: unidades.nome,
    nmBloco: sql`coalesce(${blocos.nome}, '')`,
  })} end`,
  hashAnexo: r.hashAnexo,
  idCorrige: r.idCorrige,
  corrigeCriadoEm: isoTime(corrected.criadoEm),
  autor: r.autorNome,
  criadoEm: isoTime(r.criadoEm),
  editadoEm: isoTime(r.editadoEm),
  resolvidoPor: r.resolvidoPorNome,
  resolvidoEm: isoTime(r.resolvidoEm),
});

/** A listed entry: its answer's JSON, and what the edit window's rule reads. */
export type EntryJsonRow = { json: string; idUsuario: number | null; recebidoEm: Date; excluidoEm: Date | null };

/** One page of the book and what the list needs besides its rows, read in the same statement and snapshot. */
export type EntryPage = {
  rows: EntryJsonRow[];
  /** The condominium's 'livro' data version: the key of the cached total. */
  versao: number;
  /** A period alone: its total, summed from its days' counters in the same statement; otherwise null. */
  total: number | null;
  /** The filtered unit is an active unit of the condominium (true without a unit filter). */
  isUnitFound: boolean;
};

const p = (name: string) => sql.placeholder(name);

/** A shape's statements bind the filter's values by these names (`entryValuesOf`'s, words as w0, w1…). */
const placeholders = (s: EntryShape) => ({
  idCondo: p('idCondo'),
  start: p('start'),
  end: p('end'),
  from: p('from'),
  until: p('until'),
  categoria: p('categoria'),
  idUnidade: p('idUnidade'),
  words: Array.from({ length: s.words }, (_, i) => p(`w${i}`)),
});
const bound = (f: EntryFilter) => {
  const { words, ...values } = entryValuesOf(f);
  return { ...values, ...Object.fromEntries(words.map((word, i) => [`w${i}`, word])) };
};
const whereOf = (s: EntryShape) => entryWhereOf(s, placeholders(s));
type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };
const keyOf = (s: EntryShape) => `${Number(s.categoria)}${s.situacao ?? '-'}${Number(s.unit)}${s.words}`;

/**
 * One window of the book, newest first, in ONE statement: the ids walk the (id_condo, criado_em, id) index backwards
 * to the LIMIT in a subquery (the LIMIT keeps the planner from joining first), only those rows are joined to their
 * unit and corrected entry, and the whole hangs on the condominium's row (LEFT JOIN), so that even an empty window
 * answers the data version and whether the filtered unit is an active unit of the condominium (uncorrelated
 * subqueries, run once by primary key; their own `unidades` and `blocos` shadow the page's). The total is counted
 * apart, only when needed (decision 123: 5 statements a request before, 2 at most now).
 */
const pageQuery = (db: Database, s: EntryShape, v: EntryValues, window: Bindable<PageWindow>) => {
  const anchor = db
    .select({ idCondo: condominios.idCondo })
    .from(condominios)
    .where(eq(condominios.idCondo, v.idCondo))
    .as('condominio');
  const page = db
    .select({ id: r.id })
    .from(r)
    .where(entryWhereOf(s, v))
    .orderBy(desc(r.criadoEm), desc(r.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('pagina');
  return db
    .select(
      named({
        id: r.id,
        json: entryJson,
        idUsuario: r.idUsuario,
        recebidoEm: epochMs(r.recebidoEm),
        excluidoEm: epochMs(r.excluidoEm),
        versao: sql<number | null>`(select ${dataVersions.versao} from ${dataVersions}
        where ${dataVersions.idCondo} = ${v.idCondo} and ${dataVersions.area} = 'livro')`,
        periodTotal: isPeriodAlone(s) ? dailyCountOf('livro_registros', v.idCondo, v.from, v.until) : sql<null>`null`,
        isUnitFound: s.unit
          ? sql<boolean>`exists (select 1 from ${unidades} join ${blocos} on ${blocos.idBloco} = ${unidades.idBloco}
            where ${unidades.idUnidade} = ${v.idUnidade} and ${blocos.idCondo} = ${v.idCondo} and ${unidades.ativa})`
          : sql<boolean>`true`,
      }),
    )
    .from(anchor)
    .leftJoin(page, sql`true`)
    .leftJoin(r, eq(r.id, page.id))
    .leftJoin(unidades, eq(unidades.idUnidade, r.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(corrected, and(eq(corrected.id, r.idCorrige), eq(corrected.idCondo, r.idCondo)))
    .orderBy(desc(r.criadoEm), desc(r.id));
};

/** A page's row as the driver reads it (`namedRows`); an empty window's one row has only the condominium's columns. */
type PageRow = {
  id: number | null;
  json: string | null;
  idUsuario: number | null;
  recebidoEm: number | null;
  excluidoEm: number | null;
  versao: number | string | null;
  periodTotal: number | string | null;
  isUnitFound: boolean | null;
};

const prepareCount = (db: Database, s: EntryShape) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(r)
    .where(whereOf(s))
    .prepare(`livro_total_${keyOf(s)}`);

export const listEntryPage = async (db: Database, filter: EntryFilter, window: PageWindow): Promise<EntryPage> => {
  const s = entryShapeOf(filter);
  // A word search is planned for its words, each time: a generic plan, blind to how common a word is, gathered all
  // the period's matches to sort them (2.8 ms against 0.5 ms walking the period's index to the LIMIT).
  const rows =
    s.words > 0
      ? ((await pageQuery(db, s, entryValuesOf(filter), window)) as PageRow[])
      : await namedRows<PageRow>(
          preparedOnce(db, `livro:page:${keyOf(s)}`, () =>
            pageQuery(db, s, placeholders(s), { limit: p('limit'), offset: p('offset') }).prepare(
              `livro_pagina_${keyOf(s)}`,
            ),
          ),
          { ...bound(filter), ...window },
        );
  const first = rows[0];
  return {
    // An empty window is the condominium's row alone, its entry columns null.
    rows: rows
      .filter((row) => row.id !== null)
      .map(({ json, idUsuario, recebidoEm, excluidoEm }) => ({
        json: json!,
        idUsuario,
        recebidoEm: new Date(recebidoEm!),
        excluidoEm: excluidoEm === null ? null : new Date(excluidoEm),
      })),
    versao: Number(first?.versao ?? 0),
    total: first?.periodTotal == null ? null : Number(first.periodTotal),
    isUnitFound: first?.isUnitFound === true,
  };
};

/** The filter's total (a period alone is summed from its days' counters by the service instead). */
export const countEntryRows = async (db: Database, filter: EntryFilter): Promise<number> => {
  const s = entryShapeOf(filter);
  const [row] = await preparedOnce(db, `livro:count:${keyOf(s)}`, () => prepareCount(db, s)).execute(bound(filter));
  return row?.n ?? 0;
};
