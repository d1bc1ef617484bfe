import type { TimelineAreaId } from '@portaria/shared/areas';
import type { Database } from '../../db/client.ts';
import { bumpDataVersion } from '../lists/data-version.repository.ts';
import { timelineEvents } from '../../db/schema/index.ts';

/** The area of a timeline event, as the area table declares it. */
export type TimelineArea = TimelineAreaId;

export type TimelineEntry = {
  idCondo: number;
  area: TimelineArea;
  /** One pt-BR line as the desk reads it, e.g. `Correspondência recebida (Cód.71)`. Never a CPF or a secret. */
  atividade: string;
  /** When it happened (the request's clock). */
  at: Date;
  /** When it ended, for things with a duration (a visit, a booking, a move). */
  ate?: Date | null;
  idUnidade?: number | null;
  nmPessoa?: string | null;
  idUsuario?: number | null;
  entidade?: string;
  idEntidade?: string | number | null;
};

/**
 * Adds one event to the condominium's timeline (spec 02 §2.5), in the transaction of the change it describes: areas
 * declare their events to recordChange (platform/change), which calls this with the change's audit entry, so the
 * event commits with the change or not at all (STYLE §11, decision 106).
 */
export const appendTimelineEvent = async (db: Database, entry: TimelineEntry): Promise<void> => {
  // The day's timeline is a cached list (decision 061): the event moves its version in the same transaction.
  await bumpDataVersion(db, entry.idCondo, 'linhadotempo');
  await db.insert(timelineEvents).values({
    idCondo: entry.idCondo,
    area: entry.area,
    atividade: entry.atividade,
    dtInicio: entry.at,
    dtFim: entry.ate ?? null,
    idUnidade: entry.idUnidade ?? null,
    nmPessoa: entry.nmPessoa ?? null,
    idUsuario: entry.idUsuario ?? null,
    entidade: entry.entidade ?? null,
    idEntidade: entry.idEntidade == null ? null : String(entry.idEntidade),
  });
};
