import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autorizacoes, visitanteUnidades, visitantes } from '../../db/schema/index.ts';

export type AuthorisedPerson = { idAutorizado: number; nome: string; cpf: string; idUnidade: number };

/**
 * The people of a unit who count as authorised (spec 02 §2.6 "residents and authorised people of the unit"; issue
 * 28 §18, decision 101): an active visitor or provider of the unit holding a schedule, not deleted, that covers
 * `today` (PONTUAL on the day, ACESSO_LIBERADO inside its range). INTERFONAR is not an authorisation: the desk calls
 * the unit first. `cpf` is the CPF digits, '' for a foreign document. Until the desk console gives authorised people a
 * list of their own.
 */
export const findAuthorisedPeople = async (
  db: Database,
  unitIds: number[],
  today: string,
  idVisitante?: number,
): Promise<AuthorisedPerson[]> => {
  if (unitIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      idAutorizado: visitantes.id,
      nome: visitantes.nome,
      tipoDocumento: visitantes.tipoDocumento,
      numeroDocumento: visitantes.numeroDocumento,
      idUnidade: sql<number>`${visitanteUnidades.idUnidade}`,
    })
    .from(autorizacoes)
    .innerJoin(visitanteUnidades, eq(visitanteUnidades.id, autorizacoes.idVisitanteUnidade))
    .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
    .where(
      and(
        inArray(visitanteUnidades.idUnidade, unitIds),
        eq(visitanteUnidades.ativo, true),
        eq(visitantes.ativo, true),
        isNull(autorizacoes.excluidoEm),
        ne(autorizacoes.tipoAutorizacao, 'INTERFONAR'),
        lte(autorizacoes.dataDe, today),
        gte(sql`coalesce(${autorizacoes.dataAte}, ${autorizacoes.dataDe})`, today),
        idVisitante === undefined ? undefined : eq(visitantes.id, idVisitante),
      ),
    )
    .orderBy(asc(visitantes.nome), asc(visitantes.id));
  return rows.map((r) => ({
    idAutorizado: r.idAutorizado,
    nome: r.nome,
    cpf: r.tipoDocumento === 'CPF' ? r.numeroDocumento : '',
    idUnidade: r.idUnidade,
  }));
};
