import { maskId } from '@portaria/shared/br/mask';
import { SEARCH_GROUP_LIMIT as LIMIT, type SearchResult } from '@portaria/shared/desk/desk.schemas';
import type { SearchTerms } from '@portaria/shared/desk/search-terms';
import { foldText } from '@portaria/shared/text';
import { and, asc, desc, eq, gte, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  areaReservas,
  areas,
  blocos,
  correspondencias,
  pessoas,
  unidades,
  veiculos,
  visitanteUnidades,
  visitantes,
} from '../../db/schema/index.ts';
import { ONE_PLAN_FOR_EVERY_PATTERN_MARK } from '../../db/prepared-pg.ts';
import { preparedOnce, UNNAMED } from '../../platform/lists/prepared.ts';
import { escapeLike, everyWordHasTrigrams } from '../../platform/lists/search.ts';
import { authorisedLinkOn, isActive } from '../condominium/people.repository.ts';

/**
 * The desk's one search (issue 32, decision 121): each group is one small query on its own index, limited to a few
 * hits, filtered by the token's condominium. None folds a row at read time (the plan test holds it to that). Each
 * is built once per SHAPE (how many words, whether a unit is named: platform/lists/prepared.ts), the typed text
 * bound as parameters. The groups that read an index by range (unit, code, tracking, bookings) run as named
 * statements: planning one took twice as long as running it. The word searches on trigram indexes run unnamed,
 * planned for their words each time: a generic plan of `like $1` cannot tell a rare word from a common one and read
 * the condominium's every visitor (the plate search went from 0.5 s to 5 s at p99).
 */

const p = (name: string) => sql.placeholder(name);
type Params = Record<string, unknown>;
/** `%`, `_` and `\` typed are letters; the pattern of "starts with" and of "contains" (folded). */
const startPattern = (text: string) => `${escapeLike(text)}%`;
const containsPattern = (text: string) => `%${escapeLike(foldText(text))}%`;
const likeParam = (column: SQL | AnyColumn, name: string) => sql`${column} like ${p(name)}`;
/**
 * "Starts with" as a range the pattern index reads (`~>=~`, `~<~` of text_pattern_ops) besides the LIKE: a prepared
 * statement's generic plan cannot turn `like $1` into an index range, and read every plate of the condominium.
 */
const startsWith = (column: SQL | AnyColumn, name: string) =>
  sql`${column} ~>=~ ${p(`${name}From`)} and ${column} ~<~ ${p(`${name}Until`)} and ${column} like ${p(name)}`;
