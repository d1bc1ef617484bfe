import type { Socket } from 'node:net';
import { MESSAGES } from '@portaria/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Failures Fastify answers before any route or error handler runs. Its own bodies are English and echo the url
 * ("'/api/%ZZ' is not a valid url component"); these give the API's one shape, { message } in pt-BR.
 */

/** Fastify option `frameworkErrors`: a malformed url, a path parameter past maxParamLength, a failed constraint. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  // A parameter longer than any id or hash is a resource that cannot exist, as the router itself would say.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(404).send({ message: MESSAGES.notFoundRoute });
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ message: MESSAGES.badRequest });
  return reply.code(500).send({ message: MESSAGES.internalError });
};

const rawAnswer = (code: number): [status: string, message: string] => {
  if (code === 431) return ['431 Request Header Fields Too Large', MESSAGES.headersTooLarge];
  if (code === 408) return ['408 Request Timeout', MESSAGES.requestTimeout];
  return ['400 Bad Request', MESSAGES.badRequest];
};

const statusOf = (error: Error & { code?: string }): number => {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
};

/**
 * Fastify option `clientErrorHandler` (Node's `clientError`): the request could not even be parsed (headers past
 * Node's limit, a broken request line), so there is no reply object; the answer is written to the socket by hand.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has no one left to answer (as in Fastify's own handler).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = rawAnswer(statusOf(error));
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
