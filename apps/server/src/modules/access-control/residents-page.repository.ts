import { maskId } from '@portaria/shared/br/mask';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { setCount, setCountOf } from '../../platform/lists/daily-counts.ts';
import { isoTime, joinedObject, jsonObject, jsonText, named, namedRows } from '../../platform/lists/json-rows.ts';
import type { PageWindow } from '../../platform/lists/paginate.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { isActive } from '../condominium/people.repository.ts';

const p = (name: string) => sql.placeholder(name);

/**
 * A resident's answer as the database writes it (decision 136), in `residentSchema`'s key order, as `toResident`
 * makes it, around the one value JS decides: the CPF, masked by `maskId` (one rule, decision 064). The database
 * writes the resident's keys before it (`head`) and after it (`tail`), and the row's other keys (`rest`);
 * residents-page-json.test.ts holds the joined text to `toResident` and the route's serializer, byte for byte.
 */
const head = jsonText({ idMorador: pessoas.id, nome: pessoas.nome });
const tail = jsonText({
  telefone: pessoas.telefone,
  email: pessoas.email,
  cadastro: isoTime(pessoas.createdAt),
  cadastrado: pessoas.appInstalado,
  usaBiometriaFacial: sql`${pessoas.statusBiometria} = 'CADASTRADA'`,
  statusBiometria: pessoas.statusBiometria,
});
const rest = jsonText({
  unidade: jsonObject({
    id: unidades.idUnidade,
    idUnidade: unidades.idUnidade,
    nome: unidades.nome,
    nmBloco: blocos.nome,
  }),
  tipoAcesso: pessoas.perfil,
  flTemLoginAtivo: pessoas.appInstalado,
  flLiberadoParaUsarApp: pessoas.flUsoApp,
  flCadastroDoLegado: pessoas.flCadastroDoLegado,
  createdBy: pessoas.createdBy,
});

/**
 * A page of the condominium's active residents in name order (the list's first screen, no filter) in ONE statement
 * prepared once: the page's ids on the (condominium, name, id) index of the active ones with its LIMIT and OFFSET,
 * as one array the generic plan reads by primary key (hung on the condominium's row as a subquery instead, the
 * generic plan was never chosen: planned again on every request), those rows written as JSON, and the total from
 * the condominium's counter (migration 0042, decision 114). Before, drizzle decoded 15 columns × 50 rows,
 * `toResident` and the serializer built the answer, and the counter was a statement of its own.
 */
const preparedPage = (db: Database) =>
  preparedOnce(db, 'pessoas:condominio:json', () => {
    const ids = db
      .select({ id: pessoas.id })
      .from(pessoas)
      .where(and(eq(pessoas.idCondo, p('idCondo')), isActive))
      .orderBy(asc(pessoas.nome), asc(pessoas.id))
      .limit(p('limit') as unknown as number)
      .offset(p('offset') as unknown as number);
    return db
      .select(named({ head, cpf: pessoas.cpf, tail, rest, total: setCountOf('pessoas:ATIVO', p('idCondo')) }))
      .from(pessoas)
      .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(sql`${pessoas.id} = any((select array(${ids}))::int[])`)
      .orderBy(asc(pessoas.nome), asc(pessoas.id))
      .prepare('pessoas_condominio_pagina_json');
  });

/** A page's row as the driver reads it. */
type PageRow = { head: string; cpf: string; tail: string; rest: string; total: number | string | null };

/** The row's answer: `{"morador":{…head, cpf masked, …tail}, …rest}`. */
const residentJson = (row: PageRow): string =>
  `{"morador":${joinedObject(row.head, ['cpf', maskId(row.cpf)], row.tail)},${row.rest.slice(1)}`;

/** One page of all the condominium's active residents, each as its answer's JSON text, and their total. */
export const condoResidentsJson = async (
  db: Database,
  idCondo: number,
  window: PageWindow,
): Promise<{ rows: string[]; total: number }> => {
  const rows = await namedRows<PageRow>(preparedPage(db), { idCondo, ...window });
  // A page past the end has no rows to carry the counter: it reads it alone.
  const total = rows.length > 0 ? rows[0]!.total : await setCount(db, 'pessoas:ATIVO', idCondo);
  return { rows: rows.map(residentJson), total: Number(total ?? 0) };
};
