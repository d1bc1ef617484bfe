import { TIMELINE_EVENTS as E } from '@portaria/shared/timeline/timeline-events';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The demo's timeline: the events the seeded parcels would have written had they been registered and handed over
 * at the desk (the areas write their own events when they seed through their services). Run after the seeds
 * it reads.
 */
export const seedTimeline = async (db: Database): Promise<void> => {
  await db.execute(sql`
    INSERT INTO timeline_events (id_condo, area, atividade, dt_inicio, id_unidade, nm_pessoa, id_usuario, entidade, id_entidade)
    SELECT c.id_condo, 'correspondencia', replace(${E['correspondencia.cadastrar']}, '{id}', c.id::text), c.data_chegada, c.id_unidade,
           c.destinatario, c.id_porteiro, 'correspondencia', c.id::text
      FROM correspondencias c
    UNION ALL
    SELECT c.id_condo, 'correspondencia', replace(${E['correspondencia.retirar']}, '{id}', c.id::text), r.data_retirada, c.id_unidade,
           r.nome, r.id_usuario, 'correspondencia', c.id::text
      FROM correspondencias c JOIN retiradas r ON r.id = c.id_retirada`);
};
