import { SEARCH_GROUP_LIMIT as LIMIT } from '@portaria/shared/desk/desk.schemas';
import type { SearchTerms } from '@portaria/shared/desk/search-terms';
import { foldText } from '@portaria/shared/text';
import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { areaReservas, areas, blocos, correspondencias, pessoas, unidades, veiculos } from '../../db/schema/index.ts';
import { isActive } from '../condominium/people.repository.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import {
  hitsWithUnits,
  inCondo,
  p,
  personUnit,
  startParams,
  startsWith,
  unitMatch,
  unitParams,
  unitRef,
  wordParams,
  wordsMatch,
} from './desk-search-sql.repository.ts';

/**
 * The desk's one search (issue 32, decision 121): each group is one small query on its own index, limited to a few
 * hits, filtered by the token's condominium. None folds a row at read time (the plan test holds it to that). Each
 * is built once per SHAPE (how many words, whether a unit is named: platform/lists/prepared.ts), the typed text
 * bound as parameters. The groups that read an index by range (unit, code, tracking, bookings) run as named
 * statements: planning one took twice as long as running it. The word searches on trigram indexes run unnamed,
 * planned for their words each time: a generic plan of `like $1` cannot tell a rare word from a common one and read
 * the condominium's every visitor (the plate search went from 0.5 s to 5 s at p99).
 */

export const searchUnits = async (db: Database, idCondo: number, t: SearchTerms) => {
  if (!t.unit) return [];
  const n = t.blockWords.length;
  const query = preparedOnce(db, `desk_units_${n}`, () =>
    db
      .select({
        ...unitRef,
        moradores: sql<number>`(select count(*)::int from ${pessoas} where ${pessoas.idUnidade} = ${unidades.idUnidade} and ${isActive})`,
      })
      .from(unidades)
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(inCondo, eq(unidades.ativa, true), ...unitMatch(n)))
      // The unit named exactly first ("12" before "120"), then block and unit in order.
      .orderBy(sql`${unidades.busca} = ${p('unitExact')} desc`, asc(blocos.nome), asc(unidades.nome))
      .limit(LIMIT)
      .prepare(`desk_units_${n}`),
  );
  return query.execute({ idCondo, unitExact: t.unit, ...unitParams(t.unit, t.blockWords) });
};

/** A plate's or the words' few vehicles first, then their units (`hitsWithUnits`). */
const vehiclesQuery = (db: Database, key: string, byText: SQL[]) =>
  preparedOnce(db, key, () => {
    const hits = db
      .select({
        id: veiculos.id,
        placa: veiculos.placa,
        modelo: veiculos.modelo,
        cor: veiculos.cor,
        tipo: veiculos.tipo,
        hitUnit: sql<number>`${veiculos.idUnidade}`.as('hit_unit'),
      })
      .from(veiculos)
      .where(and(eq(veiculos.idCondo, p('idCondo')), eq(veiculos.ativo, true), ...byText))
      .orderBy(asc(veiculos.placa), asc(veiculos.id))
      .limit(LIMIT)
      .as('hits');
    const fields = { id: hits.id, placa: hits.placa, modelo: hits.modelo, cor: hits.cor, tipo: hits.tipo };
    return hitsWithUnits(db, hits, fields, hits.placa);
  });

export const searchVehicles = async (db: Database, idCondo: number, t: SearchTerms) => {
  if (t.plate)
    return vehiclesQuery(db, 'desk_vehicles_plate', [startsWith(sql`${veiculos.placa}`, 'plate')]).execute({
      idCondo,
      ...startParams('plate', t.plate),
    });
  if (t.words.length === 0) return [];
  const key = `desk_vehicles_${t.words.length}`;
  return vehiclesQuery(db, key, wordsMatch(veiculos.busca, t.words.length)).execute({
    idCondo,
    ...wordParams(t.words),
  });
};

const parcelsQuery = (db: Database, key: string, byText: SQL) =>
  preparedOnce(db, key, () =>
    db
      .select({
        ...unitRef,
        id: correspondencias.id,
        destinatario: correspondencias.destinatario,
        codigoRastreio: correspondencias.codigoRastreio,
        status: correspondencias.status,
        dataChegada: correspondencias.dataChegada,
      })
      .from(correspondencias)
      .innerJoin(unidades, eq(unidades.idUnidade, correspondencias.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(correspondencias.idCondo, p('idCondo')), byText))
      // By code, as the tracking index reads them: ordering a common prefix's matches by arrival would walk the
      // condominium's whole history backwards looking for them.
      .orderBy(sql`upper(${correspondencias.codigoRastreio})`, desc(correspondencias.id))
      .limit(LIMIT)
      .prepare(key),
  );

