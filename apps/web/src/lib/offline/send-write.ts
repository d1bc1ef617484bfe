import { correspondenceFileEndpoints } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import { requestWithStatus } from '../api-client';
import { uploadFile } from '../upload-file';
import { saveWrite, type QueuedWrite } from './write-queue';

/** The two headers every offline-capable write takes (issue 35): the action's key and the moment it happened. */
export const offlineHeaders = (key: string, momento: string) => ({ 'Idempotency-Key': key, momento });

/** The write's answer, and every value its calls answered (a follow-up's too): what later writes may take. */
export type SentWrite = { answer: unknown; given: Record<string, unknown> };

const fieldsOf = (answer: unknown): Record<string, unknown> =>
  answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : {};

/**
 * Sends one queued write as it would have gone at the moment of the action. A kept photo is uploaded first and its
 * stored name kept on the write, so a resend after a dropped answer does not upload it again.
 */
export const sendWrite = async (write: QueuedWrite, { isLate = true } = {}): Promise<SentWrite> => {
  let current = write;
  if (current.photo && !current.photo.hash) {
    const file = new File([current.photo.blob], current.photo.name, { type: current.photo.blob.type });
    const hash = await uploadFile(correspondenceFileEndpoints.presignedUrl, file, { query: { fileName: file.name } });
    current = { ...current, photo: { ...current.photo, hash } };
    await saveWrite(current);
  }
  const body =
    current.photo?.hash && current.request.body && typeof current.request.body === 'object'
      ? { ...current.request.body, [current.photo.field]: current.photo.hash }
      : current.request.body;
  // Sent at once, the server's clock is the moment (a desk's clock may be off); sent later, the action's moment.
  const headersOf = (key: string) => (isLate ? offlineHeaders(key, current.momento) : { 'Idempotency-Key': key });
  const { body: answer } = await requestWithStatus(current.request.path, {
    method: current.request.method,
    query: current.request.query,
    body,
    headers: headersOf(current.key),
  });
  const next = current.then;
  if (!next) return { answer, given: fieldsOf(answer) };
  const given = fieldsOf(answer);
  const query = Object.fromEntries(
    Object.entries(next.queryFromAnswer).map(([name, field]) => [name, given[field] as string | number]),
  );
  const followed = await requestWithStatus(next.path, { method: next.method, query, headers: headersOf(next.key) });
  return { answer, given: { ...given, ...fieldsOf(followed.body) } };
};
