import type { DestinationStream } from 'pino';
import type { FastifyRequest } from 'fastify';
import { isQueryError, safeQueryError } from './database-errors.ts';
import { maskCpfsIn, redactUrl } from './redact-url.ts';

export type LoggerOverride = boolean | { level?: string; stream?: DestinationStream };

const maskCpfs = (text: string | undefined): string | undefined => (text === undefined ? undefined : maskCpfsIn(text));

/** An error as it may be logged: a failed query by code and names only (safeQueryError), the rest CPF-masked. */
export const safeError = (error: Error & { code?: unknown; detail?: unknown }) =>
  isQueryError(error)
    ? safeQueryError(error)
    : {
        type: error.name,
        code: error.code,
        message: maskCpfs(error.message),
        detail: typeof error.detail === 'string' ? maskCpfs(error.detail) : undefined,
        stack: maskCpfs(error.stack),
      };

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'senha',
  'token',
  'user',
  '*.password',
  '*.senha',
  '*.token',
  '*.user',
];

/** pino options for Fastify: level from config, secrets redacted, CPF in URLs masked. */
export const buildLoggerOptions = (level: string, override?: LoggerOverride) => {
  if (override === false) return false;
  const custom = typeof override === 'object' ? override : {};
  return {
    level: custom.level ?? level,
    ...(custom.stream ? { stream: custom.stream } : {}),
    redact: { paths: REDACT, censor: '[oculto]' },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
};
