import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MoradorRetirada,
  RetiradaInput,
  RetiradaMultiplaInput,
  RetiradaResponse,
} from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { call } from '../../../lib/endpoint-client';
import { pendingKey, shelfKey } from './correspondence-keys';

/** Who takes the parcels: a listed resident, or an unlisted person with a name and an optional CPF. */
export type Pickup =
  { kind: 'resident'; morador: MoradorRetirada } | { kind: 'other'; nome: string; cpf: string | null };

export type ReleaseInput = { idUnidade: number; ids: number[]; pickup: Pickup; dataRetirada: string };

const pickupFields = (pickup: Pickup) =>
  pickup.kind === 'resident'
    ? { moradorRetirada: pickup.morador }
    : { nomeMoradorNaoCadastro: pickup.nome, cpfCnpj: pickup.cpf };

/** POST /correspondencia/retirada (one id) or /retirada-multipla (several: all or nothing). */
export const releaseCorrespondences = ({ ids, pickup, dataRetirada }: ReleaseInput): Promise<RetiradaResponse> => {
  if (ids.length === 1) {
    const body: RetiradaInput = { id: ids[0] ?? 0, dataRetirada, ...pickupFields(pickup) };
    return call(correspondenceEndpoints.release, { body });
  }
  const body: RetiradaMultiplaInput = { ids, id: null, dataRetirada, ...pickupFields(pickup) };
  return call(correspondenceEndpoints.releaseMany, { body });
};

export const useReleaseCorrespondences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseCorrespondences,
    // Also after a 409 (someone released one meanwhile): the list must show the truth.
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingKey(input.idUnidade) }),
        queryClient.invalidateQueries({ queryKey: shelfKey() }),
      ]),
  });
};
