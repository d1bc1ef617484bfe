import { useMemo } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { AuthorizationType, VisitorType } from '@portaria/shared/access-control/visitors.rules';
import type { EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import type { Page } from '@portaria/shared/common/page';
import { foldText } from '@portaria/shared/text';
import { getOfflineState, useQueuedWrites } from '../../../../lib/offline/offline-store';
import type { QueuedRequest, QueuedWrite } from '../../../../lib/offline/write-queue';
import type { EntryFilters } from './entry-filters';

/** What a new visitor registered offline keeps on its queued write to show as a card of its day (issue 35). */
export type NewVisitorMeta = {
  nome: string;
  empresa: string | null;
  tipo: VisitorType;
  tipoAutorizacao: AuthorizationType;
  inicio: string | null;
  fim: string | null;
  idBloco: number | null;
  idUnidade: number | null;
  nmBloco: string | null;
  nmUnidade: string | null;
  /** The São Paulo day of the action: the list it shows in. */
  dia: string;
};

const KINDS = ['visitante'] as const;

/**
 * A card for a new visitor not sent yet: it has no id on the server, so its id is negative (the queue's order),
 * which tells the list that its entry waits to be sent and that its exit waits for that.
 */
export const queuedVisitorCard = (write: QueuedWrite): EntryCard => {
  const m = write.meta as NewVisitorMeta;
  return {
    idLogEntrada: null,
    tipo: m.tipo,
    tipoAutorizacao: m.tipoAutorizacao,
    idAutorizacao: null,
    nmVisitante: m.nome,
    idVisitanteUnidade: -write.seq,
    empresa: m.empresa,
    nmBloco: m.nmBloco,
    nmUnidade: m.nmUnidade,
    inicioAgendamento: m.inicio,
    fimAgendamento: m.fim,
    dtEntrada: null,
    dtSaida: null,
  };
};

/** A card not yet on the server: a new visitor registered offline. */
export const isUnsentCard = (card: EntryCard) => card.idVisitanteUnidade < 0;

/**
 * The exit of a new visitor registered offline, made before the registration was sent: it takes the visit's ids from
 * what the registration and its entry answer (issue 35). Null when that registration is no longer in the queue.
 */
export const afterNewVisitor = (card: EntryCard): QueuedRequest['after'] | null => {
  const source = getOfflineState().writes.find((w) => w.kind === 'visitante' && w.seq === -card.idVisitanteUnidade);
  return source
    ? {
        key: source.key,
        label: source.label,
        body: { idVisitanteUnidade: 'idVisitanteUnidade', idLogEntrada: 'idLogEntrada' },
      }
    : null;
};

/** The screen's filters as the server applies them to a visit with no entry yet (spec 02 §4). */
const matches = (m: NewVisitorMeta, f: EntryFilters) => {
  const text = foldText([m.nome, m.empresa, m.nmBloco, m.nmUnidade].filter(Boolean).join(' '));
  const words = foldText(f.curinga).split(/\s+/).filter(Boolean);
  return (
    words.every((word) => text.includes(word)) &&
    (f.idsBlocos.length === 0 || (m.idBloco !== null && f.idsBlocos.includes(m.idBloco))) &&
    (f.idsUnidades.length === 0 || (m.idUnidade !== null && f.idsUnidades.includes(m.idUnidade))) &&
    f.entradaMarcada !== 'S' &&
    f.saidaMarcada !== 'S' &&
    (f.tipoAutorizacao === '' || f.tipoAutorizacao === m.tipoAutorizacao)
  );
};

/** The day's cards of the new visitors registered offline that the screen's filters let through, oldest first. */
export const queuedVisitorCards = (writes: readonly QueuedWrite[], day: string, filters: EntryFilters) =>
  writes
    .filter((w) => w.kind === 'visitante' && w.status === 'pending')
    .filter((w) => (w.meta as NewVisitorMeta).dia === day && matches(w.meta as NewVisitorMeta, filters))
    .map(queuedVisitorCard);

/** The day's list with the new visitors registered offline first, each marked as waiting to be sent. */
export const useWithQueuedVisitors = (day: string, filters: EntryFilters) => {
  const writes = useQueuedWrites(KINDS);
  // Stable while the queue's new visitors, the day and the filters stay: react-query keeps the selected list.
  const key = `${writes.map((w) => w.key).join()}|${day}|${JSON.stringify(filters)}`;
  return useMemo(
    () =>
      (data: InfiniteData<Page<EntryCard>>): InfiniteData<Page<EntryCard>> => {
        const cards = queuedVisitorCards(writes, day, filters);
        if (cards.length === 0 || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, data: [...cards, ...first!.data] }, ...rest] };
      },
    [key],
  );
};