/** The parameters of startsWith: the prefix, the next string after every one that starts with it, the pattern. */
const startParams = (name: string, prefix: string): Params => ({
  [`${name}From`]: prefix,
  [`${name}Until`]: prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1),
  [name]: startPattern(prefix),
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const unitRef = { idUnidade: unidades.idUnidade, unidade: unidades.nome, nmBloco: blocos.nome };
const inCondo = eq(blocos.idCondo, p('idCondo'));
/**
 * The block's own name, after the word that says it is a block, starts with the word: "b" finds "Bloco B" (not the
 * b of "bloco"), "03" finds "Torre 03", "norte" finds "Torre Norte".
 */
const blockHas = (name: string) =>
  likeParam(sql`regexp_replace(${blocos.busca}, '^(bloco|torre|bl|predio|edificio) +', '')`, name);
/** The unit part of a text: the start of the unit's name (`unit`), and words of the block's name (`b0`, `b1`…). */
const unitMatch = (blockWords: number): SQL[] => [
  startsWith(unidades.busca, 'unit'),
  ...range(blockWords).map((i) => blockHas(`b${i}`)),
];
const unitParams = (unit: string, blockWords: string[]): Params => ({
  ...startParams('unit', unit),
  ...Object.fromEntries(blockWords.map((w, i) => [`b${i}`, startPattern(w)])),
});
/** A person's or visitor's unit: the name words are theirs, the short ones the block's ("maria a 1204"). */
const personUnit = (t: SearchTerms) =>
  t.unit ? { n: t.shortBlockWords.length, params: unitParams(t.unit, t.shortBlockWords) } : null;
/** Every word somewhere in the folded column (`w0`, `w1`…). */
const wordsMatch = (column: SQL | AnyColumn, words: number) => range(words).map((i) => likeParam(column, `w${i}`));
const wordParams = (words: string[]): Params => Object.fromEntries(words.map((w, i) => [`w${i}`, containsPattern(w)]));
/** Digits are a CPF or a document only from 5 of them, or typed with the mask: "1204" is a unit. */
const documentDigits = (t: SearchTerms) => (t.digits && (t.digits.length >= 5 || t.isMasked) ? t.digits : null);

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

type PersonHit = NonNullable<SearchResult['pessoas']>[number];

const residentsQuery = (db: Database, key: string, byText: SQL[], unitWords: number | null) =>
  preparedOnce(db, key, () =>
    db
      .select({ ...unitRef, id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf, perfil: pessoas.perfil })
      .from(pessoas)
      .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(
        and(
          eq(pessoas.idCondo, p('idCondo')),
          isActive,
          ...byText,
          ...(unitWords === null ? [] : unitMatch(unitWords)),
        ),
      )
      .orderBy(asc(pessoas.nome), asc(pessoas.id))
      .limit(LIMIT)
      .prepare(UNNAMED),
  );

const authorisedQuery = (db: Database, key: string, words: number, unitWords: number | null) =>
  preparedOnce(db, key, () =>
    db
      .select({
        ...unitRef,
        id: visitantes.id,
        nome: visitantes.nome,
        documento: visitantes.numeroDocumento,
        // For an authorised person the profile is their relation to the unit ('Filha', 'Motorista'), '' without one.
        perfil: sql<string>`coalesce(${visitanteUnidades.parentesco}, '')`,
      })
      .from(visitantes)
      .innerJoin(visitanteUnidades, eq(visitanteUnidades.idVisitante, visitantes.id))
      .innerJoin(unidades, eq(unidades.idUnidade, visitanteUnidades.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(
        and(
          eq(visitantes.idCondo, p('idCondo')),
          authorisedLinkOn(p('today')),
          // With a unit, the name is matched on the unit's links (their copy of the visitor's text, in their index).
          ...wordsMatch(unitWords === null ? visitantes.busca : visitanteUnidades.buscaVisitante, words),
          ...(unitWords === null ? [] : unitMatch(unitWords)),
        ),
      )
      .orderBy(asc(visitantes.nome), asc(visitantes.id))
      .limit(p('limit'))
      .prepare(UNNAMED),
  );

export const searchPeople = async (db: Database, idCondo: number, t: SearchTerms, today: string) => {
  const digits = documentDigits(t);
  if (digits) {
    const rows = await residentsQuery(db, 'desk_people_cpf', [likeParam(sql`${pessoas.cpf}`, 'cpf')], null).execute({
      idCondo,
      cpf: startPattern(digits),
    });
    return rows.map((r): PersonHit => ({ ...r, tipo: 'MORADOR', cpf: maskId(r.cpf) }));
  }
  if (t.words.length === 0) return [];
  const unit = personUnit(t);
  const shape = `${t.words.length}_${unit ? unit.n : 'x'}`;
  const params = { idCondo, ...wordParams(t.words), ...unit?.params };
  const residents = await residentsQuery(
    db,
    `desk_people_${shape}`,
    wordsMatch(pessoas.busca, t.words.length),
    unit?.n ?? null,
  ).execute(params);
  const hits: PersonHit[] = residents.map((r) => ({ ...r, tipo: 'MORADOR', cpf: maskId(r.cpf) }));
  if (hits.length >= LIMIT) return hits;
  const authorised = await authorisedQuery(db, `desk_authorised_${shape}`, t.words.length, unit?.n ?? null).execute({
    ...params,
    today,
    limit: LIMIT - hits.length,
  });
  return [
    ...hits,
    ...authorised.map(({ documento, ...r }): PersonHit => ({ ...r, tipo: 'AUTORIZADO', cpf: maskId(documento) })),
  ];
};

const visitorsQuery = (db: Database, key: string, words: number, unitWords: number | null, onePlan: boolean) =>
  preparedOnce(db, key, () => {
    // "maria 101": a visitor linked to a unit the text names.
    const linkedToUnit =
      unitWords === null
        ? undefined
        : sql`exists (${db
            .select({ one: sql`1` })
            .from(visitanteUnidades)
            .innerJoin(unidades, eq(unidades.idUnidade, visitanteUnidades.idUnidade))
            .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
            .where(
              and(
                eq(visitanteUnidades.idVisitante, visitantes.id),
                eq(visitanteUnidades.ativo, true),
                ...unitMatch(unitWords),
                // The link's copy of the visitor's text (migration 0053): matched in the unit's links' index, so
                // only the matching visitors are read.
                ...wordsMatch(visitanteUnidades.buscaVisitante, words),
              ),
            )})`;
    // The first unit the visitor is linked to, with its block, read in the same statement as one JSON array: three
    // subqueries (one a column) took PostgreSQL three times as long to plan, and this statement is planned for its
    // words on every search (1.3 ms of planning against 0.2 ms of execution for a CPF's digits).
    const firstUnit = sql<string | null>`(${db
      .select({ value: sql`json_build_array(${unidades.idUnidade}, ${unidades.nome}, ${blocos.nome})::text` })
      .from(visitanteUnidades)
      .innerJoin(unidades, eq(unidades.idUnidade, visitanteUnidades.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(visitanteUnidades.idVisitante, visitantes.id), eq(visitanteUnidades.ativo, true)))
      .orderBy(asc(visitanteUnidades.id))
      .limit(1)})`;
    return db
      .select({
        idVisitante: visitantes.id,
        nome: visitantes.nome,
        visitanteTipo: visitantes.visitanteTipo,
        empresa: visitantes.empresa,
        documento: visitantes.numeroDocumento,
        primeiraUnidade: firstUnit,
      })
      .from(visitantes)
      .where(
        and(
          eq(visitantes.idCondo, p('idCondo')),
          eq(visitantes.ativo, true),
          ...(linkedToUnit ? [linkedToUnit] : wordsMatch(visitantes.busca, words)),
          // Words of 3 letters or more without a unit: named all the same (decision 134, amended), the trigram index
          // is its one plan for a rare word or a common one ('souza': 6.9 ms generic, 7.5 custom), and planning it
          // cost 0.4–0.7 ms a search. A shorter word has no trigram: its generic plan read every visitor (125 ms).
          onePlan ? sql.raw(`${ONE_PLAN_FOR_EVERY_PATTERN_MARK} true`) : undefined,
        ),
      )
      .orderBy(sql`${visitantes.nomeBusca} = ${p('exact')} desc`, asc(visitantes.nome), asc(visitantes.id))
      .limit(LIMIT)
      .prepare(UNNAMED);
  });

export const searchVisitors = async (db: Database, idCondo: number, t: SearchTerms) => {
  const digits = documentDigits(t);
  const words = digits ? [digits] : t.words;
  if (words.length === 0) return [];
  const unit = digits ? null : personUnit(t);
  const onePlan = !unit && everyWordHasTrigrams(words);
  const key = `desk_visitors_${words.length}_${unit ? unit.n : 'x'}_${onePlan ? 'g' : 'c'}`;
  const rows = await visitorsQuery(db, key, words.length, unit?.n ?? null, onePlan).execute({
    idCondo,
    exact: foldText(t.words.join(' ')),
    ...wordParams(words),
    ...unit?.params,
  });
  // A visitor linked to no unit has none: its three columns are null together.
  return rows.map(({ primeiraUnidade, ...r }) => {
    const [idUnidade, unidade, nmBloco] = primeiraUnidade
      ? (JSON.parse(primeiraUnidade) as [number, string, string])
      : [null, null, null];
    return { ...r, idUnidade, unidade, nmBloco, documento: maskId(r.documento) };
  });
};

const vehiclesQuery = (db: Database, key: string, byText: SQL[]) =>
  preparedOnce(db, key, () =>
    db
      .select({
        ...unitRef,
        id: veiculos.id,
        placa: veiculos.placa,
        modelo: veiculos.modelo,
        cor: veiculos.cor,
        tipo: veiculos.tipo,
      })
      .from(veiculos)
      .innerJoin(unidades, eq(unidades.idUnidade, veiculos.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(veiculos.idCondo, p('idCondo')), eq(veiculos.ativo, true), ...byText))
      .orderBy(asc(veiculos.placa), asc(veiculos.id))
      .limit(LIMIT)
      .prepare(UNNAMED),
  );

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
