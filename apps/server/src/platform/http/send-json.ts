import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * zlib's fastest level: an answer is compressed on every cache miss (every new event of the condominium misses the
 * timeline's day), and a 375 KB day cost 2.3 ms of the server's 5.7 ms at level 6; level 1 takes half the time for an
 * answer ~20 % larger (a few KB more on the desk's network).
 */
const GZIP_LEVEL = 1;

/** Below this an answer goes as it is: gzip's header and the CPU would cost more than the bytes saved. */
const GZIP_FROM_BYTES = 8 * 1024;

/**
 * Gzipped copies of cached answers, kept as long as the cached bytes themselves: the list cache hands out the same
 * Buffer on every hit, so each answer is compressed once (a 2,000-event timeline day: ~400 KB of JSON, a few
 * tens of KB gzipped), not on every request.
 */
const gzipped = new WeakMap<Buffer, Buffer>();

const acceptsGzip = (reply: FastifyReply): boolean =>
  /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));

/** An answer written for one request only is compressed from this size: it would be compressed on every request. */
const FRESH_GZIP_FROM_BYTES = 64 * 1024;

/** Answers sent once already: sent again, they are the list cache's (the same Buffer), and worth compressing once. */
const sentBefore = new WeakSet<Buffer>();

/**
 * Sends an answer that is already JSON (a cached, serialized page) as it is: fastify does not serialize a Buffer.
 * The route's response schema still documents the shape; the bytes were made by a serializer compiled from it.
 * A large answer goes gzipped to a client that accepts it (every browser does). An answer sent for the first time
 * is compressed only from 64 KB, as one written for a single request (`sendJsonText`): a cache miss (every write of
 * the condominium's area makes one) compressed its 15–30 KB page again, 0.25 ms of the day cards' 2.1 ms of server
 * CPU. Sent again (a hit), it is compressed once from 8 KB and the compressed copy kept with it.
 */
export const sendJson = (reply: FastifyReply, json: Buffer, gzipFromBytes = GZIP_FROM_BYTES): FastifyReply => {
  reply.type('application/json; charset=utf-8');
  if (json.length < gzipFromBytes) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  const isReused = sentBefore.has(json);
  if (!isReused) sentBefore.add(json);
  if (!acceptsGzip(reply) || (!isReused && json.length < FRESH_GZIP_FROM_BYTES)) return reply.send(json);
  let body = gzipped.get(json);
  if (!body) gzipped.set(json, (body = gzipSync(json, { level: GZIP_LEVEL })));
  return reply.header('content-encoding', 'gzip').send(body);
};

/**
 * Sends JSON text written for this request alone (a page the database wrote as JSON, decision 136). Gzipped only
 * from 64 KB: below that, compressing on every request costs more server CPU than it saves on the desk's network
 * (a 13 KB shelf page: 0.12 ms of CPU per request, 14 % of the route's); these answers were never compressed before.
 */
export const sendJsonText = (reply: FastifyReply, json: string): FastifyReply =>
  sendJson(reply, Buffer.from(json), FRESH_GZIP_FROM_BYTES);
