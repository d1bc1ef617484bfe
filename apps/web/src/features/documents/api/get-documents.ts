import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_LIMITS } from '@portaria/shared/documents/documents.constants';
import { documentEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { call } from '../../../lib/endpoint-client';
import { documentKeys } from './document-keys';

/** GET /documentos/condominio/{idCondo}/tipo/0?expiration=604800000 — the statute and the internal rules. */
export const getDocumentsQueryOptions = (idCondo: number) =>
  queryOptions({
    queryKey: documentKeys.of('list', idCondo),
    queryFn: ({ signal }) =>
      call(documentEndpoints.list, {
        params: { idCondo, tipo: 0 },
        query: { expiration: DOCUMENT_LIMITS.linkMs },
        signal,
      }),
  });

export const useDocuments = (idCondo: number) => useQuery(getDocumentsQueryOptions(idCondo));
