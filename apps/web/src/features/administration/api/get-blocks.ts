import { queryOptions, useQuery } from '@tanstack/react-query';
import { administrationEndpoints as E } from '@portaria/shared/administration/administration.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/** GET /administracao/blocos — blocks and units, deactivated units included. */
export const getBlocksQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: administrationKeys.of('blocks', idCondo),
    queryFn: ({ signal }) => call(E.listBlocks, { signal }),
  });

export const useBlocks = (idCondo: number) => useQuery(getBlocksQueryOptions(idCondo));
