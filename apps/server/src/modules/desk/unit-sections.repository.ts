import { maskId } from '@portaria/shared/br/mask';
import { weekdayOf } from '@portaria/shared/access-control/visitors.rules';
import { daysBetween, todayIn } from '@portaria/shared/common/day';
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readSection, section } from '../../platform/lists/read-together.ts';
import {
  areaReservas,
  areas,
  autorizacoes,
  correspondencias,
  mudancas,
  visitanteUnidades,
  visitantes,
} from '../../db/schema/index.ts';

/**
 * The unit page's sections that the desk also reads for every unit at once (issue 35's offline reads): one section
 * each (its reads and their shaping: the unit page reads all its sections in one statement, decision 135), for one unit of the condominium (the unit page, on the unit's own indexes; the unit was checked to be the
 * token's condominium's) or for every unit of it (each row names its unit; the caller groups them).
 */
/** A value, or the placeholder it is bound to when the unit page's statement is built once (decision 135). */
export type Value<T> = T | Placeholder;
export type SectionScope = { idCondo: Value<number>; idUnidade?: Value<number> | undefined };

const isWholeCondo = (s: SectionScope): s is { idCondo: Value<number>; idUnidade: undefined } =>
  s.idUnidade === undefined;

/** Live links of an active visitor to the unit (or to any unit of the condominium). */
const liveLinksOf = (s: SectionScope): SQL[] => [
  ...(isWholeCondo(s)
    ? [eq(visitanteUnidades.idCondo, s.idCondo), isNotNull(visitanteUnidades.idUnidade)]
    : [eq(visitanteUnidades.idUnidade, s.idUnidade!)]),
  eq(visitanteUnidades.ativo, true),
  eq(visitantes.ativo, true),
];

/** Schedules not deleted over those links (joined as autorizacoes → link → visitor). */
const liveSchedulesOf = (s: SectionScope): SQL[] => [
  ...(isWholeCondo(s) ? [eq(autorizacoes.idCondo, s.idCondo)] : []),
  ...liveLinksOf(s),
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

const authorisedColumns = {
  idUnidade: visitanteUnidades.idUnidade,
  idAutorizado: visitantes.id,
  nome: visitantes.nome,
  documento: visitantes.numeroDocumento,
  parentesco: visitanteUnidades.parentesco,
  retiraEncomendas: visitanteUnidades.retiraEncomendas,
  retiraAte: sql<string | null>`${visitanteUnidades.retiraAte}::text`,
};

/**
 * Who may come in or collect for the unit(s): visitors with a schedule (other than "call the unit") valid today or
 * later, and those a unit lets collect its parcels (issue 32 item 4); before onePerPerson.
 */
export const authorisedSection = (db: Database, s: SectionScope, today: Value<string>) =>
  section(
    {
      scheduled: db
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
            ...liveSchedulesOf(s),
            ne(autorizacoes.tipoAutorizacao, 'INTERFONAR'),
            sql`coalesce(${autorizacoes.dataAte}, ${autorizacoes.dataDe}, ${today}) >= ${today}`,
          ),
        )
        .orderBy(asc(visitantes.nome), asc(autorizacoes.id)),
      collectors: db
        .select(authorisedColumns)
        .from(visitanteUnidades)
        .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
        .where(
          and(
            ...liveLinksOf(s),
            eq(visitanteUnidades.retiraEncomendas, true),
            sql`coalesce(${visitanteUnidades.retiraAte}, ${today}) >= ${today}`,
          ),
        ),
    },
    ({ scheduled, collectors }) => [
      ...scheduled,
      ...collectors.map((c) => ({ ...c, tipoAutorizacao: null, validoAte: null })),
    ],
  );
export const authorisedRows = (db: Database, s: SectionScope, today: string) =>
  readSection(authorisedSection(db, s, today), new Date());

