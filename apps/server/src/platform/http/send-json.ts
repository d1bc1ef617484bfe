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

/**
 * Sends an answer that is already JSON (a cached, serialized page) as it is: fastify does not serialize a Buffer.
 * The route's response schema still documents the shape; the bytes were made by a serializer compiled from it.
 * A large answer goes gzipped to a client that accepts it (every browser does).
 */
export const sendJson = (reply: FastifyReply, json: Buffer, gzipFromBytes = GZIP_FROM_BYTES): FastifyReply => {
  reply.type('application/json; charset=utf-8');
  if (json.length < gzipFromBytes) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(reply)) return reply.send(json);
  let body = gzipped.get(json);
  if (!body) gzipped.set(json, (body = gzipSync(json, { level: GZIP_LEVEL })));
  return reply.header('content-encoding', 'gzip').send(body);
};

/** An answer written for one request only is compressed from this size: it would be compressed on every request. */
const FRESH_GZIP_FROM_BYTES = 64 * 1024;

/**
 * Sends JSON text written for this request alone (a page the database wrote as JSON, decision 136). Gzipped only
 * from 64 KB: below that, compressing on every request costs more server CPU than it saves on the desk's network
 * (a 13 KB shelf page: 0.12 ms of CPU per request, 14 % of the route's); these answers were never compressed before.
 */
export const sendJsonText = (reply: FastifyReply, json: string): FastifyReply =>
  sendJson(reply, Buffer.from(json), FRESH_GZIP_FROM_BYTES);
