import { and, asc, eq, gte, lt, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Move, MoveRules } from '@portaria/shared/reservations/move.schemas';
import type { Page } from '@portaria/shared/common/page';
import type { Database } from '../../db/client.ts';
import { blocos, mudancaRegras, mudancas, unidades } from '../../db/schema/index.ts';
import { paginate, totalRowsColumn } from '../../platform/lists/paginate.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { toLocal } from './local-time.ts';

export const findMoveRules = async (db: Database, idCondo: number): Promise<MoveRules | null> => {
  const [row] = await db
    .select({
      id_mudanca_regra: mudancaRegras.idMudancaRegra,
      ativo: mudancaRegras.ativo,
      diasPermitidos: mudancaRegras.diasPermitidos,
      diasAntecedencia: mudancaRegras.diasAntecedencia,
      horaSemanaInicio: mudancaRegras.horaSemanaInicio,
      horaSemanaFim: mudancaRegras.horaSemanaFim,
      horaFdsInicio: mudancaRegras.horaFdsInicio,
      horaFdsFim: mudancaRegras.horaFdsFim,
    })
    .from(mudancaRegras)
    .where(eq(mudancaRegras.idCondo, idCondo));
  return row ?? null;
};

const moveColumns = {
  idMudanca: mudancas.idMudanca,
  idUnidade: unidades.idUnidade,
  nome: unidades.nome,
  nmBloco: blocos.nome,
  dataAgendada: mudancas.dataAgendada,
  horarioFim: mudancas.horarioFim,
  mudancaStatus: mudancas.mudancaStatus,
  ativo: mudancas.ativo,
};

type MoveRow = {
  idMudanca: number;
  idUnidade: number;
  nome: string;
  nmBloco: string;
  dataAgendada: Date;
  horarioFim: Date;
  mudancaStatus: string;
  ativo: boolean;
};

const toMove = (r: MoveRow): Move => ({
  id_mudanca: r.idMudanca,
  unidade: { idUnidade: r.idUnidade, nome: r.nome, nmBloco: r.nmBloco },
  dataAgendada: toLocal(r.dataAgendada),
  horarioFim: toLocal(r.horarioFim),
  mudancaStatus: r.mudancaStatus,
  ativo: r.ativo,
});

const visible = (idCondo: number | Placeholder) =>
  and(eq(mudancas.idCondo, idCondo), eq(mudancas.ativo, true), ne(mudancas.mudancaStatus, 'RECUSADO'));

const p = (name: string) => sql.placeholder(name);

/**
 * The moves of a period, built once per database handle with placeholders: building the drizzle query on every
 * request was a fifth of the route's server CPU (issue 30).
 */
const periodPage = (db: Database) =>
  preparedOnce(db, 'mudancas:periodo', () =>
    db
      .select({ ...moveColumns, totalRows: totalRowsColumn() })
      .from(mudancas)
      .innerJoin(unidades, eq(unidades.idUnidade, mudancas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(
        and(
          visible(p('idCondo')),
          gte(mudancas.dia, sql`${p('fromDay')}::date`),
          lt(mudancas.dia, sql`${p('untilDay')}::date`),
        ),
      )
      .orderBy(asc(mudancas.dataAgendada), asc(mudancas.idMudanca))
      .limit(p('limit') as unknown as number)
      .offset(p('offset') as unknown as number)
      .prepare('mudancas_periodo'),
  );

/** Active moves of days [fromDay, untilDay], without the refused ones (spec 02 §2.10), by time. */
export const listMoves = async (
  db: Database,
  idCondo: number,
  q: { page: number; limit: number; fromDay: string; untilDay: string },
): Promise<Page<Move>> =>
  paginate(
    { page: q.page, limit: q.limit },
    (window) => periodPage(db).execute({ idCondo, fromDay: q.fromDay, untilDay: nextDay(q.untilDay), ...window }),
    (rows) => rows.map(toMove),
  );

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Days of [fromDay, untilDay] that an active move (not RECUSADO) holds: the unique index's own predicate. */
export const takenMoveDays = async (
  db: Database,
  idCondo: number,
  fromDay: string,
  untilDay: string,
): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ dia: mudancas.dia })
    .from(mudancas)
    .where(and(visible(idCondo), gte(mudancas.dia, fromDay), lt(mudancas.dia, nextDay(untilDay))))
    .orderBy(asc(mudancas.dia));
  return rows.map((r) => r.dia);
};

export const findMove = async (db: Database, idCondo: number, id: number): Promise<Move | null> => {
  const [row] = await db
    .select(moveColumns)
    .from(mudancas)
    .innerJoin(unidades, eq(unidades.idUnidade, mudancas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(visible(idCondo), eq(mudancas.idMudanca, id)));
  return row ? toMove(row) : null;
};

/** Inserts a move; the partial unique index (one per day) refuses a second one with 23505. */
export const insertMove = async (
  db: Database,
  idCondo: number,
  m: { idUnidade: number; dia: string; inicio: Date; fim: Date; createdBy: number; at: Date },
): Promise<number> => {
  const [row] = await db
    .insert(mudancas)
    .values({
      idCondo,
      idUnidade: m.idUnidade,
      dia: m.dia,
      dataAgendada: m.inicio,
      horarioFim: m.fim,
      mudancaStatus: 'PENDENTE',
      createdBy: m.createdBy,
      createdAt: m.at,
    })
    .returning({ id: mudancas.idMudanca });
  return row!.id;
};

export const cancelMove = async (db: Database, idCondo: number, id: number, at: Date): Promise<number> => {
  const rows = await db
    .update(mudancas)
    .set({ ativo: false, mudancaStatus: 'CANCELADO', canceladoEm: at })
    .where(and(visible(idCondo), eq(mudancas.idMudanca, id)))
    .returning({ id: mudancas.idMudanca });
  return rows.length;
};
