import { BLOCK_REASONS, RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { areaReservas as r, areas, blocos, cobrancasUnidade, unidades } from '../../db/schema/index.ts';
import { jsonObject, jsonText, localTime, named, namedRows } from '../../platform/lists/json-rows.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { CANCELLED, PENDING, isActive } from './reservations.repository.ts';

const p = (name: string) => sql.placeholder(name);
/** A pt-BR text of the answer, written into the statement as a literal (it is code, never input). */
const text = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/**
 * A reservation's answer (`reservationSchema`) as the database writes it (decision 136), what `toReservation` builds
 * in JS: the unit only with its name, the status and the block reason in words, the fee as a number.
 */
const reservationJson = jsonText({
  id: r.id,
  idArea: r.idArea,
  nomeArea: areas.nomeArea,
  idUnidade: r.idUnidade,
  nomeUnidade: unidades.nome,
  unidade: sql`case when ${r.idUnidade} is not null and ${unidades.nome} is not null then ${jsonObject({
    idUnidade: r.idUnidade,
    nome: unidades.nome,
    nmBloco: sql`coalesce(${blocos.nome}, '')`,
  })} end`,
  dataInicioReserva: localTime(r.dataInicioReserva),
  dataFimReserva: localTime(r.dataFimReserva),
  tipoReserva: sql`case when ${r.tipoReserva} = 'B' then 'B' else 'R' end`,
  observacao: r.observacao,
  dataInclusao: localTime(r.dataInclusao),
  origemReserva: r.origemReserva,
  descriptionIdStatus: sql`case ${r.idStatus} when ${sql.raw(String(CANCELLED))} then ${text(M.statusCancelled)}
    when ${sql.raw(String(PENDING))} then ${text(M.statusPending)} else ${text(M.statusActive)} end`,
  motivo: r.motivo,
  descricaoMotivo: sql`case ${r.motivo} ${sql.join(
    Object.entries(BLOCK_REASONS).map(
      ([code, reason]) => sql`when ${sql.raw(String(Number(code)))} then ${text(reason)}`,
    ),
    sql` `,
  )} end`,
  valorCobranca: sql`${cobrancasUnidade.valor}::float8`,
});

const prepareList = (db: Database) =>
  db
    .select(named({ json: reservationJson }))
    .from(r)
    .innerJoin(areas, eq(areas.id, r.idArea))
    .leftJoin(unidades, eq(unidades.idUnidade, r.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(cobrancasUnidade, and(eq(cobrancasUnidade.idReserva, r.id), eq(cobrancasUnidade.tipo, 'COBRANCA')))
    .where(
      and(
        eq(r.idCondo, p('idCondo')),
        eq(r.idArea, p('idArea')),
        eq(r.tipoReserva, p('tipoReserva')),
        isActive,
        lt(r.dataInicioReserva, sql`${p('to')}::timestamptz`),
        gte(r.dataInicioReserva, sql`${p('from')}::timestamptz`),
      ),
    )
    .orderBy(asc(r.dataInicioReserva), asc(r.id))
    .prepare('reservas_lista');

/** Active reservations or blocks of an area starting in [from, to), by start: the answer's JSON text. */
export const listReservationsJson = async (
  db: Database,
  idCondo: number,
  filter: { idArea: number; tipoReserva: 'R' | 'B'; from: Date; to: Date },
): Promise<string> => {
  const rows = await namedRows<{ json: string }>(
    preparedOnce(db, 'reservas:lista', () => prepareList(db)),
    { idCondo, ...filter, from: filter.from.toISOString(), to: filter.to.toISOString() },
  );
  return `[${rows.map((row) => row.json).join(',')}]`;
};
