import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@portaria/shared';
import type { FastifyInstance } from 'fastify';

/**
 * CSP for the Vite React SPA: own scripts only; inline styles because MUI/emotion inject them;
 * data:/blob: images (attachments, PDF pages); blob: workers (altcha, pdf.js).
 */
export const registerSecurity = async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  // Registered but off by default: routes opt in with config.rateLimit.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: MESSAGES.tooManyRequests,
    }),
  });
};
