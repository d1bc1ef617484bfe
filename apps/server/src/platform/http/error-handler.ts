import { MESSAGES } from '@portaria/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { zodDefaults } from '@portaria/shared/zod-locale';
import { isHttpError } from './http-error.ts';
import { databaseErrorOf, isInvalidInputError, isQueryError } from './database-errors.ts';
import { safeError } from './logger.ts';
import { redactUrl } from './redact-url.ts';

// The issue the validator hands over has no `input`, and some default texts name the input's type ("recebeu um
// texto"): try the default with one value of each JSON type.
const SAMPLE_INPUTS = [undefined, null, '', 0, true, [], {}];
const defaultTextOf = (params: Record<string, unknown>) => {
  const fallback = zodDefaults.localeError(params as never);
  return typeof fallback === 'string' ? fallback : fallback?.message;
};
/**
 * A validation message is "ours" when it differs from what zod (in its pt-BR locale) would say on its own: then it is
 * pt-BR copy written in a shared schema ("CPF inválido") and the user can read it.
 */
const isOurMessage = (issue: { keyword: string; message: string; params: Record<string, unknown> }) => {
  if (!issue.message) return false;
  const params = { ...issue.params, code: issue.keyword };
  return ![params, ...SAMPLE_INPUTS.map((input) => ({ ...params, input }))].some(
    (p) => defaultTextOf(p) === issue.message,
  );
};

const statusMessage = (status: number): string => {
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFoundRoute;
  if (status === 413) return MESSAGES.payloadTooLarge;
  if (status === 429) return MESSAGES.tooManyRequests;
  return MESSAGES.badRequest;
};

/** The one error handler: every failure leaves as { message } in pt-BR, never with a stack. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The failed answer may have been a download (a report whose stream failed before its first byte): the error
    // goes out as JSON, never under the file's type and name.
    reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first && isOurMessage(first as never) ? first.message : MESSAGES.badRequest;
      return reply.code(400).send({ message });
    }
    if (isHttpError(error)) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    // A failed query is logged by route pattern, not url: the query string may hold the value the database refused.
    const where = isQueryError(error)
      ? { route: `${request.method} ${request.routeOptions.url}` }
      : { url: redactUrl(request.url) };
    const database = databaseErrorOf(error);
    if (database && isInvalidInputError(database)) {
      request.log.warn({ error: safeError(error), ...where }, 'dado inválido recusado pelo banco');
      return reply.code(400).send({ message: MESSAGES.badRequest });
    }
    const status = isQueryError(error) ? 500 : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ error: safeError(error), ...where }, 'erro interno');
      return reply.code(500).send({ message: MESSAGES.internalError });
    }
    // Malformed JSON and unsupported content types are the client's mistake: 400, like any bad input.
    const finalStatus = status === 415 ? 400 : status;
    const message = status === 429 && error.message ? error.message : statusMessage(finalStatus);
    return reply.code(finalStatus).send({ message });
  });
};
