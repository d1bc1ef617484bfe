import type { Page } from '@portaria/shared/common/page';
import { and, asc, count, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { paginate, paginateWithCount, totalRowsColumn } from '../../platform/lists/paginate.ts';
import { preparedOnce, UNNAMED } from '../../platform/lists/prepared.ts';
import { containsPattern } from '../../platform/lists/search.ts';
import { columns, isActive, toResidentHit, type Row } from './people.repository.ts';

/** Pages and searches of a condominium's residents (people.repository.ts has the rows and the unit's lookups). */

/**
 * Name (accents and case ignored, on the stored folded name: a trigram index) or CPF digits. A text of digits alone
 * (with the mask's dots and dash), from 3 digits, is the start of a CPF, as typed at the desk: read by prefix on its
 * btree index (no name holds digits). Any other text searches the name, and from 3 digits also CPFs holding them.
 */
export const nameOrCpf = (text: string): SQL => {
  const shape = textShape(text);
  if (shape.kind === 'cpf') return like(pessoas.cpf, shape.values.cpf);
  const byName = like(pessoas.busca, shape.values.name);
  return shape.kind === 'nome_cpf' ? or(byName, like(pessoas.cpf, shape.values.cpf))! : byName;
};

/** The page's ids on the name index (with its LIMIT/OFFSET), then only those joined to their unit and block. */
const pageByIds = (db: Database, where: SQL, limit: number, offset: number) => {
  const ids = db
    .select({ id: pessoas.id })
    .from(pessoas)
    .where(where)
    .orderBy(asc(pessoas.nome), asc(pessoas.id))
    .limit(limit)
    .offset(offset);
  return db
    .select(columns)
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(inArray(pessoas.id, ids))
    .orderBy(asc(pessoas.nome), asc(pessoas.id));
};

/**
 * One page of a condominium's residents in name order. `where` reads `pessoas` alone (its `id_condo`, written by the
 * database). A list without a search picks the page's ids from the (condominium, name, id) index of the active ones
 * with its LIMIT/OFFSET, joins only those to unit and block, and counts apart, or takes `total` when the caller has a
 * cheaper one (issue 30: the condominium's residents were sorted by name and counted through their joins on every
 * page). A search (`searched`) finds its few matches on the trigram index first and counts them in the same query:
 * walking the name index would read the whole condominium looking for them.
 */
export const pageOf = <T>(
  db: Database,
  where: SQL,
  page: { page: number; limit: number },
  map: (r: Row) => T,
  { total, searched = false }: { total?: (() => Promise<number>) | undefined; searched?: boolean } = {},
): Promise<Page<T>> => {
  if (searched)
    return paginate(
      page,
      ({ limit, offset }) =>
        db
          .select({ ...columns, totalRows: totalRowsColumn() })
          .from(pessoas)
          .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
          .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
          .where(where)
          .orderBy(asc(pessoas.nome), asc(pessoas.id))
          .limit(limit)
          .offset(offset),
      (rows) => rows.map(map),
    );
  return paginateWithCount(
    page,
    ({ limit, offset }) => pageByIds(db, where, limit, offset),
    total ?? (async () => Number((await db.select({ n: count() }).from(pessoas).where(where))[0]?.n ?? 0)),
    (rows) => rows.map(map),
  );
};

const p = (name: string) => sql.placeholder(name);

/** The residents of the blocks: their units' ids, for a condition on `pessoas` alone. */
export const inBlocks = (ids: number[]): SQL =>
  inArray(
    pessoas.idUnidade,
    sql`(select ${unidades.idUnidade} from ${unidades} where ${inArray(unidades.idBloco, ids)})`,
  );

/** A typed text as nameOrCpf reads it (its one rule): its shape (which condition) and the condition's values. */
const textShape = (text: string) => {
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d.\-\s]+$/.test(text)) return { kind: 'cpf', values: { cpf: `${digits}%` } } as const;
  const name = containsPattern(text);
  return digits.length >= 3
    ? ({ kind: 'nome_cpf', values: { name, cpf: `%${digits}%` } } as const)
    : ({ kind: 'nome', values: { name } } as const);
};
type TextKind = ReturnType<typeof textShape>['kind'];
const byText: Record<TextKind, SQL> = {
  cpf: sql`${pessoas.cpf} like ${p('cpf')}`,
  nome: sql`${pessoas.busca} like ${p('name')}`,
  nome_cpf: sql`(${pessoas.busca} like ${p('name')} or ${pessoas.cpf} like ${p('cpf')})`,
};

/**
 * A search of the condominium's residents by name or CPF (nameOrCpf), optionally in one unit: `pageOf`'s searched
 * page, built once per shape (the text's kind, with or without a unit) instead of on every request, and sent unnamed
 * so PostgreSQL plans each text for its words (decision 134). Building it was a sixth of the pickup search's server
 * CPU (issue 30).
 */
const searchPage = (db: Database, kind: TextKind, inUnit: boolean) =>
  preparedOnce(db, `pessoas:busca:${kind}:${inUnit ? 'unidade' : 'condominio'}`, () =>
    db
      .select({ ...columns, totalRows: totalRowsColumn() })
      .from(pessoas)
      .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(
        and(
          eq(pessoas.idCondo, p('idCondo')),
          isActive,
          inUnit ? eq(pessoas.idUnidade, p('unidade')) : undefined,
          byText[kind],
        ),
      )
      .orderBy(asc(pessoas.nome), asc(pessoas.id))
      .limit(p('limit') as unknown as number)
      .offset(p('offset') as unknown as number)
      .prepare(UNNAMED),
  );

/** One page of the residents the text finds (in `unidade` when given), in name order, with their total. */
export const searchedPageOf = <T>(
  db: Database,
  idCondo: number,
  text: string,
  unidade: number | undefined,
  page: { page: number; limit: number },
  map: (r: Row) => T,
): Promise<Page<T>> => {
  const { kind, values } = textShape(text);
  return paginate(
    page,
    (window) => searchPage(db, kind, Boolean(unidade)).execute({ idCondo, unidade, ...values, ...window }),
    (rows) => rows.map(map),
  );
};

/** Correspondence's pickup search: name or CPF digits; optionally one unit. */
export const searchResidents = async (
  db: Database,
  idCondo: number,
  q: { search?: string | undefined; unidade?: number | undefined; page: number; size: number },
) => {
  const window = { page: q.page, limit: q.size };
  const text = q.search?.trim();
  if (text) return searchedPageOf(db, idCondo, text, q.unidade, window, toResidentHit);
  const parts: SQL[] = [eq(pessoas.idCondo, idCondo), isActive];
  if (q.unidade) parts.push(eq(pessoas.idUnidade, q.unidade));
  return pageOf(db, and(...parts)!, window, toResidentHit);
};
