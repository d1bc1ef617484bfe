import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reference } from '@portaria/shared/auth/auth.schemas';
import { porteiroEndpoints } from '@portaria/shared/auth/porteiros.endpoints';
import { call } from '../../../lib/endpoint-client';
import { referencesKeys } from '../../../lib/references-keys';

/** GET /portaria/api/v1/porteiros/referencias?cpf= — the condominiums the user works for (top-bar dropdown). */
export const getReferences = async (cpf: string): Promise<Reference[]> => {
  const response = await call(porteiroEndpoints.references, { query: { cpf } });
  return response.referenciasCompleto;
};

export const getReferencesQueryOptions = (cpf: string) =>
  queryOptions({ queryKey: referencesKeys.of('list', cpf), queryFn: () => getReferences(cpf), staleTime: 10 * 60_000 });

export const useReferences = (cpf: string | undefined) =>
  useQuery({ ...getReferencesQueryOptions(cpf ?? ''), enabled: Boolean(cpf) });
