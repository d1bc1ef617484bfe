import type { Correspondencia, retiradaSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import type { z } from 'zod';
import { localDateTime, todayIn } from '@portaria/shared/common/day';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordChange, type ChangeDeps, type IdempotentResult } from '../../platform/change/record-change.ts';
import { offlineChange, type OfflineWrite } from '../../platform/http/offline-write.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { findByIds, toCorrespondencia } from './correspondence.repository.ts';
import { findAuthorisedPeople } from '../condominium/people.repository.ts';
import {
  condominiumWantsProof,
  findUnitPeople,
  insertPickup,
  lockParcels,
  markReleased,
} from './parcels.repository.ts';
import { pickupCodeKey, type PickupCodeGuard } from './pickup-code.ts';
import { isPickupCodeOf } from './pickup-code.service.ts';
import { useUpPickupCodes } from './pickup-codes.repository.ts';
import { ensureProofReady } from './proof-check.ts';
import { hasComprovante } from '@portaria/shared/correspondence/correspondence.schemas';

/**
 * The pickup fields both release routes share (their bodies, as validated): who takes the parcels, and how the desk
 * knew them: the resident's pickup code (one parcel), or a document the doorkeeper confirmed (decision 127).
 */
export type PickupInput = Pick<
  z.output<typeof retiradaSchema>,
  'moradorRetirada' | 'cpfCnpj' | 'nomeMoradorNaoCadastro' | 'documentoConferido' | 'comprovante'
> & { codigoRetirada?: string | null };

type Person = { idMorador: number | null; nome: string; cpf: string | null; cadastrado: boolean };

/**
 * A listed person must live in (or, authorised, hold an authorisation of) the unit of every parcel taken; an
 * unlisted one is recorded by name (+ CPF).
 */
const resolvePerson = async (tx: Database, input: PickupInput, unitIds: number[], today: string): Promise<Person> => {
  const listed = input.moradorRetirada;
  if (!listed) return { idMorador: null, nome: input.nomeMoradorNaoCadastro!, cpf: input.cpfCnpj, cadastrado: false };
  if (listed.idAutorizado != null) {
    const found = await findAuthorisedPeople(tx, unitIds, today, listed.idAutorizado);
    const person = found[0];
    if (!person || unitIds.some((u) => !found.some((p) => p.idUnidade === u)))
      throw new HttpError(400, M.residentNotInUnit);
    return { idMorador: null, nome: person.nome, cpf: person.cpf || null, cadastrado: true };
  }
  const rows = await findUnitPeople(tx, unitIds, { id: listed.idMorador ?? listed.idPessoa ?? null, cpf: listed.cpf });
  const units = new Set(rows.map((r) => r.idUnidade));
  const person = rows[0];
  if (!person || unitIds.some((u) => !units.has(u))) throw new HttpError(400, M.residentNotInUnit);
  return { idMorador: person.id, nome: person.nome, cpf: person.cpf, cadastrado: true };
};

/** What makes two releases "the same": never the secret pickup code itself, only whether one was given. */
const fingerprintOf = (ids: number[], input: PickupInput) => {
  const { codigoRetirada, ...rest } = input;
  return { ids, ...rest, comCodigo: Boolean(codigoRetirada) };
};

/**
 * The 409 of a parcel already released. An offline release (decision 128) names who took it and when, from the
 * stored release, for the desk's list of what was not accepted: `Já retirada por Ana Souza às 14:05.`
 */
const takenMessage = async (tx: Database, idCondo: number, id: number, count: number, write: OfflineWrite) => {
  const [row] = write.momento ? await findByIds(tx, idCondo, [id]) : [];
  if (!row?.dataRetirada) return fill(M.alreadyReleased, { id });
  const values = { id, nome: row.retiradaNome ?? M.notInformed, hora: localDateTime(row.dataRetirada).slice(11, 16) };
  return fill(count > 1 ? M.alreadyReleasedByOf : M.alreadyReleasedBy, values);
};

/**
 * Releases parcels all or nothing: the rows are locked, every one must exist in the token's condominium
 * (else 404) and still be PENDENTE (else 409), then one pickup record is written and every parcel points at it.
 * With a pickup code (one parcel), the code must be one of the parcel's (else 422, counted by the guard, and the
 * parcel keeps waiting); releasing uses up every code of the parcels, however they were released.
 */
