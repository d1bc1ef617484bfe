import { MESSAGES } from '@portaria/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { registerSecurity } from './security.ts';

describe('cabeçalhos e limites de cada resposta', () => {
  let app: FastifyInstance;
  // A new app for each test (a bare Fastify, ~10 ms): the security options are then read while a test runs, where a
  // mutation run's mutant is active (one built in beforeAll read them before: every CSP mutant "survived").
  beforeEach(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await registerSecurity(app);
    app.get('/api/limitada', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    app.get('/api/com-cache', async (_request, reply) => reply.header('cache-control', 'private, max-age=60').send({}));
    app.get('/api/livre', async () => ({ ok: true }));
    app.get('/pagina', async () => 'html');
    await app.ready();
  });
  afterEach(() => app.close());

  test('uma rota que pede limite responde 429 em pt-BR ao passar dele; as outras não têm limite', async () => {
    expect((await app.inject({ url: '/api/limitada' })).statusCode).toBe(200);
    const limited = await app.inject({ url: '/api/limitada' });
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: MESSAGES.tooManyRequests }]);
    expect(limited.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/api/livre' })).statusCode).toBe(200);
  });

  test('a API não fica em cache, salvo quando a rota escolhe o seu; páginas não levam no-store', async () => {
    expect((await app.inject({ url: '/api/livre' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/com-cache' })).headers['cache-control']).toBe('private, max-age=60');
    expect((await app.inject({ url: '/pagina' })).headers['cache-control']).toBeUndefined();
  });

  test('CSP do app: só o próprio site, WebAssembly sem eval, estilos inline, blob: para PDF e workers, nada de frames de fora', async () => {
    const res = await app.inject({ url: '/pagina' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self' blob:",
      "worker-src 'self' blob:",
      "frame-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['permissions-policy']).split(', ')).toEqual([
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
    ]);
  });
});
