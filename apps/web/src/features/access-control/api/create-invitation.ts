import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteInput } from '@portaria/shared/access-control/invitations.schemas';
import { invitationEndpoints } from '@portaria/shared/access-control/invitations.endpoints';
import { call } from '../../../lib/endpoint-client';
import { residentKeys } from './resident-keys';

/** POST /condominos/v1/seventh/convite — answers the link (also sent by SMS when asked). */
export const createInvitation = (body: InviteInput) => call(invitationEndpoints.invite, { body });

export const useCreateInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: residentKeys.all }),
  });
};
