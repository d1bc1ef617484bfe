import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';

const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The durable job queue (decision 086): notices to residents (one row per recipient and channel) and the
 * housekeeping runs. A notice job is inserted in the transaction of the change that causes it; workers claim due rows
 * with FOR UPDATE SKIP LOCKED and a lease (lockedUntil), so a worker killed mid-job leaves a row another one retries.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** 'aviso.sms', 'aviso.email' or 'limpeza'. */
    kind: text().notNull(),
    idCondo: integer().references(() => condominios.idCondo, { onDelete: 'cascade' }),
    /** What the notice is about (correspondencia, reserva, mudanca, ...) and its id: the desk reads the status by it. */
    entidade: text(),
    idEntidade: bigint({ mode: 'number' }),
    /** The recipient's name as the desk sees it. */
    nome: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** NA_FILA (queued or being sent), ENVIADO, FALHOU (after maxAttempts). */
    status: text().notNull().default('NA_FILA'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: tstz().notNull(),
    lockedUntil: tstz(),
    lockedBy: text(),
    lastError: text(),
    doneAt: tstz(),
    /** One housekeeping run per period: a second process inserting the same key is ignored. */
    dedupeKey: text(),
    createdAt: tstz().notNull(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`status = 'NA_FILA'`),
    index('jobs_entidade_idx').on(t.idCondo, t.entidade, t.idEntidade),
    uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey),
  ],
);

/** Each attempt of a job: when, by which worker, and the provider's error (null = delivered). */
export const jobAttempts = pgTable(
  'job_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idJob: bigint({ mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    worker: text().notNull(),
    startedAt: tstz().notNull(),
    finishedAt: tstz().notNull(),
    error: text(),
  },
  (t) => [index('job_attempts_job_idx').on(t.idJob)],
);

/** The development outbox (when on) in the database, so every instance shows the same messages (decision 087). */
export const devOutboxMessages = pgTable('dev_outbox_messages', {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  channel: text().notNull(),
  to: text().notNull(),
  subject: text(),
  body: text().notNull(),
  purpose: text().notNull(),
  createdAt: tstz().notNull(),
});
