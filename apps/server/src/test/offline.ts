import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, jobs, timelineEvents } from '../db/schema/index.ts';

/**
 * Helpers of the offline-write tests (decision 128): the headers a desk sends when its queue syncs, and what a write
 * leaves besides its record (audit entries, timeline events, notice jobs), to prove a replay left nothing more.
 */

/** `Idempotency-Key` (fresh unless given) and `momento` (a local São Paulo time, `2024-10-01T22:30:00`). */
export const offline = (local?: string, key: string = randomUUID()): Record<string, string> => ({
  'idempotency-key': key,
  ...(local ? { momento: `${local}-03:00` } : {}),
});

/** The instant of a local São Paulo time. */
export const sp = (local: string) => new Date(`${local}-03:00`);

/** The audit entries, timeline events and notice jobs of one record. */
export const tracesOf = async (db: Database, entidade: string, idEntidade: number | string) => {
  const id = String(idEntidade);
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entidade, entidade), eq(auditLog.idEntidade, id)));
  const events = await db
    .select()
    .from(timelineEvents)
    .where(and(eq(timelineEvents.entidade, entidade), eq(timelineEvents.idEntidade, id)));
  const notices = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.entidade, entidade), eq(jobs.idEntidade, Number(idEntidade))));
  return { audits, events, notices: notices.length };
};
