import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryEndpoints, visitorEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import type { VisitorSaved, VisitorWithScheduleInput } from '@portaria/shared/access-control/visitors.schemas';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { todayIn } from '@portaria/shared/common/day';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { currentOwner, sendOrQueue } from '../../../../lib/offline/offline-store';
import { visitorKeys } from '../../visitors/api/visitor-keys';
import type { NewVisitorMeta } from './queued-visitors';

/** The keys and moment of one 'Confirmar e continuar': drawn once, kept for its retries (a replay stores nothing). */
export type NewVisitorAttempt = { visitor: string; entry: string; momento: string };

export const newVisitorAttempt = (): NewVisitorAttempt => ({
  visitor: newIdempotencyKey(),
  entry: newIdempotencyKey(),
  momento: new Date().toISOString(),
});

/** What the day's list shows of the new visitor until it is sent: the body's person, schedule and place. */
export const newVisitorCard = (
  body: VisitorWithScheduleInput,
  condominium: Condominium,
  attempt: NewVisitorAttempt,
): NewVisitorMeta => {
  const { visitante, unidades } = body.visitanteUnidade;
  const idUnidade = unidades?.[0]?.id ?? null;
  const block = condominium.blocos.find((b) => b.unidades.some((u) => u.idUnidade === idUnidade));
  return {
    nome: visitante.nome,
    empresa: visitante.empresa ?? null,
    tipo: visitante.visitanteTipo,
    tipoAutorizacao: body.autorizacao.tipoAutorizacao,
    inicio: body.autorizacao.dataDe ?? null,
    fim: body.autorizacao.dataAte ?? null,
    idBloco: block?.idBloco ?? null,
    idUnidade,
    nmBloco: block?.nome ?? null,
    nmUnidade: block?.unidades.find((u) => u.idUnidade === idUnidade)?.nome ?? null,
    dia: todayIn(new Date(attempt.momento)),
  };
};

export type NewVisitorRequest = { body: VisitorWithScheduleInput; attempt: NewVisitorAttempt; card: NewVisitorMeta };

export type NewVisitorOutcome = { isQueued: true } | { isQueued: false; saved: VisitorSaved };

/**
 * A new visitor and their entry, offline-capable (issue 35): POST visitantecomautorizacao, then the quick entry with
 * the id it answers, each under its own key. With no network both wait in the desk's queue as one record, shown at
 * once in the day's list, and go in that order with the moment of the action when it returns.
 */
export const useRegisterNewVisitor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (react-query would hold it until the network returns): it is kept in the queue then.
    networkMode: 'always',
    mutationFn: async ({ body, attempt, card }: NewVisitorRequest): Promise<NewVisitorOutcome> => {
      const outcome = await sendOrQueue<VisitorSaved>({
        key: attempt.visitor,
        owner: currentOwner() ?? '',
        kind: 'visitante',
        momento: attempt.momento,
        label: fill(OFFLINE_MESSAGES.labelNewVisitor, { nome: card.nome }),
        request: { method: visitorEndpoints.create.method, path: visitorEndpoints.create.path, body },
        then: {
          key: attempt.entry,
          method: entryEndpoints.quickEntry.method,
          path: entryEndpoints.quickEntry.path,
          queryFromAnswer: { idVisitanteUnidade: 'idVisitanteUnidade' },
        },
        meta: card,
      });
      return outcome.isQueued ? { isQueued: true } : { isQueued: false, saved: outcome.answer };
    },
    onSuccess: ({ isQueued }) => (isQueued ? undefined : queryClient.invalidateQueries({ queryKey: visitorKeys.all })),
  });
};
