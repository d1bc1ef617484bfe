import { maskId } from '@portaria/shared/br/mask';
import { weekdayOf } from '@portaria/shared/access-control/visitors.rules';
import { daysBetween, localDateTime, todayIn } from '@portaria/shared/common/day';
import { and, asc, desc, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  areaReservas,
  areas,
  autorizacoes,
  chaveMovimentos,
  chaves,
  correspondencias,
  logEntradas,
  mudancas,
  pessoas,
  timelineEvents,
  veiculos,
  visitanteUnidades,
  visitantes,
} from '../../db/schema/index.ts';
import { isActive } from '../condominium/people.repository.ts';

/**
 * The sections of the desk's unit page (issue 32, decision 121), one small query each on the unit's own indexes. The
 * unit was checked to be the token's condominium's before any of these runs.
 */

export const unitResidents = async (db: Database, idUnidade: number) =>
  (
    await db
      .select({
        idMorador: pessoas.id,
        nome: pessoas.nome,
        cpf: pessoas.cpf,
        perfil: pessoas.perfil,
        telefone: pessoas.telefone,
        appInstalado: pessoas.appInstalado,
        statusBiometria: pessoas.statusBiometria,
      })
      .from(pessoas)
      .where(and(eq(pessoas.idUnidade, idUnidade), isActive))
      .orderBy(asc(pessoas.nome), asc(pessoas.id))
  ).map((r) => ({ ...r, cpf: maskId(r.cpf) }));

/** Schedules not deleted, of an active visitor still linked to the unit (joined as autorizacoes → link → visitor). */
const liveSchedulesOf = (idUnidade: number) => [
  eq(visitanteUnidades.idUnidade, idUnidade),
  eq(visitanteUnidades.ativo, true),
  eq(visitantes.ativo, true),
  isNull(autorizacoes.excluidoEm),
];

export type AuthorisedPerson = {
  idAutorizado: number;
  nome: string;
  documento: string;
  parentesco: string | null;
  /** The schedule that lasts longest, other than "call the unit"; null for one who only collects parcels. */
  tipoAutorizacao: string | null;
  validoAte: string | null;
  retiraEncomendas: boolean;
  retiraAte: string | null;
};

export const authorisedColumns = {
  idAutorizado: visitantes.id,
  nome: visitantes.nome,
  documento: visitantes.numeroDocumento,
  parentesco: visitanteUnidades.parentesco,
  retiraEncomendas: visitanteUnidades.retiraEncomendas,
  retiraAte: sql<string | null>`${visitanteUnidades.retiraAte}::text`,
};

/**
 * Who may come in or collect for the unit: visitors with a schedule (other than "call the unit") valid today or
 * later, and those the unit lets collect its parcels (issue 32 item 4), one line each.
 */
export const unitAuthorised = async (db: Database, idUnidade: number, today: string) => {
  const scheduled = await db
    .select({
      ...authorisedColumns,
      tipoAutorizacao: autorizacoes.tipoAutorizacao,
      validoAte: sql<string | null>`${autorizacoes.dataAte}::text`,
    })
    .from(autorizacoes)
    .innerJoin(visitanteUnidades, eq(visitanteUnidades.id, autorizacoes.idVisitanteUnidade))
    .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
    .where(
      and(
        ...liveSchedulesOf(idUnidade),
        ne(autorizacoes.tipoAutorizacao, 'INTERFONAR'),
        sql`coalesce(${autorizacoes.dataAte}, ${autorizacoes.dataDe}, ${today}) >= ${today}`,
      ),
    )
    .orderBy(asc(visitantes.nome), asc(autorizacoes.id));
  const collectors = await db
    .select(authorisedColumns)
    .from(visitanteUnidades)
    .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
    .where(
      and(
        eq(visitanteUnidades.idUnidade, idUnidade),
        eq(visitanteUnidades.ativo, true),
        eq(visitantes.ativo, true),
        eq(visitanteUnidades.retiraEncomendas, true),
        sql`coalesce(${visitanteUnidades.retiraAte}, ${today}) >= ${today}`,
      ),
    );
  return onePerPerson([...scheduled, ...collectors.map((c) => ({ ...c, tipoAutorizacao: null, validoAte: null }))]);
};

/** One line per person, their document masked: the schedule that lasts longest (an open-ended one lasts longest). */
export const onePerPerson = (rows: AuthorisedPerson[]): AuthorisedPerson[] => {
  const people: AuthorisedPerson[] = [];
  for (const r of rows) {
    const seen = people.find((p) => p.idAutorizado === r.idAutorizado);
    if (!seen) people.push({ ...r, documento: maskId(r.documento) });
    else if (
      r.tipoAutorizacao !== null &&
      seen.validoAte !== null &&
      (r.validoAte === null || r.validoAte > seen.validoAte)
    )
      Object.assign(seen, { validoAte: r.validoAte, tipoAutorizacao: r.tipoAutorizacao });
  }
  return people.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.idAutorizado - b.idAutorizado);
};

export const unitVehicles = (db: Database, idUnidade: number) =>
  db
    .select({ id: veiculos.id, placa: veiculos.placa, modelo: veiculos.modelo, cor: veiculos.cor, tipo: veiculos.tipo })
    .from(veiculos)
    .where(and(eq(veiculos.idUnidade, idUnidade), eq(veiculos.ativo, true)))
    .orderBy(asc(veiculos.placa), asc(veiculos.id));

