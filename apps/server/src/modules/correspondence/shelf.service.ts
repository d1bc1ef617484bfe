import type { z } from 'zod';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Categoria, Tamanho } from '@portaria/shared/correspondence/correspondence.constants';
import { SHELF, waitedSince } from '@portaria/shared/correspondence/shelf';
import { addDays, todayIn } from '@portaria/shared/common/day';
import type {
  ShelfItem,
  ShelfPage,
  shelfFilterSchema,
  shelfQuerySchema,
} from '@portaria/shared/correspondence/shelf.schemas';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { findBlockInCondo } from '../condominium/units.repository.ts';
import { listJson } from '../../platform/lists/json-rows.ts';
import { shelfJsonPage, type ShelfCursor, type ShelfFilter, type ShelfRow } from './shelf.repository.ts';

type Filters = z.output<typeof shelfFilterSchema>;

/** The query as a filter of the token's condominium; 'at least 0 days' is no filter. */
export const toShelfFilter = (idCondo: number, q: Filters, now: Date): ShelfFilter => ({
  idCondo,
  idBloco: q.idBloco,
  categoria: q.categoria,
  before: q.diasAguardando ? waitedSince(q.diasAguardando, now) : undefined,
  lastDay: q.diasAguardando ? addDays(todayIn(now), -q.diasAguardando) : undefined,
  busca: q.busca || undefined,
});

/** 404 for a block of another condominium (the same answer as the history's). */
export const checkShelfScope = async (db: Database, idCondo: number, q: Filters) => {
  if (q.idBloco && !(await findBlockInCondo(db, idCondo, q.idBloco))) throw new HttpError(404, M.unitNotFound);
};

const cursorOf = (apos: string | undefined): ShelfCursor | null => {
  if (!apos) return null;
  const [us, id] = apos.split('.') as [string, string];
  return { us, id };
};

export const toShelfItem = (r: ShelfRow): ShelfItem => ({
  id: r.id,
  dataChegada: r.dataChegada.toISOString(),
  idUnidade: r.idUnidade,
  unidade: r.unidade,
  nmBloco: r.nmBloco,
  destinatario: r.destinatario,
  categoria: r.categoria as Categoria,
  tamanho: r.tamanho as Tamanho,
  descricao: r.descricao,
  codigoRastreio: r.codigoRastreio,
  prateleira: r.prateleira,
});

/**
 * GET /correspondencia/prateleira: one page oldest first, the total waiting and the threshold, in one statement, the
 * parcels written as JSON by the database (decision 136). Without filters the total is the condominium's counter,
 * kept exact by the parcels' triggers (migration 0035); with filters it is counted up to SHELF.countCap.
 */
export const listShelf = async (
  db: Database,
  idCondo: number,
  q: z.output<typeof shelfQuerySchema>,
  now: Date,
): Promise<string> => {
  const filter = toShelfFilter(idCondo, q, now);
  const page = await shelfJsonPage(db, filter, cursorOf(q.apos), q.limit + 1);
  if (page.rows.length === 0) await checkShelfScope(db, idCondo, q);
  const data = page.rows.slice(0, q.limit);
  const last = data.at(-1);
  const isCapped = !page.isExact && page.total > SHELF.countCap;
  return listJson(
    data.map((row) => row.json),
    {
      total: isCapped ? SHELF.countCap : page.total,
      totalExato: !isCapped,
      diasAlerta: page.diasAlerta,
      proximo: page.rows.length > q.limit && last ? `${last.us}.${last.id}` : null,
    } satisfies Omit<ShelfPage, 'data'>,
  );
};
