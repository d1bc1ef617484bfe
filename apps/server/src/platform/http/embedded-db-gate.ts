import { MESSAGES } from '@portaria/shared';
import type { FastifyInstance } from 'fastify';
import { createAdmissionGate, type AdmissionLimits } from './admission-gate.ts';
import { HttpError } from './http-error.ts';

/**
 * Decision 062. Embedded PGlite runs one query at a time: under a flood, requests pile up in its queue, each
 * holding memory, until clients time out. The cap is taken at the door, in onRequest, before the body is read or
 * a handler starts: a refused request has touched nothing, an admitted one runs to its end (a transaction is
 * never cut in half). The place is given back when the response is done or the client has gone away.
 */
export const registerEmbeddedDbGate = (api: FastifyInstance, limits: AdmissionLimits) => {
  const gate = createAdmissionGate(limits);
  const retryAfter = String(Math.max(1, Math.ceil(limits.maxWaitMs / 1000)));

  api.addHook('onRequest', async (_request, reply) => {
    const closed = new AbortController();
    reply.raw.once('close', () => closed.abort());
    const release = await gate.enter(closed.signal);
    if (!release) throw new HttpError(503, MESSAGES.serverBusy, { 'retry-after': retryAfter });
    if (closed.signal.aborted) release();
    else closed.signal.addEventListener('abort', release, { once: true });
  });
};
