import type { Correspondencia, retiradaSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import type { z } from 'zod';
import { todayIn } from '@portaria/shared/common/day';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { findByIds, toCorrespondencia } from './correspondence.repository.ts';
import { findAuthorisedPeople } from '../condominium/people.repository.ts';
import { findUnitPeople, insertPickup, lockParcels, markReleased } from './parcels.repository.ts';

/** The pickup fields both release routes share (their bodies, as validated). */
export type PickupInput = Pick<
  z.output<typeof retiradaSchema>,
  'moradorRetirada' | 'cpfCnpj' | 'nomeMoradorNaoCadastro'
>;

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

/**
 * Releases parcels all or nothing: the rows are locked, every one must exist in the token's condominium
 * (else 404) and still be PENDENTE (else 409), then one pickup record is written and every parcel points at it.
 */
export const releaseParcels = async (
  deps: ChangeDeps,
  auth: AuthContext,
  ids: number[],
  input: PickupInput,
  at: Date,
): Promise<Correspondencia[]> => {
  const unique = [...new Set(ids)];
  return recordChange(deps, changeBy(auth, at, ['correspondencia']), async (tx) => {
    const locked = await lockParcels(tx, auth.idCondo, unique);
    const found = new Set(locked.map((r) => r.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length === 1 && unique.length === 1) throw new HttpError(404, M.parcelNotFound);
    if (missing.length > 0) throw new HttpError(404, fill(M.parcelsNotFound, { ids: missing.join(', Cód.') }));
    const released = locked.find((r) => r.status !== 'PENDENTE');
    if (released) throw new HttpError(409, fill(M.alreadyReleased, { id: released.id }));

    const person = await resolvePerson(tx, input, [...new Set(locked.map((r) => r.idUnidade))], todayIn(at));
    const pickupId = await insertPickup(tx, auth.idCondo, { dataRetirada: at, ...person, idUsuario: auth.userId });
    if ((await markReleased(tx, auth.idCondo, unique, pickupId)) !== unique.length)
      throw new HttpError(409, fill(M.alreadyReleased, { id: unique[0]! }));
    const rows = await findByIds(tx, auth.idCondo, unique);
    return {
      result: rows.sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id)).map(toCorrespondencia),
      audit: {
        acao: unique.length > 1 ? 'correspondencia.retirar_multipla' : 'correspondencia.retirar',
        entidade: 'correspondencia',
        idEntidade: unique.join(','),
        detalhes: { ids: unique, idRetirada: pickupId, cadastrado: person.cadastrado, idMorador: person.idMorador },
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
