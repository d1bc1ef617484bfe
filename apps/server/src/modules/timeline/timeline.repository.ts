import { addDays, dayStart, localDateTime } from '@portaria/shared/common/day';
import type { Activity } from '@portaria/shared/timeline/timeline.schemas';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, timelineEvents, unidades } from '../../db/schema/index.ts';

/** The most events one day answers; a busy gatehouse has a few hundred. */
export const TIMELINE_DAY_MAX = 5000;

/** One São Paulo day of a condominium's timeline, newest first, with the unit's current block and name. */
export const timelineOfDay = async (db: Database, idCondo: number, day: string): Promise<Activity[]> => {
  const rows = await db
    .select({
      atividade: timelineEvents.atividade,
      dtInicio: timelineEvents.dtInicio,
      dtFim: timelineEvents.dtFim,
      nmBloco: blocos.nome,
      nmUnidade: unidades.nome,
      nmPessoa: timelineEvents.nmPessoa,
    })
    .from(timelineEvents)
    .leftJoin(unidades, eq(unidades.idUnidade, timelineEvents.idUnidade))
    .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(
      and(
        eq(timelineEvents.idCondo, idCondo),
        gte(timelineEvents.dtInicio, dayStart(day)),
        lt(timelineEvents.dtInicio, dayStart(addDays(day, 1))),
      ),
    )
    .orderBy(desc(timelineEvents.dtInicio), desc(timelineEvents.id))
    .limit(TIMELINE_DAY_MAX);
  return rows.map((r) => ({
    atividade: r.atividade,
    dtInicio: localDateTime(r.dtInicio),
    dtFim: r.dtFim ? localDateTime(r.dtFim) : null,
    nmBloco: r.nmBloco,
    nmPessoa: r.nmPessoa,
    nmUnidade: r.nmUnidade,
  }));
};