export const unitWaitingParcels = async (db: Database, idCondo: number, idUnidade: number, now: Date) => {
  const today = todayIn(now);
  const rows = await db
    .select({
      id: correspondencias.id,
      destinatario: correspondencias.destinatario,
      categoria: correspondencias.categoria,
      codigoRastreio: correspondencias.codigoRastreio,
      dataChegada: correspondencias.dataChegada,
    })
    .from(correspondencias)
    .where(
      and(
        eq(correspondencias.idCondo, idCondo),
        eq(correspondencias.idUnidade, idUnidade),
        sql`${correspondencias.status} = 'PENDENTE'`,
      ),
    )
    .orderBy(asc(correspondencias.dataChegada), asc(correspondencias.id));
  return rows.map((r) => ({
    ...r,
    dataChegada: r.dataChegada.toISOString(),
    dias: Math.max(0, daysBetween(todayIn(r.dataChegada), today)),
  }));
};

/** Schedules valid today (a PONTUAL on its day, an ACESSO_LIBERADO on a chosen weekday inside its range). */
export const unitExpectedToday = (db: Database, idUnidade: number, today: string) =>
  db
    .select({
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
        ...liveSchedulesOf(idUnidade),
        isNotNull(autorizacoes.dataDe),
        sql`daterange(${autorizacoes.dataDe}, ${autorizacoes.dataAte}, '[]') @> ${today}::date`,
        sql`(${autorizacoes.tipoAutorizacao} = 'PONTUAL' or (${autorizacoes.diasSemana} & ${1 << (weekdayOf(today) - 1)}) <> 0)`,
      ),
    )
    .orderBy(asc(visitantes.nome), asc(autorizacoes.id));

/** Visits of the unit still open, from any day, longest first. */
export const unitInsideNow = async (db: Database, idCondo: number, idUnidade: number) =>
  (
    await db
      .select({
        idEntrada: logEntradas.id,
        idVisitante: visitantes.id,
        nome: visitantes.nome,
        visitanteTipo: visitantes.visitanteTipo,
        dataEntrada: logEntradas.dtEntrada,
      })
      .from(logEntradas)
      .innerJoin(visitanteUnidades, eq(visitanteUnidades.id, logEntradas.idVisitanteUnidade))
      .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
      .where(and(eq(logEntradas.idCondo, idCondo), eq(logEntradas.idUnidade, idUnidade), isNull(logEntradas.dtSaida)))
      .orderBy(asc(logEntradas.dtEntrada), asc(logEntradas.id))
  ).map((r) => ({ ...r, dataEntrada: r.dataEntrada.toISOString() }));

const UPCOMING = 10;

export const unitBookings = async (db: Database, idUnidade: number, from: Date) =>
  (
    await db
      .select({
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
          eq(areaReservas.idUnidade, idUnidade),
          gte(areaReservas.dataInicioReserva, from),
          ne(areaReservas.idStatus, 90),
        ),
      )
      .orderBy(asc(areaReservas.dataInicioReserva), asc(areaReservas.id))
      .limit(UPCOMING)
  ).map((r) => ({
    ...r,
    dataInicioReserva: r.dataInicioReserva.toISOString(),
    dataFimReserva: r.dataFimReserva.toISOString(),
  }));

export const unitMoves = async (db: Database, idCondo: number, idUnidade: number, today: string) =>
  (
    await db
      .select({
        idMudanca: mudancas.idMudanca,
        dataAgendada: mudancas.dataAgendada,
        horarioFim: mudancas.horarioFim,
        mudancaStatus: mudancas.mudancaStatus,
      })
      .from(mudancas)
      .where(
        and(
          eq(mudancas.idCondo, idCondo),
          eq(mudancas.idUnidade, idUnidade),
          eq(mudancas.ativo, true),
          gte(mudancas.dia, today),
        ),
      )
      .orderBy(asc(mudancas.dataAgendada))
      .limit(UPCOMING)
  ).map((r) => ({ ...r, dataAgendada: r.dataAgendada.toISOString(), horarioFim: r.horarioFim.toISOString() }));

const LAST_EVENTS = 10;

export const unitLastEvents = async (db: Database, idCondo: number, idUnidade: number) =>
  (
    await db
      .select({
        id: timelineEvents.id,
        area: timelineEvents.area,
        atividade: timelineEvents.atividade,
        data: timelineEvents.dtInicio,
      })
      .from(timelineEvents)
      .where(and(eq(timelineEvents.idUnidade, idUnidade), eq(timelineEvents.idCondo, idCondo)))
      .orderBy(desc(timelineEvents.dtInicio), desc(timelineEvents.id))
      .limit(LAST_EVENTS)
  ).map((r) => ({ ...r, data: r.data.toISOString() }));

/** Keys a resident of the unit holds now (issue 34), overdue first, then by expected return. */
export const unitKeysOut = async (db: Database, idCondo: number, idUnidade: number, now: Date) => {
  const rows = await db
    .select({
      id: chaveMovimentos.id,
      chave: chaves.nome,
      portadorNome: chaveMovimentos.portadorNome,
      devolucaoPrevista: chaveMovimentos.devolucaoPrevista,
    })
    .from(chaveMovimentos)
    .innerJoin(chaves, eq(chaves.id, chaveMovimentos.idChave))
    .where(
      and(
        eq(chaveMovimentos.idCondo, idCondo),
        eq(chaveMovimentos.idUnidade, idUnidade),
        isNull(chaveMovimentos.devolvidaEm),
      ),
    )
    .orderBy(asc(chaveMovimentos.devolucaoPrevista), asc(chaveMovimentos.id));
  // In expected-return order the overdue ones already come first.
  return rows.map((r) => ({
    ...r,
    devolucaoPrevista: localDateTime(r.devolucaoPrevista),
    atrasada: r.devolucaoPrevista.getTime() < now.getTime(),
  }));
};
