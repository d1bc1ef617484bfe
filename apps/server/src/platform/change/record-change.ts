import { IDEMPOTENCY_MESSAGES } from '@portaria/shared/common/idempotency';
import { timelineLine, type TimelineEvent, type TimelineValues } from '@portaria/shared/timeline/timeline-events';
import type { Database } from '../../db/client.ts';
import { bumpDataVersion, type DataArea } from '../lists/data-version.repository.ts';
import { claimKey, readKey, requestHash, storeAnswer } from './idempotency.repository.ts';
import { appendTimelineEvent, type TimelineArea } from '../timeline/timeline.repository.ts';
import type { JobQueue } from '../notices/job-queue.ts';
import { queueNotices, type NoticeMessage } from '../notices/notices.ts';
import { HttpError } from '../http/http-error.ts';
import type { Transaction } from './transaction.ts';
import { appendAudit, type AuditRecord } from './audit.ts';

export type { AuditRecord };

/** What the write path needs: the database, and the queue its notices go to. */
export type ChangeDeps = { db: Database; jobs: JobQueue };

/** Who changes what, where and when: the audit entry, the timeline events and the jobs take these. */
export type Change = {
  /** Null for someone without an account: a pre-registration, an invitee sending a photo. */
  idUsuario: number | null;
  /** Null where no condominium is chosen yet (a sign-in, a password, a phone-change request). */
  idCondo: number | null;
  /** The request's clock: when the server received the change (the audit entry's time). */
  at: Date;
  /**
   * When it happened at the desk, for a write made offline and sent later (decision 128): the timeline's time unless
   * an event names its own, and `momento` in the audit entry's details. The area stores it in its record itself.
   */
  occurredAt?: Date | undefined;
  /** The cached lists of the condominium the change moves (decision 061): their version commits with the rows. */
  touches?: readonly DataArea[];
};

/** The change a signed-in user makes in the token's condominium. */
export const changeBy = (
  actor: { userId: number; idCondo: number },
  at: Date,
  touches: readonly DataArea[] = [],
): Change => ({
  idUsuario: actor.userId,
  idCondo: actor.idCondo,
  at,
  touches,
});

/** Run the change at most once per (condominium, Idempotency-Key): a replay answers the first answer. */
export type IdempotencyKey = {
  /** The Idempotency-Key header; without it the change simply runs. */
  key: string | undefined;
  /** Names the operation ('POST /correspondencia/entrada'): a key may not be reused across routes. */
  route: string;
  /** The normalised fields that make two requests "the same" (not the client's clock). */
  fingerprint: unknown;
  /** Runs outside the transaction, only when the change will (never on a replay). */
  prepare?: () => Promise<void>;
};

type TimelineRecordOf<K extends TimelineEvent> = {
  /** The line, from the shared TIMELINE_EVENTS: never a text built here. */
  evento: K;
  valores: TimelineValues<K>;
  area: TimelineArea;
  /** When it happened, if not the change's instant (a reservation's start). */
  at?: Date;
  ate?: Date | null;
  idUnidade?: number | null;
  nmPessoa?: string | null;
  entidade?: string;
  idEntidade?: string | number | null;
};
export type TimelineRecord = { [K in TimelineEvent]: TimelineRecordOf<K> }[TimelineEvent];

/** Messages about one record, queued as jobs of the change (decision 086). */
export type NoticeRecord = { entidade: string; idEntidade: number; messages: NoticeMessage[] };

/** What the work answers: its result, and what the change says about itself. */
export type Recorded<T> = {
  result: T;
  audit: AuditRecord;
  timeline?: readonly TimelineRecord[];
  notices?: readonly NoticeRecord[];
  /** Jobs already in the table that the change put back on the queue (woken after the commit like new ones). */
  requeued?: readonly number[];
};

/** Nothing to change after all (the same request again): whatever the work wrote is rolled back. */
export type Unchanged<T> = { result: T; isUnchanged: true };
export const unchanged = <T>(result: T): Unchanged<T> => ({ result, isUnchanged: true });

export type IdempotentAnswer<B> = { statusCode: number; body: B };
export type IdempotentResult<B> = IdempotentAnswer<B> & { isReplayed: boolean };

class NoChange {
  constructor(readonly result: unknown) {}
}

const condoOf = (change: Change, what: string): number => {
  if (change.idCondo === null) throw new Error(`${what} sem condomínio`);
  return change.idCondo;
};

type Outcome<T> = { result: T; isReplayed: boolean };

