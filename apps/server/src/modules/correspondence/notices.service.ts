import type { ParcelNotices, PendingNotices } from '@portaria/shared/notices/notice.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import { requeueFailed } from '../../platform/notices/jobs.repository.ts';
import { entityNotices, marksOf } from '../../platform/notices/notice-status.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { hasParcel, pendingParcelIds } from './notices.repository.ts';

const ENTITY = 'correspondencia';

const requireParcel = async (db: Database, idCondo: number, id: number) => {
  if (!(await hasParcel(db, idCondo, id))) throw new HttpError(404, M.parcelNotFound);
};

/** The parcel's notice to each resident and their sum. */
export const parcelNotices = async (db: Database, idCondo: number, id: number): Promise<ParcelNotices> => {
  await requireParcel(db, idCondo, id);
  return entityNotices(db, idCondo, ENTITY, id);
};

/** The sums of a unit's pending parcels that have notices (the pending list marks the failed ones). */
export const pendingNotices = async (db: Database, idCondo: number, idUnidade: number): Promise<PendingNotices> => {
  await requireUnit(db, idCondo, idUnidade, M.unitNotFound);
  const pending = await pendingParcelIds(db, idCondo, idUnidade, 200);
  const marks = await marksOf(db, idCondo, ENTITY, pending);
  return { data: [...marks].map(([idCorrespondencia, mark]) => ({ idCorrespondencia, ...mark })) };
};

/** "Reenviar aviso": the failed messages go back to the queue with fresh tries; the audit entry commits with them. */
export const resendParcelNotices = async (
  deps: Pick<ModuleDeps, 'db' | 'now' | 'jobs'>,
  auth: AuthContext,
  id: number,
): Promise<ParcelNotices> => {
  const { db } = deps;
  await requireParcel(db, auth.idCondo, id);
  const at = deps.now();
  await recordChange(deps, changeBy(auth, at), async (tx) => {
    const requeued = await requeueFailed(tx, auth.idCondo, ENTITY, id, at);
    if (requeued.length === 0) throw new HttpError(409, NM.nothingToResend);
    return {
      result: undefined,
      requeued,
      audit: {
        acao: 'correspondencia.reenviar_aviso',
        entidade: ENTITY,
        idEntidade: id,
        detalhes: { avisos: requeued.length },
      },
    };
  });
  return parcelNotices(db, auth.idCondo, id);
};
