import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON (a cached, serialized page) as it is: fastify does not serialize a Buffer.
 * The route's response schema still documents the shape; the bytes were made by a serializer compiled from it.
 */
export const sendJson = (reply: FastifyReply, json: Buffer): FastifyReply => reply.type('application/json; charset=utf-8').send(json);
