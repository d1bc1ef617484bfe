import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { SHELF } from '@portaria/shared/correspondence/shelf';
import type { ShelfPage } from '@portaria/shared/correspondence/shelf.schemas';

type Counted = Pick<ShelfPage, 'total' | 'totalExato'>;
type Words = { none: string; one: string; some: string; many: string };

const WAITING: Words = {
  none: M.shelfWaitingNone,
  one: M.shelfWaitingOne,
  some: M.shelfWaiting,
  many: M.shelfWaitingMany,
};
const FOUND: Words = { none: M.shelfFoundNone, one: M.shelfFoundOne, some: M.shelfFound, many: M.shelfFoundMany };

const countText = (page: Counted, words: Words) => {
  if (!page.totalExato) return fill(words.many, { n: SHELF.countCap.toLocaleString('pt-BR') });
  if (page.total === 0) return words.none;
  return page.total === 1 ? words.one : fill(words.some, { n: page.total.toLocaleString('pt-BR') });
};

/** 'Nenhuma aguardando', '1 aguardando', '3 aguardando', 'Mais de 1.000 aguardando': the whole shelf. */
export const waitingText = (page: Counted) => countText(page, WAITING);

/**
 * 'Nenhuma encontrada', '1 encontrada', '3 encontradas': what a filter or search kept. 'Nenhuma aguardando' there
 * read as an empty shelf while the dashboard's tile counted the parcels waiting.
 */
export const foundText = (page: Counted) => countText(page, FOUND);
