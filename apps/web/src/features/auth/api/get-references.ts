import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reference } from '@portaria/shared/auth/auth.schemas';
import { api } from '../../../lib/api-client';

type ReferencesResponse = { referenciasCompleto: Reference[] };

/** GET /portaria/api/v1/porteiros/referencias?cpf= — the condominiums the user works for (top-bar dropdown). */
export const getReferences = async (cpf: string): Promise<Reference[]> => {
  const response = await api.get<ReferencesResponse>('/portaria/api/v1/porteiros/referencias', { query: { cpf } });
  return response.referenciasCompleto;
};

export const getReferencesQueryOptions = (cpf: string) =>
  queryOptions({ queryKey: ['references', cpf], queryFn: () => getReferences(cpf), staleTime: 10 * 60_000 });

export const useReferences = (cpf: string | undefined) =>
  useQuery({ ...getReferencesQueryOptions(cpf ?? ''), enabled: Boolean(cpf) });
