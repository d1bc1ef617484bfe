import { momentoIssue, OFFLINE_WRITE_MESSAGES as M } from '@portaria/shared/common/offline-write';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../access/require-context.ts';
import { changeBy, type Change, type IdempotencyKey, type IdempotentResult } from '../change/record-change.ts';
import type { DataArea } from '../lists/data-version.repository.ts';
import { HttpError } from './http-error.ts';

/**
 * A write the desk may make offline (issue 35, decision 128), as its headers say: the Idempotency-Key and the moment
 * it happened. The route's schema (shared offlineWriteHeadersSchema) has already refused a malformed one (400).
 */
export type OfflineWrite = {
  key: string | undefined;
  /** The `momento` header, or null when the write is live. */
  momento: Date | null;
  /** The server's clock: the audit entry's time, and what the shift book's edit window counts from. */
  receivedAt: Date;
  /** When it happened: the moment, else the receipt. What the record keeps. */
  at: Date;
};

export const offlineWriteOf = (request: FastifyRequest, now: Date): OfflineWrite => {
  const headers = request.headers as { 'idempotency-key'?: string; momento?: string };
  const momento = headers.momento ? new Date(headers.momento) : null;
  return { key: headers['idempotency-key'], momento, receivedAt: now, at: momento ?? now };
};

/** 422 for a moment in the future (beyond the clock difference) or older than the limit. */
export const checkMomento = (write: OfflineWrite): void => {
  const issue = write.momento ? momentoIssue(write.momento, write.receivedAt) : null;
  if (issue) throw new HttpError(422, M[issue]);
};

type Keyed = Omit<IdempotencyKey, 'key'>;

/**
 * The change of an offline-capable write: received now, happened at the moment, run once per key. The moment's
 * limits are checked in `prepare`, after the replay check: a key already answered answers the same, even later.
 * The moment is not part of the fingerprint (the client's clock, as entrada's dataChegada).
 */
export const offlineChange = (
  actor: Pick<AuthContext, 'userId' | 'idCondo'>,
  write: OfflineWrite,
  touches: readonly DataArea[],
  idempotency: Keyed,
): Change & { idempotency: IdempotencyKey } => ({
  ...changeBy(actor, write.receivedAt, touches),
  occurredAt: write.momento ?? undefined,
  idempotency: {
    ...idempotency,
    key: write.key,
    prepare: async () => {
      checkMomento(write);
      await idempotency.prepare?.();
    },
  },
});

/** The answer of an idempotent change: its status and body, marked `idempotent-replayed: true` when replayed. */
export const sendChange = <B>(reply: FastifyReply, result: IdempotentResult<B>) => {
  if (result.isReplayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.statusCode).send(result.body);
};
