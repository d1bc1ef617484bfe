import { isOverdue, outNowOrder } from '@portaria/shared/keys/keys.rules';
import type { PageMeta } from '@portaria/shared/common/page';
import { and, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chaveMovimentos as m, chaves } from '../../db/schema/index.ts';
import { setCountOf } from '../../platform/lists/daily-counts.ts';
import {
  epochMs,
  inIdOrder,
  jsonText,
  listJson,
  localTime,
  named,
  namedRows,
  pageJson,
  withKey,
} from '../../platform/lists/json-rows.ts';
import { paginateWithCount } from '../../platform/lists/paginate.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { escapeLike, searchWords } from '../../platform/lists/search.ts';
import { handedBy, movementsWith, receivedBy, unitLabel } from './keys.repository.ts';

/**
 * A movement's answer as the database writes it (decision 136): `movementSchema` without `atrasada`, which the
 * shared rule decides against the request's clock (added from `devolvidaEm` and `devolucaoPrevista`).
 */
const movementJson = jsonText({
  id: m.id,
  idChave: m.idChave,
  chave: chaves.nome,
  etiqueta: chaves.etiqueta,
  local: chaves.local,
  tipoPortador: m.tipoPortador,
  portadorNome: m.portadorNome,
  portadorDocumento: m.portadorDocumento,
  idPessoa: m.idPessoa,
  idUnidade: m.idUnidade,
  unidade: unitLabel,
  retiradaEm: localTime(m.retiradaEm),
  devolucaoPrevista: localTime(m.devolucaoPrevista),
  devolvidaEm: localTime(m.devolvidaEm),
  entreguePor: handedBy.nome,
  recebidaPor: receivedBy.nome,
  lembreteEm: localTime(m.lembreteEm),
});

type Filter = { idChave?: number | undefined; idPessoa?: number | undefined; q?: string | undefined };
/** Which optional filters a request has: one prepared statement per shape. */
type Shape = { key: boolean; person: boolean; words: number };
const shapeOf = (f: Filter): Shape => ({
  key: f.idChave !== undefined,
  person: f.idPessoa !== undefined,
  words: searchWords(f.q).length,
});
const keyOf = (s: Shape) => `${Number(s.key)}${Number(s.person)}${s.words}`;
type Values = { idCondo: number; idChave?: number; idPessoa?: number; words: string[] };
type Bound = { [K in keyof Values]: Values[K] | Placeholder | Placeholder[] };
const p = (name: string) => sql.placeholder(name);

const whereOf = (s: Shape, v: Bound): SQL => {
  const parts: SQL[] = [eq(m.idCondo, v.idCondo as number)];
  if (s.key) parts.push(eq(m.idChave, v.idChave as number));
  if (s.person) parts.push(eq(m.idPessoa, v.idPessoa as number));
  for (let i = 0; i < s.words; i++) parts.push(sql`${m.busca} like ${(v.words as unknown[])[i]}`);
  return and(...parts)!;
};

/**
 * The window's ids and the filter's total, one row: the ids walk `(id_condo, retirada_em, id)` on the index alone
 * (with OFFSET the planner joined every skipped row: 740 rows for page 37's 20, 7 ms). The total is a scalar
 * subquery: without a filter, the trigger's counter (migration 0045); otherwise a count of the filter (the key's
 * index, or the holder's trigram index).
 */
const windowQuery = (db: Database, s: Shape, v: Bound) => {
  const where = whereOf(s, v);
  const total =
    !s.key && !s.person && s.words === 0
      ? setCountOf('chave_movimentos', v.idCondo as number)
      : sql<number>`(select count(*) from ${m} where ${where})`;
  const ids = db
    .select({ id: m.id })
    .from(m)
    .where(where)
    .orderBy(desc(m.retiradaEm), desc(m.id))
    .limit(p('limit') as unknown as number)
    .offset(p('offset') as unknown as number);
  // One key's history answers whether the key is the condominium's (else 404) in the same statement: a key without
  // movements is an empty page, another condominium's key none at all. Retired keys keep their history.
  const keyFound = s.key
    ? sql<boolean>`exists (select 1 from ${chaves} where ${chaves.idCondo} = ${v.idCondo} and ${chaves.id} = ${v.idChave})`
    : sql<boolean>`true`;
  return db.select(named({ ids: sql`array(${ids})`, total, keyFound })).from(sql`(values (1)) as um`);
};

/**
 * The window's movements by id, their JSON written by the database (decision 136). Apart from the window: joined to
 * the key, the unit and the staff, one statement with the LIMIT and OFFSET took PostgreSQL 1 ms to plan, and the
 * generic plan, estimated dearer, was never chosen (pg_prepared_statements: 0 generic, every execution custom):
 * planning was 1.5 of the 2.0 ms of PostgreSQL's CPU a page cost at 50 connections. By an id array it plans once.
 */
