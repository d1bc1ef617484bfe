import type { EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import type { EntryType } from '@portaria/shared/access-control/visitors.rules';
import { useQueuedWrites } from '../../../../lib/offline/offline-store';
import { isUnsentCard } from './queued-visitors';

const KINDS = ['entrada', 'saida'] as const;

/** For each card, the entries and exits registered offline that wait to be sent (issue 35), a new visitor's too. */
export const useQueuedLogs = () => {
  const writes = useQueuedWrites(KINDS);
  return (card: EntryCard): EntryType[] => {
    const logs = writes
      .filter(
        (w) =>
          w.meta.idVisitanteUnidade === card.idVisitanteUnidade &&
          (w.meta.idAutorizacao ?? null) === (card.idAutorizacao ?? null),
      )
      .map((w) => w.meta.tipo as EntryType);
    // A new visitor registered offline: its entry goes with its registration (its exit, queued after it, is above).
    return isUnsentCard(card) ? ['ENTRADA', ...logs] : logs;
  };
};
