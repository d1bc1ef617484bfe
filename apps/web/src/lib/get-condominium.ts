import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { condominiumEndpoints } from '@portaria/shared/condominium/condominium.endpoints';
import { call } from './endpoint-client';

/** GET /condominios/{idCondo} — blocks, units and residents of the condominium in context (dashboard and flows). */
export const getCondominium = (idCondo: number, { isBackground = false } = {}): Promise<Condominium> =>
  call(condominiumEndpoints.get, { params: { idCondo }, isBackground });

export const getCondominiumQueryOptions = (idCondo: number) =>
  queryOptions({ queryKey: ['condominium', idCondo], queryFn: () => getCondominium(idCondo), staleTime: 5 * 60_000 });

export const useCondominium = (idCondo: number | null) =>
  useQuery({ ...getCondominiumQueryOptions(idCondo ?? 0), enabled: idCondo !== null });
