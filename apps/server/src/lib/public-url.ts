import type { FastifyRequest } from 'fastify';

/**
 * The address links sent to people start with (a document link, a biometrics invitation): PUBLIC_URL when set,
 * else the address the request came to (behind a trusted proxy, its forwarded protocol and host).
 */
export const publicBaseUrl = (publicUrl: string | undefined, request: FastifyRequest): string =>
  publicUrl ?? `${request.protocol}://${request.host}`;