export const searchParcels = async (db: Database, idCondo: number, t: SearchTerms) => {
  const rows =
    t.parcelId !== null
      ? await parcelsQuery(db, 'desk_parcels_code', eq(correspondencias.id, p('id'))).execute({
          idCondo,
          id: t.parcelId,
        })
      : t.tracking
        ? await parcelsQuery(
            db,
            'desk_parcels_tracking',
            sql`${correspondencias.codigoRastreio} is not null and ${startsWith(sql`upper(${correspondencias.codigoRastreio})`, 'tracking')}`,
          ).execute({ idCondo, ...startParams('tracking', t.tracking) })
        : [];
  return rows.map((r) => ({ ...r, dataChegada: r.dataChegada.toISOString() }));
};

const bookingsQuery = (db: Database, key: string, byArea: boolean, unitWords: number | null) =>
  preparedOnce(db, key, () =>
    db
      .select({
        ...unitRef,
        id: areaReservas.id,
        nomeArea: areas.nomeArea,
        dataInicioReserva: areaReservas.dataInicioReserva,
        dataFimReserva: areaReservas.dataFimReserva,
      })
      .from(areaReservas)
      .innerJoin(areas, eq(areas.id, areaReservas.idArea))
      .innerJoin(unidades, eq(unidades.idUnidade, areaReservas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(
        and(
          eq(areaReservas.idCondo, p('idCondo')),
          eq(areaReservas.tipoReserva, 'R'),
          ne(areaReservas.idStatus, 90),
          // A booking lasts a day at most: starting from the day before bounds the (condominium, start) index.
          gte(areaReservas.dataInicioReserva, sql`${p('dayBefore')}::timestamptz`),
          lt(areaReservas.dataInicioReserva, sql`${p('dayUntil')}::timestamptz`),
          gte(areaReservas.dataFimReserva, sql`${p('dayFrom')}::timestamptz`),
          byArea ? sql`${areaReservas.idArea} = any(${p('areaIds')}::int[])` : undefined,
          ...(unitWords === null ? [] : unitMatch(unitWords)),
        ),
      )
      .orderBy(asc(areaReservas.dataInicioReserva), asc(areaReservas.id))
      .limit(LIMIT)
      .prepare(key),
  );

/**
 * Today's bookings of an area the words name ("salão", "churrasqueira 1043") or of the unit the text names ("torre 07
 * 1043"): the condominium's few dozen areas are matched here, then the day's bookings are read on the (condominium,
 * start) index with the area and the unit as conditions. Words that name no area ("ana silva") read nothing.
 */
export const searchTodayBookings = async (
  db: Database,
  idCondo: number,
  t: SearchTerms,
  dayFrom: Date,
  dayUntil: Date,
) => {
  let areaIds: number[] = [];
  if (t.words.length > 0) {
    const all = await preparedOnce(db, 'desk_areas', () =>
      db
        .select({ id: areas.id, nome: areas.nomeArea })
        .from(areas)
        .where(eq(areas.idCondo, p('idCondo')))
        .prepare('desk_areas'),
    ).execute({ idCondo });
    areaIds = all.filter((a) => t.words.every((w) => foldText(a.nome).includes(w))).map((a) => a.id);
    if (areaIds.length === 0) return [];
  } else if (!t.unit) return [];
  const unit =
    t.words.length > 0 ? personUnit(t) : { n: t.blockWords.length, params: unitParams(t.unit!, t.blockWords) };
  const byArea = areaIds.length > 0;
  const key = `desk_bookings_${byArea ? 'a' : 'x'}_${unit ? unit.n : 'x'}`;
  const rows = await bookingsQuery(db, key, byArea, unit?.n ?? null).execute({
    idCondo,
    dayBefore: new Date(dayFrom.getTime() - 86_400_000).toISOString(),
    dayUntil: dayUntil.toISOString(),
    dayFrom: dayFrom.toISOString(),
    ...(byArea ? { areaIds: `{${areaIds.join(',')}}` } : {}),
    ...unit?.params,
  });
  return rows.map((r) => ({
    ...r,
    dataInicioReserva: r.dataInicioReserva.toISOString(),
    dataFimReserva: r.dataFimReserva.toISOString(),
  }));
};
