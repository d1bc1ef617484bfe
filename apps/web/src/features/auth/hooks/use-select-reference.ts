import { useMutation } from '@tanstack/react-query';
import type { ContextToken, Reference } from '@portaria/shared/auth/auth.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { isApiError } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { renewSession } from '../../../lib/session-sync';
import { exchangeContext } from '../api/exchange-context';
import { sessionFromContext } from '../utils/context-session';

/** Spec §8: 403 -> "A referência selecionada não é válida"; anything else -> "..., tente novamente". */
export const referenceErrorMessage = (error: unknown): string =>
  isApiError(error) && error.status === 403 ? MESSAGES.referenceInvalid : MESSAGES.referenceSelectErrorRetry;

type Switched = { context: ContextToken; previousToken: string | null };

/**
 * Switching condominium: the current context token is exchanged for one scoped to the chosen reference.
 * The condominium query is keyed by idCondo, so the dashboard reloads blocks and tiles by itself. The switch
 * revokes the previous token at once, so this browser's other tabs follow to the new condominium (decision 096).
 */
export const useSelectReference = () =>
  useMutation<Switched, Error, Reference>({
    mutationFn: async (reference) => {
      const previousToken = getSession().token;
      return { context: await exchangeContext(reference.idCondo), previousToken };
    },
    onSuccess: ({ context, previousToken }, reference) =>
      renewSession(previousToken, {
        ...sessionFromContext(context),
        condominium: { nome: reference.nome, idCondo: context.context, referencia: context.referencia },
      }),
  });
