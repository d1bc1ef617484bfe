import { useMutation, useQuery } from '@tanstack/react-query';
import type { SetupBody } from '@portaria/shared/administration/administration.schemas';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /instalacao/{segredo} — whether the one-time setup address still opens (404 once used). */
export const useSetupStatus = (segredo: string) =>
  useQuery({
    queryKey: administrationKeys.of('setup', segredo),
    queryFn: ({ signal }) => call(E.setupStatus, { params: { segredo }, token: null, signal }),
    retry: false,
  });

/** POST /instalacao/{segredo} — the first administrator and condominium. */
export const useRunSetup = (segredo: string) =>
  useMutation({ mutationFn: (body: SetupBody) => call(E.setup, { params: { segredo }, body, token: null }) });
