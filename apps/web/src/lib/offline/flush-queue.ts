import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { isApiError, mayPassOnRetry } from '../api-client';
import type { SentWrite } from './send-write';
import { listWrites, readWrite, removeWrite, saveWrite, type QueuedRequest, type QueuedWrite } from './write-queue';

export type FlushResult = { sent: number; refused: number; isStopped: boolean };

/** A refusal the doorkeeper must see: the server answered and will answer the same again (409, 422, 404...). */
const isRefusal = (error: unknown) =>
  isApiError(error) && !mayPassOnRetry(error) && error.status !== 401 && error.status !== 403;

/**
 * What the writes sent from this tab answered, by key: a write that takes values from one of them and is made just
 * after it was sent (the card still on screen) is filled from here.
 */
const answered = new Map<string, Record<string, unknown>>();

/** The request with the values it takes from an earlier write's answer put into its body. */
export const filledRequest = (request: QueuedRequest, given: Record<string, unknown>): QueuedRequest => {
  const { after, ...rest } = request;
  if (!after) return request;
  const values = Object.fromEntries(Object.entries(after.body).map(([field, from]) => [field, given[from]]));
  return { ...rest, body: { ...(rest.body as object), ...values } };
};

/** A new write whose earlier write was already sent from this tab: filled at once with what it answered. */
export const withKnownAnswers = (request: QueuedRequest): QueuedRequest => {
  const given = request.after && answered.get(request.after.key);
  return given ? filledRequest(request, given) : request;
};

/**
 * The writes that wait for this one's answer get their values and can go: one already put in the pendências for
 * want of them goes back to the queue. Answers them, to be sent in this run.
 */
const fillDependents = async (owner: string, key: string, given: Record<string, unknown>) => {
  answered.set(key, given);
  const waiting = (await listWrites(owner)).filter((w) => w.request.after?.key === key);
  const filled = waiting.map((w): QueuedWrite => ({
    ...w,
    request: filledRequest(w.request, given),
    status: 'pending',
    reason: undefined,
  }));
  await Promise.all(filled.map(saveWrite));
  return filled;
};

/** Puts writes into the run's list at their place in the order of the actions, once. */
const insertInOrder = (list: QueuedWrite[], from: number, writes: readonly QueuedWrite[]) => {
  for (const write of writes) {
    if (list.some((w, i) => i >= from && w.key === write.key)) continue;
    const at = list.findIndex((w, i) => i >= from && w.seq > write.seq);
    list.splice(at === -1 ? list.length : at, 0, write);
  }
};

/**
 * Sends this owner's pending writes in the order they were made. A refusal goes to the pendências with the server's
 * reason and the next write is sent; a network failure (or an expired session) stops here and keeps the rest for the
 * next try, with the same Idempotency-Key: a write whose answer was lost is stored once. A write that takes values
 * from an earlier one that was not accepted waits in the pendências until that one is.
 */
export const flushQueue = async (
  owner: string,
  send: (write: QueuedWrite) => Promise<SentWrite | void>,
  onProgress?: () => void,
): Promise<FlushResult> => {
  const result: FlushResult = { sent: 0, refused: 0, isStopped: false };
  const pending = (await listWrites(owner)).filter((write) => write.status === 'pending');
  for (let i = 0; i < pending.length; i += 1) {
    const { key } = pending[i]!;
    // Read again: an earlier write of this run may have filled it, or the doorkeeper discarded it meanwhile.
    const write = await readWrite(key);
    if (!write || write.status !== 'pending') continue;
    if (write.request.after) {
      const reason = fill(OFFLINE_MESSAGES.waitsFor, { registro: write.request.after.label });
      await saveWrite({ ...write, status: 'refused', reason });
      result.refused += 1;
      onProgress?.();
      continue;
    }
    try {
      const sent = await send(write);
      if (sent) insertInOrder(pending, i + 1, await fillDependents(owner, key, sent.given));
      await removeWrite(key);
      result.sent += 1;
    } catch (error) {
      if (!isRefusal(error)) {
        result.isStopped = true;
        break;
      }
      await saveWrite({ ...write, status: 'refused', reason: (error as Error).message });
      result.refused += 1;
    }
    onProgress?.();
  }
  return result;
};
