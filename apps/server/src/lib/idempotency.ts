import { IDEMPOTENCY_MESSAGES } from '@portaria/shared/common/idempotency';
import type { Database } from '../db/client.ts';
import { claimKey, readKey, requestHash, storeAnswer } from '../db/idempotency.repository.ts';
import { writeChanges, type DataChange } from './data-changes.ts';
import { HttpError } from './http-error.ts';
import { inTransaction } from './transaction.ts';

export type IdempotentAnswer<T> = { statusCode: number; body: T };
export type IdempotentResult<T> = IdempotentAnswer<T> & { replayed: boolean };

export type IdempotentRequest = {
  idCondo: number;
  idUsuario: number;
  /** The Idempotency-Key header (idempotencyHeadersSchema); without it the work simply runs once. */
  key: string | undefined;
  /** Names the operation, e.g. 'POST /correspondencia/entrada': one key may not be reused across routes. */
  route: string;
  /** The normalised fields that make two requests "the same" (not the client's clock). */
  fingerprint: unknown;
  at: Date;
};

/**
 * Runs a create at most once per (condominium, Idempotency-Key). The key is claimed, the work done and its answer
 * stored in ONE transaction: a replay, or a concurrent twin, gets the first answer and the work never runs twice.
 * On PostgreSQL a concurrent claim waits on the key's unique index until the owner commits (then replays its
 * answer) or rolls back (then claims it itself). The same key with another body is 422; a key whose owner has
 * not stored an answer is 409. `prepare` runs only when the work will (not on a replay), outside the transaction;
 * `change` bumps that area's data version in the same transaction (lib/data-changes.ts).
 */
export const withIdempotency = async <T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Database) => Promise<IdempotentAnswer<T>>,
  { prepare, change }: { prepare?: () => Promise<void>; change?: DataChange } = {},
): Promise<IdempotentResult<T>> => {
  const { idCondo, key } = request;
  const hash = requestHash(request.route, request.fingerprint);
  const replay = async (): Promise<IdempotentResult<T>> => {
    const stored = await readKey(db, idCondo, key!);
    if (!stored || stored.statusCode === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.mismatch);
    if (stored.hashRequisicao !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.mismatch);
    return { statusCode: stored.statusCode, body: stored.resposta as T, replayed: true };
  };
  if (key && (await readKey(db, idCondo, key))) return replay();
  await prepare?.();
  const transaction = <R>(work: (tx: Database) => Promise<R>) => (change ? writeChanges(db, change, work) : inTransaction(db, work));
  const answer = await transaction(async (tx) => {
    const claim = { idCondo, chave: key!, rota: request.route, hashRequisicao: hash, idUsuario: request.idUsuario, at: request.at };
    if (key && !(await claimKey(tx, claim))) return null;
    const done = await work(tx);
    if (key) await storeAnswer(tx, idCondo, key, done.statusCode, done.body);
    return done;
  });
  return answer ? { ...answer, replayed: false } : replay();
};
