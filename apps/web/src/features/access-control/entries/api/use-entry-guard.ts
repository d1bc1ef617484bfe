import { localDateTime } from '@portaria/shared/common/day';
import { usePersonInside, useRegisterLog } from './entry-queries';

/**
 * Before an entry: is the person already inside (an open visit of any day)? Then the entry is not offered; the
 * exit of that visit is (decision 094). `recheck` after a refused entry: another desk may have let them in.
 */
export const useEntryGuard = (idVisitanteUnidade: number | null) => {
  const inside = usePersonInside(idVisitanteUnidade);
  const exitLog = useRegisterLog();
  const visit = inside.data ?? null;
  const exit = (onSuccess: (outcome: { isQueued: boolean }) => void) => {
    if (!visit) return;
    const body = {
      tipo: 'SAIDA' as const,
      idAutorizacao: visit.idAutorizacao,
      idVisitanteUnidade: visit.idVisitanteUnidade,
      idLogEntrada: visit.idLogEntrada,
      data: localDateTime(new Date()),
      nome: visit.nmVisitante,
    };
    exitLog.mutate(body, { onSuccess });
  };
  return {
    visit,
    // Offline the check waits for the network (paused): the entry is offered, the server decides when it is sent.
    isChecking: idVisitanteUnidade !== null && inside.isPending && inside.fetchStatus !== 'paused',
    recheck: () => void inside.refetch(),
    exit,
    exitLog,
  };
};
