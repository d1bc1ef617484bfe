import { maskId } from '@portaria/shared/br/mask';
import { weekdayOf } from '@portaria/shared/access-control/visitors.rules';
import { daysBetween, todayIn } from '@portaria/shared/common/day';
import { and, asc, eq, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  areaReservas,
  areas,
  autorizacoes,
  blocos,
  correspondencias,
  mudancas,
  pessoas,
  unidades,
  visitanteUnidades,
  visitantes,
} from '../../db/schema/index.ts';
import { isActive } from '../condominium/people.repository.ts';
import { authorisedColumns } from './unit-page.repository.ts';

/**
 * The unit page's sections for every unit of one condominium at once (issue 35 item 2): one query per section over
 * the condominium, never one per unit (a 20 000-resident condominium has thousands of units). Each row carries its
 * unit; the service groups them. Every query is filtered by the token's condominium.
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

const liveLinksOf = (idCondo: number) => [
  eq(visitanteUnidades.idCondo, idCondo),
  isNotNull(visitanteUnidades.idUnidade),
  eq(visitanteUnidades.ativo, true),
  eq(visitantes.ativo, true),
];

/** As the unit page's `autorizados`, before one line per person: schedules valid today or later, and collectors. */
export const condoAuthorised = async (db: Database, idCondo: number, today: string) => {
  const scheduled = await db
    .select({
      idUnidade: visitanteUnidades.idUnidade,
      ...authorisedColumns,
      tipoAutorizacao: autorizacoes.tipoAutorizacao,
      validoAte: sql<string | null>`${autorizacoes.dataAte}::text`,
    })
    .from(autorizacoes)
    .innerJoin(visitanteUnidades, eq(visitanteUnidades.id, autorizacoes.idVisitanteUnidade))
    .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
    .where(
      and(
        eq(autorizacoes.idCondo, idCondo),
        ...liveLinksOf(idCondo),
        isNull(autorizacoes.excluidoEm),
        ne(autorizacoes.tipoAutorizacao, 'INTERFONAR'),
        sql`coalesce(${autorizacoes.dataAte}, ${autorizacoes.dataDe}, ${today}) >= ${today}`,
      ),
    )
    .orderBy(asc(visitantes.nome), asc(autorizacoes.id));
  const collectors = await db
    .select({ idUnidade: visitanteUnidades.idUnidade, ...authorisedColumns })
    .from(visitanteUnidades)
    .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
    .where(
      and(
        ...liveLinksOf(idCondo),
        eq(visitanteUnidades.retiraEncomendas, true),
        sql`coalesce(${visitanteUnidades.retiraAte}, ${today}) >= ${today}`,
      ),
    );
  return [...scheduled, ...collectors.map((c) => ({ ...c, tipoAutorizacao: null, validoAte: null }))];
};

export const condoWaitingParcels = async (db: Database, idCondo: number, now: Date) => {
  const today = todayIn(now);
  const rows = await db
    .select({
      idUnidade: correspondencias.idUnidade,
      id: correspondencias.id,
      destinatario: correspondencias.destinatario,
      categoria: correspondencias.categoria,
      codigoRastreio: correspondencias.codigoRastreio,
      dataChegada: correspondencias.dataChegada,
    })
    .from(correspondencias)
    .where(and(eq(correspondencias.idCondo, idCondo), sql`${correspondencias.status} = 'PENDENTE'`))
    .orderBy(asc(correspondencias.dataChegada), asc(correspondencias.id));
  return rows.map((r) => ({
    ...r,
    dataChegada: r.dataChegada.toISOString(),
    dias: Math.max(0, daysBetween(todayIn(r.dataChegada), today)),
  }));
};

/** Schedules valid on `day` (a PONTUAL on its day, an ACESSO_LIBERADO on a chosen weekday inside its range). */
export const condoExpectedOn = (db: Database, idCondo: number, day: string) =>
  db
    .select({
      idUnidade: visitanteUnidades.idUnidade,
      idVisitante: visitantes.id,
      idVisitanteUnidade: visitanteUnidades.id,
      idAutorizacao: autorizacoes.id,
      nome: visitantes.nome,
      visitanteTipo: visitantes.visitanteTipo,
      tipoAutorizacao: autorizacoes.tipoAutorizacao,
    })
    .from(autorizacoes)
    .innerJoin(visitanteUnidades, eq(visitanteUnidades.id, autorizacoes.idVisitanteUnidade))
    .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
    .where(
      and(
        eq(autorizacoes.idCondo, idCondo),
        ...liveLinksOf(idCondo),
        isNull(autorizacoes.excluidoEm),
        isNotNull(autorizacoes.dataDe),
        sql`daterange(${autorizacoes.dataDe}, ${autorizacoes.dataAte}, '[]') @> ${day}::date`,
        sql`(${autorizacoes.tipoAutorizacao} = 'PONTUAL' or (${autorizacoes.diasSemana} & ${1 << (weekdayOf(day) - 1)}) <> 0)`,
      ),
    )
    .orderBy(asc(visitantes.nome), asc(autorizacoes.id));

/** Bookings starting in [from, until): today's and tomorrow's. */
export const condoBookings = async (db: Database, idCondo: number, from: Date, until: Date) =>
  (
    await db
      .select({
        idUnidade: areaReservas.idUnidade,
        id: areaReservas.id,
        nomeArea: areas.nomeArea,
        dataInicioReserva: areaReservas.dataInicioReserva,
        dataFimReserva: areaReservas.dataFimReserva,
        idStatus: areaReservas.idStatus,
      })
      .from(areaReservas)
      .innerJoin(areas, eq(areas.id, areaReservas.idArea))
      .where(
        and(
          eq(areaReservas.idCondo, idCondo),
          gte(areaReservas.dataInicioReserva, from),
          lt(areaReservas.dataInicioReserva, until),
          ne(areaReservas.idStatus, 90),
        ),
      )
      .orderBy(asc(areaReservas.dataInicioReserva), asc(areaReservas.id))
  ).map((r) => ({
    ...r,
    dataInicioReserva: r.dataInicioReserva.toISOString(),
    dataFimReserva: r.dataFimReserva.toISOString(),
  }));

/** Moves of the days from `today` to `lastDay`. */
export const condoMoves = async (db: Database, idCondo: number, today: string, lastDay: string) =>
  (
    await db
      .select({
        idUnidade: mudancas.idUnidade,
        idMudanca: mudancas.idMudanca,
        dataAgendada: mudancas.dataAgendada,
        horarioFim: mudancas.horarioFim,
        mudancaStatus: mudancas.mudancaStatus,
      })
      .from(mudancas)
      .where(
        and(
          eq(mudancas.idCondo, idCondo),
          eq(mudancas.ativo, true),
          gte(mudancas.dia, today),
          sql`${mudancas.dia} <= ${lastDay}`,
        ),
      )
      .orderBy(asc(mudancas.dataAgendada))
  ).map((r) => ({ ...r, dataAgendada: r.dataAgendada.toISOString(), horarioFim: r.horarioFim.toISOString() }));