/** One line per person, their document masked: the schedule that lasts longest (an open-ended one lasts longest). */
export const onePerPerson = (rows: (AuthorisedPerson & { idUnidade?: number | null })[]): AuthorisedPerson[] => {
  const people: AuthorisedPerson[] = [];
  for (const { idUnidade: _unit, ...r } of rows) {
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

/** Parcels waiting, oldest first, with their age in São Paulo days. */
export const waitingParcelsSection = (db: Database, s: SectionScope) =>
  section(
    {
      rows: db
        .select({
          idUnidade: correspondencias.idUnidade,
          id: correspondencias.id,
          destinatario: correspondencias.destinatario,
          categoria: correspondencias.categoria,
          codigoRastreio: correspondencias.codigoRastreio,
          dataChegada: correspondencias.dataChegada,
        })
        .from(correspondencias)
        .where(
          and(
            eq(correspondencias.idCondo, s.idCondo),
            isWholeCondo(s) ? undefined : eq(correspondencias.idUnidade, s.idUnidade!),
            sql`${correspondencias.status} = 'PENDENTE'`,
          ),
        )
        .orderBy(asc(correspondencias.dataChegada), asc(correspondencias.id)),
    },
    ({ rows }, now) =>
      rows.map((r) => ({
        ...r,
        dataChegada: r.dataChegada.toISOString(),
        dias: Math.max(0, daysBetween(todayIn(r.dataChegada), todayIn(now))),
      })),
  );
export const waitingParcelRows = (db: Database, s: SectionScope, now: Date) =>
  readSection(waitingParcelsSection(db, s), now);

/** Schedules valid on `day` (a PONTUAL on its day, an ACESSO_LIBERADO on a chosen weekday inside its range). */
const expectedQuery = (db: Database, s: SectionScope, day: Value<string>, weekBit: Value<number>) =>
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
        ...liveSchedulesOf(s),
        isNotNull(autorizacoes.dataDe),
        // The condominium's: the schedules covering the day, on their period's index. A unit's: its few links' own
        // schedules, by link; with the range's `@>`, the planner read the condominium's ~5,000 covering the day and
        // joined them to the unit's links (1.8 of the unit page's 2.7 ms). The same test, written apart: an open end is
        // unbounded (daterange's null).
        isWholeCondo(s)
          ? sql`daterange(${autorizacoes.dataDe}, ${autorizacoes.dataAte}, '[]') @> ${day}::date`
          : sql`${autorizacoes.dataDe} <= ${day}::date and (${autorizacoes.dataAte} is null or ${autorizacoes.dataAte} >= ${day}::date)`,
        sql`(${autorizacoes.tipoAutorizacao} = 'PONTUAL' or (${autorizacoes.diasSemana} & ${weekBit}) <> 0)`,
      ),
    )
    .orderBy(asc(visitantes.nome), asc(autorizacoes.id));
/** The bit of `day`'s weekday in a schedule's `dias_semana` (Sunday 1, Monday 2…). */
export const weekBitOf = (day: string) => 1 << (weekdayOf(day) - 1);
export const expectedSection = (db: Database, s: SectionScope, day: Value<string>, weekBit: Value<number>) =>
  section({ rows: expectedQuery(db, s, day, weekBit) }, ({ rows }) => rows);
export const expectedRows = (db: Database, s: SectionScope, day: string) => expectedQuery(db, s, day, weekBitOf(day));

/** A unit shows its next 10 bookings and moves; the condominium's are bounded by the period instead. */
const UPCOMING = 10;

/** Bookings not cancelled starting from `from` (and before `until`, when given): a unit's next 10. */
export const bookingsSection = (db: Database, s: SectionScope, from: Value<Date>, until?: Date) => {
  const query = db
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
        isWholeCondo(s) ? eq(areaReservas.idCondo, s.idCondo) : eq(areaReservas.idUnidade, s.idUnidade!),
        gte(areaReservas.dataInicioReserva, from),
        until ? lt(areaReservas.dataInicioReserva, until) : undefined,
        ne(areaReservas.idStatus, 90),
      ),
    )
    .orderBy(asc(areaReservas.dataInicioReserva), asc(areaReservas.id));
  return section({ rows: isWholeCondo(s) ? query : query.limit(UPCOMING) }, ({ rows }) =>
    rows.map((r) => ({
      ...r,
      dataInicioReserva: r.dataInicioReserva.toISOString(),
      dataFimReserva: r.dataFimReserva.toISOString(),
    })),
  );
};
export const bookingRows = (db: Database, s: SectionScope, from: Date, until?: Date) =>
  readSection(bookingsSection(db, s, from, until), new Date());

/** Active moves of the days from `today` (to `lastDay`, when given): a unit's next 10. */
export const movesSection = (db: Database, s: SectionScope, today: Value<string>, lastDay?: string) => {
  const query = db
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
        eq(mudancas.idCondo, s.idCondo),
        isWholeCondo(s) ? undefined : eq(mudancas.idUnidade, s.idUnidade!),
        eq(mudancas.ativo, true),
        gte(mudancas.dia, today),
        lastDay ? lte(mudancas.dia, lastDay) : undefined,
      ),
    )
    .orderBy(asc(mudancas.dataAgendada));
  return section({ rows: isWholeCondo(s) ? query : query.limit(UPCOMING) }, ({ rows }) =>
    rows.map((r) => ({
      ...r,
      dataAgendada: r.dataAgendada.toISOString(),
      horarioFim: r.horarioFim.toISOString(),
    })),
  );
};
export const moveRows = (db: Database, s: SectionScope, today: string, lastDay?: string) =>
  readSection(movesSection(db, s, today, lastDay), new Date());

/** The unit page's form of a section: its unit named once by the page, not on each row. */
export const withoutUnit = <T extends { idUnidade: number | null }>(rows: T[]): Omit<T, 'idUnidade'>[] =>
  rows.map(({ idUnidade: _unit, ...rest }) => rest);
