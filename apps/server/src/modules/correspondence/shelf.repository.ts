import { SHELF } from '@portaria/shared/correspondence/shelf';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, correspondencias, unidades } from '../../db/schema/index.ts';
import { escapeLike, foldText, searchWords } from '../../platform/lists/search.ts';

/** The shelf's filters as the repository reads them, already scoped by the token's condominium. */
export type ShelfFilter = {
  idCondo: number;
  idBloco?: number | undefined;
  categoria?: string | undefined;
  /** Only parcels that arrived before this instant (the 'aguardando há pelo menos N dias' filter). */
  before?: Date | undefined;
  busca?: string | undefined;
};
/** A position in the oldest-first order: the arrival in µs since 1970 (the column's precision) and the id. */
export type ShelfCursor = { us: string; id: string };

/** At most this many words of a search are matched (each anywhere in the parcel's folded text). */
const MAX_WORDS = 5;
const c = correspondencias;
const p = (name: string) => sql.placeholder(name);

type Shape = { block: boolean; category: boolean; before: boolean; words: number; after: boolean };

const shapeOf = (f: ShelfFilter, after: boolean): Shape => ({
  block: Boolean(f.idBloco),
  category: Boolean(f.categoria),
  before: Boolean(f.before),
  words: Math.min(searchWords(f.busca).length, MAX_WORDS),
  after,
});
const shapeKey = (s: Shape) =>
  `${s.block ? 'b' : ''}${s.category ? 'c' : ''}${s.before ? 'd' : ''}w${s.words}${s.after ? 'k' : ''}`;

/**
 * The literal status matches the partial indexes of pending parcels: the (condominium, arrival, id) btree walked
 * forwards for the page, the trigram index of the folded `busca` column for a search (nothing folded at read time).
 */
const whereOf = (s: Shape): SQL => {
  const parts: SQL[] = [eq(c.idCondo, p('idCondo')), sql`${c.status} = 'PENDENTE'`];
  if (s.block)
    parts.push(
      inArray(
        c.idUnidade,
        sql`(select ${unidades.idUnidade} from ${unidades} where ${unidades.idBloco} = ${p('idBloco')})`,
      ),
    );
  if (s.category) parts.push(eq(c.categoria, p('categoria')));
  if (s.before) parts.push(sql`${c.dataChegada} < ${p('before')}::timestamptz`);
  for (let i = 0; i < s.words; i++) parts.push(sql`${c.busca} like ${p(`w${i}`)}`);
  if (s.after)
    parts.push(
      sql`(${c.dataChegada}, ${c.id}) > (timestamptz 'epoch' + ${p('afterUs')}::bigint * interval '1 microsecond', ${p('afterId')}::bigint)`,
    );
  return and(...parts)!;
};

const paramsOf = (f: ShelfFilter, after: ShelfCursor | null) => {
  const words = searchWords(f.busca).slice(0, MAX_WORDS);
  return {
    idCondo: f.idCondo,
    idBloco: f.idBloco,
    categoria: f.categoria,
    before: f.before?.toISOString(),
    afterUs: after?.us,
    afterId: after?.id,
    ...Object.fromEntries(words.map((w, i) => [`w${i}`, `%${escapeLike(foldText(w))}%`])),
  };
};

const shelfColumns = {
  id: c.id,
  dataChegada: c.dataChegada,
  us: sql<string>`(extract(epoch from ${c.dataChegada}) * 1000000)::bigint::text`,
  idUnidade: c.idUnidade,
  unidade: unidades.nome,
  nmBloco: blocos.nome,
  destinatario: c.destinatario,
  categoria: c.categoria,
  tamanho: c.tamanho,
  descricao: c.descricao,
  codigoRastreio: c.codigoRastreio,
  prateleira: c.prateleira,
};

/** The ids of the page first (an index walk with its LIMIT), then only those rows joined to unit and block. */
const preparePage = (db: Database, s: Shape) => {
  const pageIds = db
    .select({ id: c.id })
    .from(c)
    .where(whereOf(s))
    .orderBy(asc(c.dataChegada), asc(c.id))
    .limit(p('limit'));
  return db
    .select(shelfColumns)
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(inArray(c.id, pageIds))
    .orderBy(asc(c.dataChegada), asc(c.id))
    .prepare(`correspondencia_prateleira_${shapeKey(s)}`);
};

/** A filtered total stops at the cap + 1: the screen says 'mais de 1.000' rather than count 50,000 rows. */
const prepareCount = (db: Database, s: Shape) => {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(c)
    .where(whereOf(s))
    .limit(SHELF.countCap + 1)
    .as('t');
  return db
    .select({ n: count() })
    .from(capped)
    .prepare(`correspondencia_prateleira_total_${shapeKey(s)}`);
};

const prepareExactCount = (db: Database, s: Shape) =>
  db
    .select({ n: count() })
    .from(c)
    .where(whereOf(s))
    .prepare(`correspondencia_prateleira_contagem_${shapeKey(s)}`);

const cache = new WeakMap<Database, Map<string, unknown>>();
const prepared = <T>(db: Database, kind: string, s: Shape, make: (db: Database, s: Shape) => T): T => {
  let byKey = cache.get(db);
  if (!byKey) cache.set(db, (byKey = new Map()));
  const key = `${kind}:${shapeKey(s)}`;
  let query = byKey.get(key) as T | undefined;
  if (!query) byKey.set(key, (query = make(db, s)));
  return query;
};

export type ShelfRow = Awaited<ReturnType<ReturnType<typeof preparePage>['execute']>>[number];

/** Up to `limit` waiting parcels after the cursor, oldest first. */
export const shelfRows = async (
  db: Database,
  f: ShelfFilter,
  after: ShelfCursor | null,
  limit: number,
): Promise<ShelfRow[]> =>
  prepared(db, 'page', shapeOf(f, after !== null), preparePage).execute({ ...paramsOf(f, after), limit });

/** Waiting parcels of the filter, counted up to SHELF.countCap + 1. */
export const countShelf = async (db: Database, f: ShelfFilter): Promise<number> => {
  const [row] = await prepared(db, 'count', shapeOf(f, false), prepareCount).execute(paramsOf(f, null));
  return Number(row?.n ?? 0);
};

/** Every waiting parcel of the filter (the PDF's page count needs the exact number). */
export const countShelfExact = async (db: Database, f: ShelfFilter): Promise<number> => {
  const [row] = await prepared(db, 'exact', shapeOf(f, false), prepareExactCount).execute(paramsOf(f, null));
  return Number(row?.n ?? 0);
};

/** The condominium's threshold in days (issue 33 item 1; default 7). */
export const findAlertDays = async (db: Database, idCondo: number): Promise<number> => {
  const [row] = await db
    .select({ dias: condominios.diasAlertaEncomenda })
    .from(condominios)
    .where(eq(condominios.idCondo, idCondo));
  return row?.dias ?? SHELF.defaultAlertDays;
};
