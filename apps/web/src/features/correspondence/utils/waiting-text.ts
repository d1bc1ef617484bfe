import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { SHELF } from '@portaria/shared/correspondence/shelf';
import type { ShelfPage } from '@portaria/shared/correspondence/shelf.schemas';

/** 'Nenhuma aguardando', '1 aguardando', '3 aguardando', 'Mais de 1.000 aguardando'. */
export const waitingText = (page: Pick<ShelfPage, 'total' | 'totalExato'>) => {
  if (!page.totalExato) return fill(M.shelfWaitingMany, { n: SHELF.countCap.toLocaleString('pt-BR') });
  if (page.total === 0) return M.shelfWaitingNone;
  return page.total === 1 ? M.shelfWaitingOne : fill(M.shelfWaiting, { n: page.total.toLocaleString('pt-BR') });
};
