import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { LINK_LIST_LIMIT } from '@portaria/shared/documents/document.schemas';
import { documentAdminEndpoints as A } from '@portaria/shared/documents/documents.endpoints';
import { call } from '../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { documentKeys } from './document-keys';

/** GET /documentos/links — the links e-mailed in the last 7 days, newest first, 50 a page. */
export const useSentLinks = () =>
  useInfiniteQuery({
    ...pagedQueryOptions(documentKeys.of('links'), (page, signal) =>
      call(A.links, { query: { page, limit: LINK_LIST_LIMIT }, signal }),
    ),
    // An e-mail on its way settles within seconds (or after its retries): look again while one is queued.
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.data.some((l) => l.aviso?.status === 'NA_FILA')) ? 5000 : false,
  });

/** DELETE /documentos/links/{id} — the link stops opening at once; the list reloads either way. */
export const useRevokeLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(A.revokeLink, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.of('links') }),
  });
};
