import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MoradorRetirada,
  RetiradaInput,
  RetiradaMultiplaInput,
  RetiradaResponse,
} from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { call } from '../../../lib/endpoint-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { currentOwner, isOnline, sendOrQueue } from '../../../lib/offline/offline-store';
import { pendingKey, shelfKey } from './correspondence-keys';
import { hasProofDraft, ProofOfflineError, uploadProof, type ProofDraft } from './upload-proof';

/** Who takes the parcels: a listed resident, or an unlisted person with a name and an optional CPF. */
export type Pickup =
  { kind: 'resident'; morador: MoradorRetirada } | { kind: 'other'; nome: string; cpf: string | null };

/**
 * How the desk knew the person (decision 127): the resident's pickup code (one parcel, the release by code), or a
 * document the doorkeeper confirmed.
 */
export type PickupProof = { codigoRetirada: string } | { documentoConferido: true };

export type ReleaseInput = {
  idUnidade: number;
  ids: number[];
  pickup: Pickup;
  proof: PickupProof;
  dataRetirada: string;
  /** The signature and/or photo of who takes the parcels (decision 131), uploaded before the release. */
  comprovante?: ProofDraft;
  /** The condominium or a valuable parcel asks for proof: such a release is never queued offline. */
  isProofRequired?: boolean;
};

type Comprovante = { hashAssinatura: string | null; hashFoto: string | null };

const pickupFields = (pickup: Pickup) =>
  pickup.kind === 'resident'
    ? { moradorRetirada: pickup.morador }
    : { nomeMoradorNaoCadastro: pickup.nome, cpfCnpj: pickup.cpf };

/** POST /correspondencia/retirada (one id) or /retirada-multipla (several: all or nothing, with the document). */
export const releaseCorrespondences = (
  { ids, pickup, proof, dataRetirada }: ReleaseInput,
  comprovante?: Comprovante,
): Promise<RetiradaResponse> => {
  const withProof = comprovante ? { comprovante } : {};
  if (ids.length === 1) {
    const body: RetiradaInput = { id: ids[0] ?? 0, dataRetirada, ...pickupFields(pickup), ...proof, ...withProof };
    return call(correspondenceEndpoints.release, { body });
  }
  const body: RetiradaMultiplaInput = {
    ids,
    id: null,
    dataRetirada,
    ...pickupFields(pickup),
    documentoConferido: true,
    ...withProof,
  };
  return call(correspondenceEndpoints.releaseMany, { body });
};

const requestOf = ({ ids, pickup, dataRetirada }: ReleaseInput) =>
  ids.length === 1
    ? {
        path: correspondenceEndpoints.release.path,
        body: { id: ids[0] ?? 0, dataRetirada, ...pickupFields(pickup), documentoConferido: true },
      }
    : {
        path: correspondenceEndpoints.releaseMany.path,
        body: { ids, id: null, dataRetirada, ...pickupFields(pickup), documentoConferido: true },
      };

/**
 * Offline-capable (issue 35) when the doorkeeper checked a document: with no network the release waits in the desk's
 * queue with its key and moment; another desk's release meanwhile comes back as a pendência (409 `Já retirada por …`).
 * A release by pickup code needs the server (the code is checked there, and never kept on the desk PC: decision 127).
 */
export const queueOrRelease = async (input: ReleaseInput): Promise<{ isQueued: boolean }> => {
  // With proof (required or added by the desk) the files go first and the release is sent live, never queued.
  if (input.isProofRequired || hasProofDraft(input.comprovante)) {
    if (!isOnline()) throw new ProofOfflineError();
    const comprovante =
      input.comprovante && hasProofDraft(input.comprovante) ? await uploadProof(input.comprovante) : undefined;
    return releaseCorrespondences(input, comprovante).then(() => ({ isQueued: false }));
  }
  if ('codigoRetirada' in input.proof) return releaseCorrespondences(input).then(() => ({ isQueued: false }));
  const { path, body } = requestOf(input);
  const nome = (input.pickup.kind === 'resident' ? input.pickup.morador.nome : input.pickup.nome) ?? '';
  const outcome = await sendOrQueue({
    key: newIdempotencyKey(),
    owner: currentOwner() ?? '',
    kind: 'retirada',
    momento: new Date().toISOString(),
    label: fill(OFFLINE_MESSAGES.labelRelease, { codigos: input.ids.join(', '), nome }),
    request: { method: 'POST', path, body },
    meta: { idUnidade: input.idUnidade, ids: input.ids.join(',') },
  });
  return { isQueued: outcome.isQueued };
};

export const useReleaseCorrespondences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: queueOrRelease,
    // Also after a 409 (someone released one meanwhile): the list must show the truth.
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingKey(input.idUnidade) }),
        queryClient.invalidateQueries({ queryKey: shelfKey() }),
      ]),
  });
};
