import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from './redis.ts';
import { MESSAGES } from '@portaria/shared';
import type { FastifyInstance } from 'fastify';

/** The camera is used by this origin (parcel photos, the scanner); nothing else a browser offers is. */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'fullscreen=()',
].join(', ');

/**
 * CSP for the Vite React SPA: own scripts only; inline styles because MUI/emotion inject them;
 * data:/blob: images (attachments, PDF pages, the label's barcode); blob: workers (altcha, pdf.js); blob: connections
 * (pdf.js reads the PDF the viewer downloaded, by its blob: url). 'wasm-unsafe-eval' lets the page compile
 * WebAssembly, and only that (no eval of text): the camera's barcode reader is ZXing's .wasm, served from /assets
 * like the scripts (decision 126).
 */
/** `redis`: the counters of the routes' rate limits shared by every process (decision 087); null = this process's memory. */
export const registerSecurity = async (app: FastifyInstance, redis: Redis | null = null, prefix = 'portaria:') => {
  // helmet's middleware built once: @fastify/helmet built it again on every request (parsing the CSP's directives),
  // 2–4 % of the server's CPU on a list route.
  const securityHeaders = helmet({
    // Set below, and only over HTTPS: over plain HTTP (a gatehouse PC on the LAN) it is meaningless at best.
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is on: a client cannot fake it otherwise.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers carry personal data and tokens: no cache keeps them unless a route opts in with its own header.
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Registered but off by default: routes opt in with config.rateLimit.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${prefix}rl:`, skipOnError: false } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: MESSAGES.tooManyRequests,
    }),
  });
};
