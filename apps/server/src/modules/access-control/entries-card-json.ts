import { sql, type SQL } from 'drizzle-orm';
import { jsonText, localTime } from '../../platform/lists/json-rows.ts';

/** Where a card's visit comes from: a visit's (or a schedule's) columns, by the statement's own aliases. */
type CardVisit = {
  idLog: SQL;
  tipoAutorizacao: SQL;
  idAutorizacao: SQL;
  idVisitanteUnidade: SQL;
  entrada: SQL;
  saida: SQL;
};

/**
 * An entry card as the database writes it (decision 136): `entryCardSchema`'s keys in order, as `toCard` makes it
 * (the entry and exit as `localDateTime` writes them). The person is `v`, the unit `u`, its block `b`, the schedule
 * `a`. The open visits' and the day's pages write their cards with it; each page's JSON test holds it to `toCard`.
 */
export const cardJson = (visit: CardVisit): SQL<string> =>
  jsonText({
    idLogEntrada: visit.idLog,
    tipo: sql`v.visitante_tipo`,
    tipoAutorizacao: visit.tipoAutorizacao,
    idAutorizacao: visit.idAutorizacao,
    nmVisitante: sql`v.nome`,
    idVisitanteUnidade: visit.idVisitanteUnidade,
    empresa: sql`v.empresa`,
    nmBloco: sql`b.nome`,
    nmUnidade: sql`u.nome`,
    inicioAgendamento: sql`a.data_de::text`,
    fimAgendamento: sql`a.data_ate::text`,
    dtEntrada: localTime(visit.entrada),
    dtSaida: localTime(visit.saida),
  });