export const releaseParcels = async (
  deps: ChangeDeps & Pick<ModuleDeps, 'config' | 'storage'>,
  guard: PickupCodeGuard,
  auth: AuthContext,
  ids: number[],
  input: PickupInput,
  write: OfflineWrite,
  route: string,
): Promise<IdempotentResult<{ data: Correspondencia[] }>> => {
  const unique = [...new Set(ids)];
  // The release happened when the desk made it (an offline one: its moment, decision 128).
  const at = write.at;
  // The proof's uploads are checked after the key (a replay answers first), before the transaction.
  const prepare = () => ensureProofReady(deps.db, deps.storage, auth.idCondo, input.comprovante);
  const change = offlineChange(auth, write, ['correspondencia'], {
    route,
    fingerprint: fingerprintOf(unique, input),
    prepare,
  });
  const proof = {
    hashAssinatura: input.comprovante?.hashAssinatura ?? null,
    hashFoto: input.comprovante?.hashFoto ?? null,
  };
  const codigo = input.codigoRetirada ?? null;
  const key = codigo === null ? null : await pickupCodeKey(deps.config);
  const attempt = codigo === null ? null : await guard.attempt(auth);
  const conferencia = codigo === null ? ('DOCUMENTO' as const) : ('CODIGO_RETIRADA' as const);
  let isWrongCode = false;
  try {
    const released = await recordChange<{ data: Correspondencia[] }>(deps, change, async (tx) => {
      const locked = await lockParcels(tx, auth.idCondo, unique);
      const found = new Set(locked.map((r) => r.id));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length === 1 && unique.length === 1) throw new HttpError(404, M.parcelNotFound);
      if (missing.length > 0) throw new HttpError(404, fill(M.parcelsNotFound, { ids: missing.join(', Cód.') }));
      const taken = locked.find((r) => r.status !== 'PENDENTE');
      if (taken) throw new HttpError(409, await takenMessage(tx, auth.idCondo, taken.id, unique.length, write));
      // Proof of release (decision 131): the condominium asks for it, or a parcel taken is valuable.
      const needsProof = locked.some((r) => r.valiosa) || (await condominiumWantsProof(tx, auth.idCondo));
      if (needsProof && !hasComprovante(proof)) throw new HttpError(422, M.proofRequired);
      if (key !== null && codigo !== null && !(await isPickupCodeOf(tx, key, auth.idCondo, unique[0]!, codigo))) {
        isWrongCode = true;
        throw new HttpError(422, M.pickupCodeWrong);
      }

      const person = await resolvePerson(tx, input, [...new Set(locked.map((r) => r.idUnidade))], todayIn(at));
      const pickup = { dataRetirada: at, ...person, idUsuario: auth.userId, conferencia, ...proof };
      const pickupId = await insertPickup(tx, auth.idCondo, pickup);
      if ((await markReleased(tx, auth.idCondo, unique, pickupId)) !== unique.length)
        throw new HttpError(409, fill(M.alreadyReleased, { id: unique[0]! }));
      await useUpPickupCodes(tx, auth.idCondo, unique, at);
      const rows = await findByIds(tx, auth.idCondo, unique);
      return {
        result: {
          statusCode: 200,
          body: { data: rows.sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id)).map(toCorrespondencia) },
        },
        audit: {
          acao: unique.length > 1 ? 'correspondencia.retirar_multipla' : 'correspondencia.retirar',
          entidade: 'correspondencia',
          idEntidade: unique.join(','),
          detalhes: {
            ids: unique,
            idRetirada: pickupId,
            cadastrado: person.cadastrado,
            idMorador: person.idMorador,
            conferencia,
            assinatura: proof.hashAssinatura !== null,
            foto: proof.hashFoto !== null,
          },
        },
        timeline: locked.map((row) => ({
          evento: 'correspondencia.retirar' as const,
          valores: { id: row.id },
          area: 'correspondencia' as const,
          idUnidade: row.idUnidade,
          nmPessoa: person.nome,
          entidade: 'correspondencia',
          idEntidade: row.id,
        })),
      };
    });
    await attempt?.succeeded();
    return released;
  } catch (error) {
    // Only a wrong code spends the try: a parcel not found or already released says nothing about the code.
    if (!isWrongCode) await attempt?.succeeded();
    throw error;
  }
};

/**
 * The parcel a code names, pending or not, in the token's condominium only: another condominium's code is "not
 * found", the same answer as a code that does not exist (issue 19).
 */
export const findParcelByCode = async (db: Database, idCondo: number, codigo: number): Promise<Correspondencia> => {
  const [row] = await findByIds(db, idCondo, [codigo]);
  if (!row) throw new HttpError(404, M.codeNotFound);
  return toCorrespondencia(row);
};
