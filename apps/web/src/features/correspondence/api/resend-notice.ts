import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParcelNotices } from '@portaria/shared/notices/notice.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { call } from '../../../lib/endpoint-client';
import { pendingNoticesKey } from './correspondence-keys';

/** POST /correspondencia/{id}/avisos/reenviar — "Reenviar aviso": the failed messages go back to the queue. */
export const resendNotice = ({ id }: { id: number; idUnidade: number }): Promise<ParcelNotices> =>
  call(correspondenceEndpoints.resendNotice, { params: { id } });

export const useResendNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendNotice,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: pendingNoticesKey(input.idUnidade) }),
  });
};
