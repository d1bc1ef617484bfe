import type { GroupedSchedules, Schedule } from '@portaria/shared/access-control/visitors.schemas';
import {
  groupSchedules,
  weekdaysOfMask,
  type AuthorizationType,
  type CreatedBy,
} from '@portaria/shared/access-control/visitors.rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from './visitors-sql-rows.ts';

/** A visitor-unit's schedules (autorizacoes) as the screens read them. */
type ScheduleRow = {
  id: number;
  id_visitante_unidade: number;
  tipo_autorizacao: AuthorizationType;
  data_de: string | null;
  data_ate: string | null;
  dias_semana: number;
  usa_biometria_facial: boolean;
  status_biometria: 'NAO_CADASTRADA' | 'CADASTRADA';
  created_by: CreatedBy;
};

const scheduleColumns = sql`a.id, a.id_visitante_unidade, a.tipo_autorizacao, a.data_de::text as data_de, a.data_ate::text as data_ate,
  a.dias_semana, a.usa_biometria_facial, a.status_biometria, a.created_by`;

const toSchedule = (r: ScheduleRow): Schedule => ({
  id: r.id,
  idVisitanteUnidade: r.id_visitante_unidade,
  tipoAutorizacao: r.tipo_autorizacao,
  inicio: r.data_de,
  fim: r.data_ate,
  usaBiometriaFacial: r.usa_biometria_facial,
  statusBiometria: r.status_biometria,
  recorrencia:
    r.tipo_autorizacao === 'ACESSO_LIBERADO'
      ? {
          tipoRecorrencia: 'DIARIO',
          intervalo: 0,
          recorrencias: weekdaysOfMask(r.dias_semana).map((valorRecorrencia) => ({
            valorRecorrencia,
            inicio: '00:00',
            fim: '00:00',
          })),
        }
      : null,
  createdBy: r.created_by,
});

/** The schedules (not deleted) of a visitor-unit, newest first, as 'ativas' and 'vencidas' on `today`. */
export const groupedSchedulesOf = async (
  db: Database,
  idVisitanteUnidade: number,
  today: string,
): Promise<GroupedSchedules> => {
  const rows = await rowsOf<ScheduleRow>(
    db,
    sql`select ${scheduleColumns} from autorizacoes a
        where a.id_visitante_unidade = ${idVisitanteUnidade} and a.excluido_em is null order by a.id desc`,
  );
  return groupSchedules(rows.map(toSchedule), today);
};

/** A schedule (not deleted) of the condominium with its visitor's name and unit, or null. */
export const findSchedule = async (db: Database, idCondo: number, idAutorizacao: number) => {
  const [row] = await rowsOf<ScheduleRow & { nome: string; id_unidade: number | null }>(
    db,
    sql`select ${scheduleColumns}, v.nome, vu.id_unidade from autorizacoes a
        join visitante_unidades vu on vu.id = a.id_visitante_unidade
        join visitantes v on v.id = vu.id_visitante
        where a.id = ${idAutorizacao} and a.id_condo = ${idCondo} and a.excluido_em is null`,
  );
  return row
    ? { ...toSchedule(row), nome: row.nome, idUnidade: row.id_unidade, diasSemana: weekdaysOfMask(row.dias_semana) }
    : null;
};
