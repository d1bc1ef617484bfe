import { maskId } from '@portaria/shared/br/mask';
import { SEARCH_GROUP_LIMIT as LIMIT, type SearchResult } from '@portaria/shared/desk/desk.schemas';
import type { SearchTerms } from '@portaria/shared/desk/search-terms';
import { foldText } from '@portaria/shared/text';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades, visitanteUnidades, visitantes } from '../../db/schema/index.ts';
import { ONE_PLAN_FOR_EVERY_PATTERN_MARK } from '../../db/prepared-pg.ts';
import { preparedOnce, UNNAMED } from '../../platform/lists/prepared.ts';
import { everyWordHasTrigrams } from '../../platform/lists/search.ts';
import { authorisedLinkOn, isActive } from '../condominium/people.repository.ts';
import {
  documentDigits,
  hitsWithUnits,
  likeParam,
  p,
  personUnit,
  startPattern,
  unitMatch,
  unitRef,
  wordParams,
  wordsMatch,
} from './desk-search-sql.repository.ts';

/** The desk's search of people (residents, then authorised people) and of visitors: see desk-search.repository.ts. */

type PersonHit = NonNullable<SearchResult['pessoas']>[number];

/**
 * Without a unit in the text, a group's few hits are chosen first, then joined to their unit (`hitsWithUnits`). With
 * a unit, the unit's words are the filter, so the join stays inside.
 */
const residentsQuery = (db: Database, key: string, byText: SQL[], unitWords: number | null) =>
  preparedOnce(db, key, () => {
    const where = and(
      eq(pessoas.idCondo, p('idCondo')),
      isActive,
      ...byText,
      ...(unitWords === null ? [] : unitMatch(unitWords)),
    );
    const order = [asc(pessoas.nome), asc(pessoas.id)];
    const person = { id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf, perfil: pessoas.perfil };
    if (unitWords === null) {
      const hits = db
        .select({ ...person, hitUnit: sql<number>`${pessoas.idUnidade}`.as('hit_unit') })
        .from(pessoas)
        .where(where)
        .orderBy(...order)
        .limit(LIMIT)
        .as('hits');
      return hitsWithUnits(db, hits, { id: hits.id, nome: hits.nome, cpf: hits.cpf, perfil: hits.perfil }, hits.nome);
    }
    return db
      .select({ ...unitRef, ...person })
      .from(pessoas)
      .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(where)
      .orderBy(...order)
      .limit(LIMIT)
      .prepare(UNNAMED);
  });

const authorisedQuery = (db: Database, key: string, words: number, unitWords: number | null) =>
  preparedOnce(db, key, () => {
    const where = and(
      eq(visitantes.idCondo, p('idCondo')),
      authorisedLinkOn(p('today')),
      // With a unit, the name is matched on the unit's links (their copy of the visitor's text, in their index).
      ...wordsMatch(unitWords === null ? visitantes.busca : visitanteUnidades.buscaVisitante, words),
      ...(unitWords === null ? [] : unitMatch(unitWords)),
    );
    const person = {
      id: visitantes.id,
      nome: visitantes.nome,
      documento: visitantes.numeroDocumento,
      // For an authorised person the profile is their relation to the unit ('Filha', 'Motorista'), '' without one.
      perfil: sql<string>`coalesce(${visitanteUnidades.parentesco}, '')`.as('perfil'),
    };
    const order = [asc(visitantes.nome), asc(visitantes.id)];
    if (unitWords === null) {
      const hits = db
        .select({ ...person, hitUnit: sql<number>`${visitanteUnidades.idUnidade}`.as('hit_unit') })
        .from(visitantes)
        .innerJoin(visitanteUnidades, eq(visitanteUnidades.idVisitante, visitantes.id))
        .where(where)
        .orderBy(...order)
        .limit(p('limit'))
        .as('hits');
      const fields = { id: hits.id, nome: hits.nome, documento: hits.documento, perfil: hits.perfil };
      return hitsWithUnits(db, hits, fields, hits.nome);
    }
    return db
      .select({ ...unitRef, ...person })
      .from(visitantes)
      .innerJoin(visitanteUnidades, eq(visitanteUnidades.idVisitante, visitantes.id))
      .innerJoin(unidades, eq(unidades.idUnidade, visitanteUnidades.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(where)
      .orderBy(...order)
      .limit(p('limit'))
      .prepare(UNNAMED);
  });

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
