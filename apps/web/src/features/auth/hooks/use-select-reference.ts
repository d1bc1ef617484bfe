import { useMutation } from '@tanstack/react-query';
import type { ContextToken, Reference } from '@portaria/shared/auth/auth.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { isApiError } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { exchangeContext } from '../api/exchange-context';
import { sessionFromContext } from '../utils/context-session';

/** Spec §8: 403 -> "A referência selecionada não é válida"; anything else -> "..., tente novamente". */
export const referenceErrorMessage = (error: unknown): string =>
  isApiError(error) && error.status === 403 ? MESSAGES.referenceInvalid : MESSAGES.referenceSelectErrorRetry;

/**
 * Switching condominium: the current context token is exchanged for one scoped to the chosen reference.
 * The condominium query is keyed by idCondo, so the dashboard reloads blocks and tiles by itself.
 */
export const useSelectReference = () =>
  useMutation<ContextToken, Error, Reference>({
    mutationFn: (reference) => exchangeContext(reference.idCondo),
    onSuccess: (context, reference) =>
      updateSession({
        ...sessionFromContext(context),
        condominium: { nome: reference.nome, idCondo: context.context, referencia: context.referencia },
      }),
  });
