import { inTransaction } from '../../lib/transaction.ts';
import type { Entrada, EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../../db/audit.repository.ts';
import { bumpDataVersion } from '../../db/data-version.repository.ts';
import type { Database } from '../../db/client.ts';
import type { ModuleDeps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuthContext } from '../../plugins/require-context.ts';
import { findCondominiumHeader } from '../condominiums/condominiums.repository.ts';
import { requireUnit } from '../units/units.repository.ts';
import { findByIds, toCorrespondencia } from './correspondence.repository.ts';
import { claimKey, readKey, requestHash, storeAnswer } from './idempotency.repository.ts';
import { countReach, notifyResidents, type Recipient } from './notify.ts';
import { insertParcel, unitContacts } from './parcels.repository.ts';
import { ensurePhotoReady } from './photo-check.ts';

const ROUTE = 'POST /correspondencia/entrada';

export type EntradaResult = { statusCode: number; body: EntradaResponse; replayed: boolean };

/** What identifies "the same request": the normalised fields the server keeps (not the client's clock). */
const fingerprint = (input: Entrada) => {
  const { porteiro: _porteiro, dataChegada: _dataChegada, ...kept } = input;
  return kept;
};

const replay = async (db: Database, idCondo: number, key: string, hash: string): Promise<EntradaResult> => {
  const stored = await readKey(db, idCondo, key);
  if (!stored || stored.statusCode === null) throw new HttpError(409, M.idempotencyMismatch);
  if (stored.hashRequisicao !== hash) throw new HttpError(422, M.idempotencyMismatch);
  return { statusCode: stored.statusCode, body: stored.resposta as EntradaResponse, replayed: true };
};

/**
 * Registers a parcel. With an Idempotency-Key the key, the parcel, its audit entry and the answer commit in one
 * transaction: a replay (or a concurrent twin) gets the first answer and no second parcel.
 */
export const registerParcel = async (
  deps: Pick<ModuleDeps, 'db' | 'now' | 'notifier' | 'storage'>,
  auth: AuthContext,
  input: Entrada,
  key: string | undefined,
  log: FastifyBaseLogger,
): Promise<EntradaResult> => {
  const { db } = deps;
  const unit = await requireUnit(db, auth.idCondo, input.unidade, M.unitNotFound);
  const hash = requestHash(ROUTE, fingerprint(input));
  if (key) {
    const previous = await readKey(db, auth.idCondo, key);
    if (previous) return replay(db, auth.idCondo, key, hash);
  }
  if (input.hashFoto) await ensurePhotoReady(db, deps.storage, auth.idCondo, input.hashFoto);

  const at = deps.now();
  let recipients: Recipient[] = [];
  const outcome = await inTransaction(db, async (tx) => {
    if (key && !(await claimKey(tx, { idCondo: auth.idCondo, chave: key, rota: ROUTE, hashRequisicao: hash, idUsuario: auth.userId, at }))) {
      return null;
    }
    const createdId = await insertParcel(tx, auth.idCondo, {
      idUnidade: unit.idUnidade,
      idPorteiro: auth.userId,
      destinatario: input.destinatario,
      categoria: input.categoria,
      tamanho: input.tamanho,
      descricao: input.descricao,
      codigoRastreio: input.codigoRastreio,
      observacao: input.observacao,
      hashFoto: input.hashFoto,
      dataChegada: at,
    });
    recipients = await unitContacts(tx, auth.idCondo, unit.idUnidade);
    const [row] = await findByIds(tx, auth.idCondo, [createdId]);
    const body: EntradaResponse = { ...toCorrespondencia(row!), ...countReach(recipients) };
    await appendAudit(tx, {
      idUsuario: auth.userId,
      idCondo: auth.idCondo,
      acao: 'correspondencia.cadastrar',
      entidade: 'correspondencia',
      idEntidade: createdId,
      detalhes: { idUnidade: unit.idUnidade, categoria: input.categoria, tamanho: input.tamanho, notificados: body.notificados },
      at,
    });
    if (key) await storeAnswer(tx, auth.idCondo, key, 201, body);
    await bumpDataVersion(tx, auth.idCondo);
    return body;
  });
  if (!outcome) return replay(db, auth.idCondo, key!, hash);

  const condo = await findCondominiumHeader(db, auth.idCondo);
  await notifyResidents(
    deps.notifier,
    log,
    { id: outcome.id, categoria: input.categoria, dataChegada: at, unidade: `${unit.nmBloco} - ${unit.nome}`, condominio: condo?.nome ?? '' },
    recipients,
  );
  return { statusCode: 201, body: outcome, replayed: false };
};
