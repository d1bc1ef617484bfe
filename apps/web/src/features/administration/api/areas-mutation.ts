import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administrationKeys } from './administration-keys';

/**
 * A write of the areas screen: the console's lists are read again after it (areas, move rules). The desk's own
 * screens read theirs again when they open: the server moved their data version in the same transaction.
 */
export const useAreasMutation = <V, R>(mutationFn: (values: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.all }),
  });
};
