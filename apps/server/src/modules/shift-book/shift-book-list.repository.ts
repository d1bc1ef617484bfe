import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, dataVersions, livroRegistros, unidades } from '../../db/schema/index.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { corrected, entryColumns, type EntryRow } from './shift-book.repository.ts';

const r = livroRegistros;

/** One page of the book and what the list needs besides its rows, read in the same statement and snapshot. */
export type EntryPage = {
  rows: EntryRow[];
  /** The condominium's 'livro' data version: the key of the cached total. */
  versao: number;
  /** The filtered unit is an active unit of the condominium (true without a unit filter). */
  isUnitFound: boolean;
};

/**
 * What the list needs besides its rows, as columns of the page's statement (uncorrelated subqueries: run once, by
 * primary key): the data version, and whether the filtered unit is an active unit of the condominium (its own
 * `unidades` and `blocos` shadow the page's joined ones inside the subquery).
 */
const factColumns = (idCondo: number, idUnidade: number | undefined) => ({
  versao: sql<number | null>`(select ${dataVersions.versao} from ${dataVersions}
    where ${dataVersions.idCondo} = ${idCondo} and ${dataVersions.area} = 'livro')`,
  isUnitFound: idUnidade
    ? sql<boolean>`exists (select 1 from ${unidades} join ${blocos} on ${blocos.idBloco} = ${unidades.idBloco}
        where ${unidades.idUnidade} = ${idUnidade} and ${blocos.idCondo} = ${idCondo} and ${unidades.ativa})`
    : sql<boolean>`true`,
});

/**
 * One window of the book, newest first, in ONE statement: the ids walk the (id_condo, criado_em, id) index backwards
 * to the LIMIT in a subquery (the LIMIT keeps the planner from joining first), only those rows are joined to their
 * unit and corrected entry, and the whole hangs on the condominium's row (LEFT JOIN), so that even an empty window
 * answers the data version and the unit check. The total is counted apart, only when needed
 * (decision 123: 5 statements a request before, 2 at most now).
 */
export const listEntryPage = async (
  db: Database,
  filter: { idCondo: number; idUnidade?: number | undefined },
  where: SQL,
  window: PageWindow,
): Promise<EntryPage> => {
  // The condominium's row: the one row an empty window still answers, with the facts.
  const anchor = db
    .select({ idCondo: condominios.idCondo })
    .from(condominios)
    .where(eq(condominios.idCondo, filter.idCondo))
    .as('condominio');
  const page = db
    .select({ id: r.id })
    .from(r)
    .where(where)
    .orderBy(desc(r.criadoEm), desc(r.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('pagina');
  const rows = await db
    .select({ ...entryColumns, ...factColumns(filter.idCondo, filter.idUnidade) })
    .from(anchor)
    .leftJoin(page, sql`true`)
    .leftJoin(r, eq(r.id, page.id))
    .leftJoin(unidades, eq(unidades.idUnidade, r.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(corrected, and(eq(corrected.id, r.idCorrige), eq(corrected.idCondo, r.idCondo)))
    .orderBy(desc(r.criadoEm), desc(r.id));
  const first = rows[0];
  return {
    // An empty window is the condominium's row alone, its entry columns null.
    rows: rows.filter((row) => row.id !== null).map(({ versao: _v, isUnitFound: _u, ...row }) => row as EntryRow),
    versao: Number(first?.versao ?? 0),
    isUnitFound: first?.isUnitFound === true,
  };
};
