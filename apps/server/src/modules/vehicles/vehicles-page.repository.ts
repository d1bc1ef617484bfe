import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { maskId } from '@portaria/shared/br/mask';
import { dedupePeople } from '@portaria/shared/condominium/condominium.schemas';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades, veiculos as v } from '../../db/schema/index.ts';
import { setCountOf } from '../../platform/lists/daily-counts.ts';
import { joinedObject, jsonText, named, namedRows } from '../../platform/lists/json-rows.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { preparedOnce, UNNAMED } from '../../platform/lists/prepared.ts';
import { storedContains } from '../../platform/lists/search.ts';
import { unitsNaming } from '../condominium/units-naming.ts';
import { searchCondition } from './vehicle-search.ts';

const p = (name: string) => sql.placeholder(name);

/**
 * The list's order: block by name, unit in natural order (length, name, id), plate, id — on the names the triggers
 * copy into the vehicle (migration 0055), so a page is one range of `veiculos_lista_idx`.
 */
const listOrder = [
  asc(v.nmBlocoOrdem),
  asc(sql`length(${v.nmUnidadeOrdem})`),
  asc(v.nmUnidadeOrdem),
  asc(v.idUnidade),
  asc(v.placa),
  asc(v.id),
];

/**
 * A vehicle's answer as the database writes it (decision 136), in `vehicleSchema`'s key order, as `toVehicles`
 * makes it, around what JS decides: the unit's `alugado` and `pessoas` (de-duplicated on the full CPF, then masked:
 * `dedupePeople` and `maskId`, decision 064), from the unit's active residents the database lists as [cpf, name,
 * profile] by id. vehicles-page-json.test.ts holds the joined text to `findVehicle` and the route's serializer.
 */
const parts = {
  id: v.id,
  head: jsonText({ id: v.id }),
  unit: jsonText({ id: unidades.idUnidade, idUnidade: unidades.idUnidade, nome: unidades.nome, nmBloco: blocos.nome }),
  people: sql<string>`(select coalesce(json_agg(json_build_array(${pessoas.cpf}, ${pessoas.nome}, ${pessoas.perfil})
      order by ${pessoas.id}), '[]')::text from ${pessoas}
      where ${pessoas.idUnidade} = ${unidades.idUnidade} and ${pessoas.situacao} = 'ATIVO')`,
  tail: jsonText({
    tipo: v.tipo,
    placa: v.placa,
    cor: v.cor,
    modelo: v.modelo,
    observacao: v.observacao,
    vagaAlugada: sql`case when ${v.vagaAlugada} then 'S' else 'N' end`,
    ativo: v.ativo,
  }),
};

/** A page's row as the driver reads it. */
type PageRow = {
  id: number | string;
  head: string;
  unit: string;
  people: string;
  tail: string;
  total: number | string;
};

/** The condominium's active vehicles (a literal `ativo`: the list's partial index matches the generic plan). */
const active = and(eq(v.idCondo, p('idCondo')), sql`${v.ativo}`)!;

/** The page's rows, with their unit and block, in the list's order. */
const pageRows = (db: Database, total: SQL, from: SQL, where?: SQL) =>
  db
    .select(named({ ...parts, total }))
    .from(from)
    .innerJoin(unidades, eq(unidades.idUnidade, v.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(where)
    .orderBy(...listOrder);

/**
 * The page without a search, prepared once: its ids one range of the list's index (with the LIMIT and OFFSET), as
 * one array the named statement's generic plan reads by primary key, and the total the triggers' counter (migration
 * 0051). Joined to the page as a subquery instead, the generic plan (blind to the LIMIT: 10 % of the vehicles)
 * wrote the JSON and read the residents of 900 rows, so PostgreSQL planned it again on every execution. Before, the
 * page walked every unit block by block, planned for its values, and the residents and the counter were two more
 * statements.
 */
const wholeList = (db: Database) =>
  preparedOnce(db, 'veiculos:pagina:json', () => {
    const ids = db
      .select({ id: v.id })
      .from(v)
      .where(active)
      .orderBy(...listOrder)
      .limit(p('limit') as unknown as number)
      .offset(p('offset') as unknown as number);
    const inPage = sql`${v.id} = any((select array(${ids}))::bigint[])`;
    return pageRows(db, setCountOf('veiculos:ATIVO', p('idCondo')), sql`${v}`, inPage).prepare('veiculos_pagina_json');
  });

/** The ids of the condominium's units whose name or block's name holds the word, as one array (decision 134). */
const unitsOf = (idCondo: number, word: string) =>
  sql`array(${unitsNaming(idCondo, (busca) => storedContains(busca, word))})`;

/**
 * A search's page (`searchCondition`: every word in the vehicle, its unit or its block), built for its words and
 * planned for them (unnamed, decision 134). Its matches come first (a MATERIALIZED CTE: the trigram index), then
 * they are ordered, counted and cut to the page: left free, the planner walked the list's index in order and tested
 * every vehicle of the condominium against the words (11.8 ms a search against 3).
 */
const searched = (db: Database, idCondo: number, query: string) => {
  const matching = searchCondition(query, {
    vehicle: v.busca,
    unitsOf: (word) => unitsOf(idCondo, word),
    unit: v.idUnidade,
    plate: v.placa,
  });
  if (!matching) return null;
  const from = sql`(with matches as materialized (
      select ${v.id} as id, ${v.nmBlocoOrdem} as bloco, ${v.nmUnidadeOrdem} as unidade, ${v.idUnidade} as id_unidade,
        ${v.placa} as placa
      from ${v} where ${and(active, matching)})
    select id as hit_id, count(*) over () as hit_total from matches
    order by bloco, length(unidade), unidade, id_unidade, placa, id
    limit ${p('limit')} offset ${p('offset')}) hits join ${v} on ${v.id} = hits.hit_id`;
  return pageRows(db, sql`hits.hit_total`, from).prepare(UNNAMED);
};

/** `"alugado":…,"pessoas":[…]` of a unit, from its residents as the database lists them. */
const unitPeople = (people: string): { alugado: boolean; pessoas: { cpf: string; nome: string }[] } => {
  const rows = JSON.parse(people) as [cpf: string, nome: string, perfil: string][];
  return {
    alugado: rows.some(([, , perfil]) => perfil === 'morar.inquilino'),
    pessoas: dedupePeople(rows.map(([cpf, nome]) => ({ cpf, nome }))).map((person) => ({
      ...person,
      cpf: maskId(person.cpf),
    })),
  };
};

/** One page of the condominium's active vehicles (those the search finds), each as its answer's JSON, and the total. */
export const vehiclesPageJson = async (
  db: Database,
  idCondo: number,
  query: string | undefined,
  window: PageWindow,
): Promise<{ rows: string[]; total: number }> => {
  const statement = (query && searched(db, idCondo, query)) || wholeList(db);
  const rows = await namedRows<PageRow>(statement, { idCondo, ...window });
  const units = new Map<string, string>();
  const json = rows.map((row) => {
    let unit = units.get(row.unit);
    if (unit === undefined) {
      const { alugado, pessoas } = unitPeople(row.people);
      units.set(row.unit, (unit = joinedObject(row.unit, ['alugado', alugado], ['pessoas', pessoas])));
    }
    return `${row.head.slice(0, -1)},"unidade":${unit},${row.tail.slice(1)}`;
  });
  return { rows: json, total: Number(rows[0]?.total ?? 0) };
};
