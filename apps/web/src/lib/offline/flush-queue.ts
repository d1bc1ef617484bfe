import { isApiError, mayPassOnRetry } from '../api-client';
import { listWrites, removeWrite, saveWrite, type QueuedWrite } from './write-queue';

export type FlushResult = { sent: number; refused: number; isStopped: boolean };

/** A refusal the doorkeeper must see: the server answered and will answer the same again (409, 422, 404...). */
const isRefusal = (error: unknown) =>
  isApiError(error) && !mayPassOnRetry(error) && error.status !== 401 && error.status !== 403;

/**
 * Sends this owner's pending writes in the order they were made. A refusal goes to the pendências with the server's
 * reason and the next write is sent; a network failure (or an expired session) stops here and keeps the rest for the
 * next try, with the same Idempotency-Key: a write whose answer was lost is stored once.
 */
export const flushQueue = async (
  owner: string,
  send: (write: QueuedWrite) => Promise<unknown>,
  onProgress?: () => void,
): Promise<FlushResult> => {
  const result: FlushResult = { sent: 0, refused: 0, isStopped: false };
  const pending = (await listWrites(owner)).filter((write) => write.status === 'pending');
  for (const write of pending) {
    try {
      await send(write);
      await removeWrite(write.key);
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
