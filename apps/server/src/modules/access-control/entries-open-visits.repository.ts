import type { AuthorizationType } from '@portaria/shared/access-control/visitors.rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entryWordsMatch, epoch, toCard, type CardRow } from './entries.repository.ts';
import { rowsOf } from './visitors-sql-rows.ts';

export type OpenVisitFilters = {
  antesDe?: string | undefined;
  idVisitanteUnidade?: number | undefined;
  idsBlocos?: number[] | undefined;
  idsUnidades?: number[] | undefined;
  curinga?: string | undefined;
  tipoAutorizacao?: AuthorizationType | undefined;
};

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Visits with an entry and no exit, oldest entry first (decision 094): the ones left open on days before `antesDe`
 * (the desk's overnight visits), or every open visit of the person behind `idVisitanteUnidade` (any of their units:
 * one person is inside once). The partial index on open visits keeps this small whatever the history.
 */
export const listOpenVisits = async (
  db: Database,
  idCondo: number,
  f: OpenVisitFilters,
  window: { limit: number; offset: number },
) => {
  const where: SQL[] = [sql`l.id_condo = ${idCondo}`, sql`l.dt_saida is null`, sql`vu.ativo`];
  if (f.antesDe) where.push(sql`l.dia < ${f.antesDe}::date`);
  if (f.idVisitanteUnidade) {
    where.push(
      sql`vu.id_visitante = (select x.id_visitante from visitante_unidades x where x.id = ${f.idVisitanteUnidade} and x.id_condo = ${idCondo})`,
    );
  }
  if (f.idsBlocos?.length) where.push(sql`u.id_bloco in (${ids(f.idsBlocos)})`);
  if (f.idsUnidades?.length) where.push(sql`vu.id_unidade in (${ids(f.idsUnidades)})`);
  if (f.tipoAutorizacao) where.push(sql`l.tipo_autorizacao = ${f.tipoAutorizacao}`);
  where.push(...entryWordsMatch('p', f.curinga));
  const rows = await rowsOf<CardRow>(
    db,
    sql`select l.id as id_log, v.visitante_tipo, l.tipo_autorizacao, l.id_autorizacao, v.nome, l.id_visitante_unidade, v.empresa,
          b.nome as nm_bloco, u.nome as nm_unidade, a.data_de::text as data_de, a.data_ate::text as data_ate,
          ${epoch(sql`l.dt_entrada`)} as dt_entrada, null as dt_saida, count(*) over () as total_rows
        from log_entradas l
        join visitante_unidades vu on vu.id = l.id_visitante_unidade
        join visitantes v on v.id = vu.id_visitante
        left join unidades u on u.id_unidade = vu.id_unidade
        left join blocos b on b.id_bloco = u.id_bloco
        left join autorizacoes a on a.id = l.id_autorizacao
        cross join lateral (select v.busca, u.nome as nm_unidade, b.nome as nm_bloco) p
        where ${sql.join(where, sql` and `)}
        order by l.dt_entrada, l.id
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({ ...toCard(r), totalRows: Number(r.total_rows) }));
};
