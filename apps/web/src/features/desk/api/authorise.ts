import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visitorEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import type { VisitorWithScheduleInput } from '@portaria/shared/access-control/visitors.schemas';
import { call } from '../../../lib/endpoint-client';
import { deskKeys, unitPageKey } from './desk-keys';

/**
 * 'Autorizar pessoa' (issue 32 item 4): the desk's own registration of a visitor of the unit (POST
 * /controleacesso/visitantecomautorizacao), with the relation and the leave to collect; the unit page and the search
 * load again.
 */
export const useAuthorisePerson = (idUnidade: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitorWithScheduleInput) => call(visitorEndpoints.create, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitPageKey(idUnidade) }),
        queryClient.invalidateQueries({ queryKey: deskKeys.all }),
      ]),
  });
};
