import type {
  ParcelNotices,
  PendingNotices,
  ReminderMark,
  ReminderNotices,
} from '@portaria/shared/notices/notice.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import { findNotices, requeueFailed } from '../../platform/notices/jobs.repository.ts';
import { entityNotices, markOf, marksOf, summarize, toNotice } from '../../platform/notices/notice-status.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { hasParcel, pendingParcelIds } from './notices.repository.ts';
import { lockParcels } from './parcels.repository.ts';
import { pickupCodeKey } from './pickup-code.ts';
import { issuePickupCode } from './pickup-code.service.ts';
import { hasPickupCodes } from './pickup-codes.repository.ts';
import { REMINDER_ENTITY, remindersOf, type ReminderRow } from './reminders.repository.ts';

const ENTITY = 'correspondencia';

const requireParcel = async (db: Database, idCondo: number, id: number) => {
  if (!(await hasParcel(db, idCondo, id))) throw new HttpError(404, M.parcelNotFound);
};

/** Each reminder of the parcels with its messages (decision 130): the jobs of a reminder's row. */
const reminderNotices = async (db: Database, idCondo: number, reminders: ReminderRow[]) => {
  const jobs = await findNotices(
    db,
    idCondo,
    REMINDER_ENTITY,
    reminders.map((r) => r.id),
  );
  return reminders.map((r) => ({
    ...r,
    notices: jobs.filter((j) => j.idEntidade === r.id).map(toNotice),
  }));
};

/** The parcel's notice to each resident and their sum, then each reminder's. */
export const parcelNotices = async (db: Database, idCondo: number, id: number): Promise<ParcelNotices> => {
  await requireParcel(db, idCondo, id);
  const first = await entityNotices(db, idCondo, ENTITY, id);
  const reminders = await reminderNotices(db, idCondo, await remindersOf(db, idCondo, [id]));
  const lembretes: ReminderNotices[] = reminders.map((r) => ({
    numero: r.numero,
    enviadoEm: r.enviadoEm.toISOString(),
    ...summarize(r.notices),
    data: r.notices,
  }));
  return { ...first, lembretes };
};

/** The sums of a unit's pending parcels that have notices (the pending list marks the failed ones). */
export const pendingNotices = async (db: Database, idCondo: number, idUnidade: number): Promise<PendingNotices> => {
  await requireUnit(db, idCondo, idUnidade, M.unitNotFound);
  const pending = await pendingParcelIds(db, idCondo, idUnidade, 200);
  const marks = await marksOf(db, idCondo, ENTITY, pending);
  // The last reminder of each parcel, with its own delivery.
  const last = new Map<number, ReminderMark>();
  for (const r of await reminderNotices(db, idCondo, await remindersOf(db, idCondo, [...marks.keys()])))
    last.set(r.idCorrespondencia, { numero: r.numero, enviadoEm: r.enviadoEm.toISOString(), ...markOf(r.notices) });
  return {
    data: [...marks].map(([idCorrespondencia, mark]) => {
      const lembrete = last.get(idCorrespondencia);
      return { idCorrespondencia, ...mark, ...(lembrete ? { lembrete } : {}) };
    }),
  };
};

/**
 * "Reenviar aviso": the failed messages go back to the queue with fresh tries; the audit entry commits with them. A
 * failed message lost its pickup code with its last try (only the HMAC is kept), so a parcel with codes gets one
 * more (decision 127): the requeued messages carry it, and the code the other residents received still works.
 */
export const resendParcelNotices = async (
  deps: Pick<ModuleDeps, 'db' | 'now' | 'jobs' | 'config'>,
  auth: AuthContext,
  id: number,
): Promise<ParcelNotices> => {
  const { db } = deps;
  await requireParcel(db, auth.idCondo, id);
  const key = await pickupCodeKey(deps.config);
  const at = deps.now();
  await recordChange(deps, changeBy(auth, at), async (tx) => {
    // Locked like a release: a parcel taken meanwhile never gets a working code again.
    const [parcel] = await lockParcels(tx, auth.idCondo, [id]);
    const hasCodes = await hasPickupCodes(tx, auth.idCondo, id);
    if (hasCodes && parcel?.status !== 'PENDENTE') throw new HttpError(409, M.resendReleased);
    const codigo = hasCodes ? await issuePickupCode(tx, key, auth.idCondo, id, at) : undefined;
    const requeued = await requeueFailed(tx, auth.idCondo, ENTITY, id, at, codigo);
    // A reminder's failed messages too (decision 130): they get the same new code.
    for (const reminder of await remindersOf(tx, auth.idCondo, [id]))
      requeued.push(...(await requeueFailed(tx, auth.idCondo, REMINDER_ENTITY, reminder.id, at, codigo)));
    if (requeued.length === 0) throw new HttpError(409, NM.nothingToResend);
    return {
      result: undefined,
      requeued,
      audit: {
        acao: 'correspondencia.reenviar_aviso',
        entidade: ENTITY,
        idEntidade: id,
        detalhes: { avisos: requeued.length, novoCodigoRetirada: codigo !== undefined },
      },
    };
  });
  return parcelNotices(db, auth.idCondo, id);
};
