import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { call } from '../../../lib/endpoint-client';
import { documentKeys } from './document-keys';

/** GET /documentos/unidades/{idUnidade}/moradores — name and e-mail of the unit's residents. */
export const getUnitResidentsQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: documentKeys.of('residents', idUnidade),
    queryFn: ({ signal }) => call(documentEndpoints.unitResidents, { params: { idUnidade }, signal }),
  });

export const useUnitResidents = (idUnidade: number | undefined) =>
  useQuery({ ...getUnitResidentsQueryOptions(idUnidade ?? 0), enabled: Boolean(idUnidade) });
