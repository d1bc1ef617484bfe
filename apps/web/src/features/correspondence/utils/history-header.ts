import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { STATUS_LABELS } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { HistoryFilter } from '../api/get-correspondence-history';

/**
 * What the history's header says besides the period (issue 17), as the PDF's header does: the unit (or the block)
 * and the status filter, e.g. ['Unidade: Bloco B - 503', 'Status: Retirado'].
 */
export const historyFilterLabels = (filter: HistoryFilter | null, blocks: readonly Block[]): string[] => {
  if (!filter) return [];
  const block = blocks.find((b) => b.idBloco === filter.bloco);
  const unit = blocks
    .flatMap((b) => b.unidades.map((u) => ({ block: b, unit: u })))
    .find((x) => x.unit.idUnidade === filter.unidade);
  return [
    unit ? `${M.colUnidade}: ${unit.block.nome} - ${unit.unit.nome}` : block ? `${M.block}: ${block.nome}` : '',
    filter.status ? `${M.colStatus}: ${STATUS_LABELS[filter.status]}` : '',
  ].filter(Boolean);
};