const run = async <T>(
  deps: ChangeDeps,
  change: Change,
  idempotency: IdempotencyKey | undefined,
  work: (tx: Database) => Promise<Recorded<T> | Unchanged<T>>,
): Promise<Outcome<T>> => {
  const { db, jobs } = deps;
  const { idUsuario, idCondo, at } = change;
  const key = idempotency?.key;
  const hash = idempotency ? requestHash(idempotency.route, idempotency.fingerprint) : '';
  const replay = async (): Promise<Outcome<T>> => {
    const stored = await readKey(db, condoOf(change, 'chave de idempotência'), key!);
    if (!stored || stored.statusCode === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.mismatch);
    if (stored.hashRequisicao !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.mismatch);
    return { result: { statusCode: stored.statusCode, body: stored.resposta } as T, isReplayed: true };
  };
  if (key && (await readKey(db, condoOf(change, 'chave de idempotência'), key))) return replay();
  await idempotency?.prepare?.();

  let committed: { result: T; jobIds: number[] } | null;
  try {
    committed = await db.transaction(async (tx: Transaction) => {
      if (key) {
        // On PostgreSQL a concurrent claim waits on the key's unique index until its owner commits or rolls back.
        const claim = {
          idCondo: condoOf(change, 'chave'),
          chave: key,
          rota: idempotency!.route,
          hashRequisicao: hash,
          idUsuario: idUsuario!,
          at,
        };
        if (!(await claimKey(tx, claim))) return null;
      }
      const recorded = await work(tx);
      if ('isUnchanged' in recorded) throw new NoChange(recorded.result);
      const created = recorded.audit.createdActor;
      const occurredAt = change.occurredAt;
      const detalhes = occurredAt
        ? { ...recorded.audit.detalhes, momento: occurredAt.toISOString() }
        : recorded.audit.detalhes;
      await appendAudit(tx, {
        ...recorded.audit,
        ...(detalhes ? { detalhes } : {}),
        idUsuario: idUsuario ?? created?.idUsuario ?? null,
        idCondo: idCondo ?? created?.idCondo ?? null,
        at,
      });
      for (const event of recorded.timeline ?? []) {
        const { evento, valores, ...rest } = event;
        const atividade = timelineLine(evento, valores as TimelineValues<typeof evento>);
        await appendTimelineEvent(tx, {
          ...rest,
          idCondo: condoOf(change, 'evento'),
          atividade,
          at: event.at ?? change.occurredAt ?? at,
          idUsuario,
        });
      }
      const jobIds = [...(recorded.requeued ?? [])];
      for (const notice of recorded.notices ?? []) {
        const subject = {
          idCondo: condoOf(change, 'aviso'),
          entidade: notice.entidade,
          idEntidade: notice.idEntidade,
          at,
        };
        jobIds.push(...(await queueNotices(jobs, tx, subject, notice.messages)));
      }
      for (const area of change.touches ?? []) await bumpDataVersion(tx, condoOf(change, 'lista'), area);
      if (key) {
        const answer = recorded.result as IdempotentAnswer<unknown>;
        await storeAnswer(tx, idCondo!, key, answer.statusCode, answer.body);
      }
      return { result: recorded.result, jobIds };
    });
  } catch (error) {
    if (error instanceof NoChange) return { result: error.result as T, isReplayed: false };
    throw error;
  }
  if (!committed) return replay();
  await jobs.afterCommit(committed.jobIds);
  return { result: committed.result, isReplayed: false };
};

/**
 * The one write path (STYLE §11, decision 106). `work` makes the area's repository writes on `tx` and answers what
 * the change is: its audit entry (required: a change without one does not exist), its timeline events, its notices.
 * In the same transaction this writes the audit entry, the events (worded by the shared TIMELINE_EVENTS), the
 * notice jobs and, with `idempotency`, the key and its answer, and bumps the data version of the lists it
 * `touches`: all of it commits or none of it does. After the commit the notices' jobs are handed to the queue.
 * A work that throws (a 404, a 409, a constraint) rolls everything back; `unchanged(result)` rolls back too and
 * answers the result.
 */
export function recordChange<T>(
  deps: ChangeDeps,
  change: Change,
  work: (tx: Database) => Promise<Recorded<T> | Unchanged<T>>,
): Promise<T>;
/** With an Idempotency-Key: the work answers `{ statusCode, body }`, which a replay answers again (`isReplayed`). */
export function recordChange<B>(
  deps: ChangeDeps,
  change: Change & { idempotency: IdempotencyKey },
  work: (tx: Database) => Promise<Recorded<IdempotentAnswer<B>>>,
): Promise<IdempotentResult<B>>;
export async function recordChange<T>(
  deps: ChangeDeps,
  change: Change & { idempotency?: IdempotencyKey },
  work: (tx: Database) => Promise<Recorded<T> | Unchanged<T>>,
): Promise<unknown> {
  const outcome = await run(deps, change, change.idempotency, work);
  if (!change.idempotency) return outcome.result;
  return { ...(outcome.result as IdempotentAnswer<unknown>), isReplayed: outcome.isReplayed };
}
