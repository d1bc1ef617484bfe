import { maskId } from '@portaria/shared/br/mask';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { isActive } from '../condominium/people.repository.ts';

/**
 * The unit page's sections for every unit of one condominium at once (issue 35 item 2): one query per section over
 * the condominium, never one per unit (a 20 000-resident condominium has thousands of units). Each row carries its
 * unit; the service groups them. Every query is filtered by the token's condominium. Authorised people, parcels
 * waiting, visitors expected, bookings and moves are the unit page's own queries at the condominium's scope (unit-sections.repository.ts).
 */

export const condoUnits = (db: Database, idCondo: number) =>
  db
    .select({ idUnidade: unidades.idUnidade, unidade: unidades.nome, nmBloco: blocos.nome, ativa: unidades.ativa })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, idCondo), eq(unidades.ativa, true)))
    .orderBy(asc(blocos.nome), asc(unidades.nome), asc(unidades.idUnidade));

/** Names, profile and the masked CPF; no phone (what the desk needs to recognise a resident, decision 129). */
export const condoResidents = async (db: Database, idCondo: number) =>
  (
    await db
      .select({
        idUnidade: pessoas.idUnidade,
        idMorador: pessoas.id,
        nome: pessoas.nome,
        cpf: pessoas.cpf,
        perfil: pessoas.perfil,
        appInstalado: pessoas.appInstalado,
        statusBiometria: pessoas.statusBiometria,
      })
      .from(pessoas)
      .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(blocos.idCondo, idCondo), eq(unidades.ativa, true), isActive))
      .orderBy(asc(pessoas.nome), asc(pessoas.id))
  ).map((r) => ({ ...r, cpf: maskId(r.cpf), telefone: null }));