const movementsByIds = (db: Database) =>
  movementsWith(
    db,
    named({
      id: m.id,
      json: movementJson,
      devolvidaEm: epochMs(m.devolvidaEm),
      devolucaoPrevista: epochMs(m.devolucaoPrevista),
    }),
  ).where(sql`${m.id} = any(${p('ids')}::int[])`);

/** A window's row as the driver reads it (`namedRows`): times in milliseconds. */
type Row = { id: number; json: string; devolvidaEm: number | null; devolucaoPrevista: number };
/** What `isOverdue` reads of a row. */
const openOf = (row: { devolvidaEm: number | null; devolucaoPrevista: number }) => ({
  devolvidaEm: row.devolvidaEm === null ? null : new Date(row.devolvidaEm),
  devolucaoPrevista: new Date(row.devolucaoPrevista),
});

/**
 * One window and the total, prepared once per shape. A word search too, unlike the book's: a condominium's
 * movements are a few thousand, and the generic plan (the holder's trigram index, then a sort of the matches) costs
 * less than planning it for its words on every request.
 */
const readWindow = async (db: Database, s: Shape, values: Values, window: { limit: number; offset: number }) => {
  const placeholders: Bound = {
    idCondo: p('idCondo'),
    idChave: p('idChave'),
    idPessoa: p('idPessoa'),
    words: Array.from({ length: s.words }, (_, i) => p(`w${i}`)),
  };
  const prepared = preparedOnce(db, `chaves:janela:${keyOf(s)}`, () =>
    windowQuery(db, s, placeholders).prepare(`chaves_janela_${keyOf(s)}`),
  );
  const { words, ...bound } = values;
  const bind = Object.fromEntries(words.map((word, i) => [`w${i}`, word]));
  const [found] = await namedRows<{ ids: number[]; total: number | string; keyFound: boolean }>(prepared, {
    ...bound,
    ...bind,
    ...window,
  });
  const ids = found?.ids ?? [];
  const byIds = preparedOnce(db, 'chaves:por-ids', () => movementsByIds(db).prepare('chaves_por_ids'));
  const rows = ids.length > 0 ? await namedRows<Row>(byIds, { ids }) : [];
  return { rows: inIdOrder(ids, rows), total: Number(found?.total ?? 0), keyFound: found?.keyFound === true };
};

/**
 * History, the latest check-outs first: of one key, of one resident, or searched by the holder's name/document; the
 * page as JSON written by the database (decision 136): the window's ids and total, then its movements. Null when
 * the key asked for is not the condominium's (the route's 404).
 */
export const pageMovements = async (
  db: Database,
  idCondo: number,
  filter: Filter & { page: number; limit: number },
  now: Date,
): Promise<string | null> => {
  const s = shapeOf(filter);
  const values: Values = {
    idCondo,
    ...(filter.idChave === undefined ? {} : { idChave: filter.idChave }),
    ...(filter.idPessoa === undefined ? {} : { idPessoa: filter.idPessoa }),
    words: searchWords(filter.q).map((word) => `%${escapeLike(word)}%`),
  };
  let total = 0;
  let keyFound = true;
  const page = await paginateWithCount(
    filter,
    async (window) => {
      const read = await readWindow(db, s, values, window);
      total = read.total;
      keyFound = read.keyFound;
      return read.rows;
    },
    // The window's statement counts too.
    async () => total,
    (rows) => rows.map((row) => withKey(row.json, 'atrasada', isOverdue(openOf(row), now))),
  );
  return keyFound ? pageJson(page.data, page.meta satisfies PageMeta) : null;
};

/** Keys out now: the open movements (their partial index). */
const outNowQuery = (db: Database) =>
  movementsWith(db, named({ id: m.id, json: movementJson, devolucaoPrevista: epochMs(m.devolucaoPrevista) })).where(
    and(eq(m.idCondo, p('idCondo')), isNull(m.devolvidaEm)),
  );

/**
 * Keys out now as the route's answer (`{"data":[…]}`), written by the database (decision 136) in one prepared
 * statement: overdue first and `atrasada` decided by the shared rules (`outNowOrder`, `isOverdue`) on the request's
 * clock, from each row's id and expected return.
 */
export const keysOutJson = async (db: Database, idCondo: number, at: Date): Promise<string> => {
  const prepared = preparedOnce(db, 'chaves:fora', () => outNowQuery(db).prepare('chaves_fora'));
  type OpenRow = { id: number; json: string; devolucaoPrevista: number };
  const rows = await namedRows<OpenRow>(prepared, { idCondo });
  const open = rows.map((r) => ({ id: r.id, json: r.json, ...openOf({ ...r, devolvidaEm: null }) }));
  return listJson(
    outNowOrder(open, at).map((r) => withKey(r.json, 'atrasada', isOverdue(r, at))),
    {},
  );
};
