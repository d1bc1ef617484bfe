import type { EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import type { EntryType } from '@portaria/shared/access-control/visitors.rules';
import { useQueuedWrites } from '../../../../lib/offline/offline-store';

const KINDS = ['entrada', 'saida'] as const;

/** For each card, the entries and exits registered offline that wait to be sent (issue 35). */
export const useQueuedLogs = () => {
  const writes = useQueuedWrites(KINDS);
  return (card: EntryCard): EntryType[] =>
    writes
      .filter(
        (w) =>
          w.meta.idVisitanteUnidade === card.idVisitanteUnidade &&
          (w.meta.idAutorizacao ?? null) === (card.idAutorizacao ?? null),
      )
      .map((w) => w.meta.tipo as EntryType);
};
