import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { preparedOnce } from '../lists/prepared.ts';

export type JobKind = 'aviso.sms' | 'aviso.email' | 'limpeza';
export type NewJob = {
  kind: JobKind;
  idCondo: number | null;
  entidade: string | null;
  idEntidade: number | null;
  nome: string | null;
  payload: Record<string, unknown>;
  maxAttempts: number;
  runAt: Date;
  dedupeKey?: string;
};
export type ClaimedJob = {
  id: number;
  kind: JobKind;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
};

/** Inserts jobs (inside the caller's transaction when `db` is one); returns their ids. */
export const insertJobs = async (db: Database, rows: NewJob[]): Promise<number[]> => {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(jobs)
    .values(rows.map((r) => ({ ...r, createdAt: r.runAt })))
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.map((r) => r.id);
};

/**
 * Claims up to `limit` due jobs for one worker: the attempt is counted and a lease taken at once. SKIP LOCKED lets
 * several processes claim side by side without waiting on each other's rows; a lease that ran out (its worker died)
 * makes the row due again. `ids` narrows the claim to the jobs one request just created.
 */
export const claimDueJobs = async (
  db: Database,
  worker: string,
  at: Date,
  leaseMs: number,
  limit: number,
  ids?: number[],
): Promise<ClaimedJob[]> => {
  const only = ids
    ? sql`AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const lease = new Date(at.getTime() + leaseMs);
  type Claimed = {
    id: string | number;
    kind: JobKind;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  };
  // Both drivers answer { rows }.
  const result = (await db.execute(sql`
    UPDATE jobs SET attempts = attempts + 1, locked_until = ${lease.toISOString()}, locked_by = ${worker}
    WHERE id IN (
      SELECT id FROM jobs
      WHERE status = 'NA_FILA' AND run_at <= ${at.toISOString()} AND (locked_until IS NULL OR locked_until <= ${at.toISOString()}) ${only}
      ORDER BY run_at, id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts, max_attempts`)) as unknown as { rows: Claimed[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
};

export type AttemptOutcome = { error: string | null; startedAt: Date; finishedAt: Date; retryAt: Date | null };

/** One claimed job's attempt, to record. */
export type FinishedAttempt = { job: ClaimedJob; outcome: AttemptOutcome };

/**
 * Records attempts and moves each job on: ENVIADO, back to NA_FILA at `retryAt`, or FALHOU. One statement for the
 * whole group (the fenced UPDATE feeds the attempts' INSERT), so the window between the provider's "accepted" and the
 * row saying so is one round trip: a worker killed in it is the only way a message goes out twice (decision 086).
 * Only the worker that still holds an attempt's lease may record it (a slower twin whose lease ran out changes
 * nothing). A finished job drops its payload's `segredo` (a document link's token lives in the table only while it is
 * on its way). Answers the ids of the jobs recorded. One statement is one commit: on the embedded engine one flush of
 * the WAL for the attempts the worker finished together, not one per message (decision 133).
 */
export const finishAttempts = async (
  db: Database,
  worker: string,
  finished: readonly FinishedAttempt[],
): Promise<Set<number>> => {
  if (finished.length === 0) return new Set();
  const rows = finished.map(({ job, outcome }) => ({
    id: job.id,
    attempt: job.attempts,
    status: outcome.error === null ? 'ENVIADO' : outcome.retryAt ? 'NA_FILA' : 'FALHOU',
    error: outcome.error,
    retry_at: outcome.retryAt?.toISOString() ?? null,
    started_at: outcome.startedAt.toISOString(),
    finished_at: outcome.finishedAt.toISOString(),
  }));
  const result = (await db.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS i(
        id bigint, attempt int, status text, error text, retry_at timestamptz, started_at timestamptz,
        finished_at timestamptz)
    ), done AS (
      UPDATE jobs SET
        status = i.status, locked_until = NULL, last_error = i.error,
        run_at = coalesce(i.retry_at, jobs.run_at),
        done_at = CASE WHEN i.retry_at IS NULL THEN i.finished_at ELSE jobs.done_at END,
        payload = CASE WHEN i.status = 'NA_FILA' THEN jobs.payload ELSE jobs.payload - 'segredo' END
      FROM input i
      WHERE jobs.id = i.id AND jobs.locked_by = ${worker} AND jobs.attempts = i.attempt AND jobs.status = 'NA_FILA'
      RETURNING jobs.id, i.attempt, i.started_at, i.finished_at, i.error
    )
    INSERT INTO job_attempts (id_job, attempt, worker, started_at, finished_at, error)
    SELECT id, attempt, ${worker}, started_at, finished_at, error FROM done
    RETURNING id_job`)) as unknown as { rows: { id_job: string | number }[] };
  return new Set(result.rows.map((r) => Number(r.id_job)));
};

/** Records one attempt (finishAttempts of one): whether this worker still held it. */
export const finishAttempt = async (
  db: Database,
  job: ClaimedJob,
  worker: string,
  outcome: AttemptOutcome,
): Promise<boolean> => (await finishAttempts(db, worker, [{ job, outcome }])).has(job.id);

/**
 * Failed notices of one entity back in the queue, with a fresh count of attempts (the desk's "Reenviar aviso"). A
 * failed job lost its `segredo` with its last attempt: `segredo` gives the requeued ones a new one (a parcel's new
 * pickup code, decision 127), which again lives in the row only while the job is on its way.
 */
export const requeueFailed = async (
  db: Database,
  idCondo: number,
  entidade: string,
  idEntidade: number,
  at: Date,
  segredo?: string,
): Promise<number[]> => {
  const payload =
    segredo === undefined ? {} : { payload: sql`${jobs.payload} || jsonb_build_object('segredo', ${segredo}::text)` };
  const rows = await db
    .update(jobs)
    .set({ status: 'NA_FILA', attempts: 0, runAt: at, lockedUntil: null, lockedBy: null, doneAt: null, ...payload })
    .where(
      and(
        eq(jobs.idCondo, idCondo),
        eq(jobs.entidade, entidade),
        eq(jobs.idEntidade, idEntidade),
        eq(jobs.status, 'FALHOU'),
      ),
    )
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
};

export type NoticeRow = {
  id: number;
  idEntidade: number;
  kind: string;
  nome: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  doneAt: Date | null;
};

const prepareNotices = (db: Database) =>
  db
    .select({
      id: jobs.id,
      idEntidade: jobs.idEntidade,
      kind: jobs.kind,
      nome: jobs.nome,
      status: jobs.status,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      doneAt: jobs.doneAt,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.idCondo, sql.placeholder('idCondo')),
        eq(jobs.entidade, sql.placeholder('entidade')),
        sql`${jobs.idEntidade} = any(${sql.placeholder('ids')}::bigint[])`,
      ),
    )
    .orderBy(jobs.id)
    .prepare('avisos_das_entidades');

/**
 * The notices of some entities of one condominium, oldest first. Prepared once, the ids bound as one array: built with
 * drizzle for each page (a list of 50 ids), it was ~15 % of the sent document links' server CPU.
 */
export const findNotices = async (
  db: Database,
  idCondo: number,
  entidade: string,
  ids: number[],
): Promise<NoticeRow[]> => {
  if (ids.length === 0) return [];
  const rows = await preparedOnce(db, 'avisos:entidades', () => prepareNotices(db)).execute({ idCondo, entidade, ids });
  return rows.map((r) => ({ ...r, idEntidade: r.idEntidade! }));
};
