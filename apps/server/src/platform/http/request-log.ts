import type { FastifyInstance } from 'fastify';
import { redactUrl } from './redact-url.ts';

/**
 * One log line per answered API request (Fastify's own logging writes two, and one per static file): method,
 * the URL with secrets and CPFs hidden, status and time. Files of the web app are logged only when they fail
 * on the server's side. Logs go to stdout only (README: rotation is the process manager's job).
 */
export const registerRequestLog = (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const isApi = request.url.startsWith('/api');
    if (!isApi && reply.statusCode < 500) return;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      },
      'requisição',
    );
  });
};
