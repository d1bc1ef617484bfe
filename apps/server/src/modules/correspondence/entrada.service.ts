import type { Entrada, EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { recordChange, type IdempotentResult } from '../../platform/change/record-change.ts';
import { offlineChange, type OfflineWrite } from '../../platform/http/offline-write.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { findByIds, toCorrespondencia } from './correspondence.repository.ts';
import { countReach, parcelMessages } from './notify.ts';
import { insertParcel, unitContacts } from './parcels.repository.ts';
import { ensurePhotoReady } from './photo-check.ts';
import { pickupCodeKey } from './pickup-code.ts';
import { issuePickupCode } from './pickup-code.service.ts';

const ROUTE = 'POST /correspondencia/entrada';

export type EntradaResult = IdempotentResult<EntradaResponse>;

/** What identifies "the same request": the normalised fields the server keeps (not the client's clock). */
const fingerprint = (input: Entrada) => {
  const { porteiro: _porteiro, dataChegada: _dataChegada, ...kept } = input;
  return kept;
};

/**
 * Registers a parcel. With an Idempotency-Key the key, the parcel, its audit entry, its notices and the answer commit
 * in one transaction: a replay (or a concurrent twin) gets the first answer and no second parcel.
 */
export const registerParcel = async (
  deps: Pick<ModuleDeps, 'db' | 'now' | 'jobs' | 'storage' | 'config'>,
  auth: AuthContext,
  input: Entrada,
  write: OfflineWrite,
): Promise<EntradaResult> => {
  const { db } = deps;
  const unit = await requireUnit(db, auth.idCondo, input.unidade, M.unitNotFound);
  const codeKey = await pickupCodeKey(deps.config);
  // The parcel arrived when the desk registered it (an offline one: its moment); its code is issued on receipt.
  const at = write.at;
  const prepare = async () => {
    if (input.hashFoto) await ensurePhotoReady(db, deps.storage, auth.idCondo, input.hashFoto);
  };
  const change = offlineChange(auth, write, ['correspondencia'], {
    route: ROUTE,
    fingerprint: fingerprint(input),
    prepare,
  });
  return recordChange<EntradaResponse>(deps, change, async (tx) => {
    const createdId = await insertParcel(tx, auth.idCondo, {
      idUnidade: unit.idUnidade,
      idPorteiro: auth.userId,
      destinatario: input.destinatario,
      categoria: input.categoria,
      tamanho: input.tamanho,
      descricao: input.descricao,
      codigoRastreio: input.codigoRastreio,
      observacao: input.observacao,
      prateleira: input.prateleira,
      valiosa: input.valiosa,
      hashFoto: input.hashFoto,
      dataChegada: at,
    });
    // The secret pickup code (decision 127): its HMAC is stored; the code goes only into the notices below.
    const codigoRetirada = await issuePickupCode(tx, codeKey, auth.idCondo, createdId, write.receivedAt);
    const recipients = await unitContacts(tx, auth.idCondo, unit.idUnidade);
    const [row] = await findByIds(tx, auth.idCondo, [createdId]);
    const body: EntradaResponse = { ...toCorrespondencia(row!), ...countReach(recipients) };
    const condo = await findCondominiumHeader(tx, auth.idCondo);
    const notice = {
      id: createdId,
      categoria: input.categoria,
      destinatario: input.destinatario,
      dataChegada: at,
      unidade: `${unit.nmBloco} - ${unit.nome}`,
      condominio: condo?.nome ?? '',
    };
    return {
      result: { statusCode: 201, body },
      audit: {
        acao: 'correspondencia.cadastrar',
        entidade: 'correspondencia',
        idEntidade: createdId,
        detalhes: {
          idUnidade: unit.idUnidade,
          categoria: input.categoria,
          tamanho: input.tamanho,
          ...(input.valiosa ? { valiosa: true } : {}),
          notificados: body.notificados,
        },
      },
      timeline: [
        {
          evento: 'correspondencia.cadastrar',
          valores: { id: createdId },
          area: 'correspondencia',
          idUnidade: unit.idUnidade,
          nmPessoa: input.destinatario,
          entidade: 'correspondencia',
          idEntidade: createdId,
        },
      ],
      notices: [
        {
          entidade: 'correspondencia',
          idEntidade: createdId,
          messages: parcelMessages(notice, recipients, codigoRetirada),
        },
      ],
    };
  });
};
