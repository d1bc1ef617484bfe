import { MESSAGES } from '@portaria/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { registerErrorHandler } from '../../platform/http/error-handler.ts';
import { registerOverload } from '../../platform/http/overload.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('saúde e sobrecarga', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  test('liveness e readiness são públicas, com operationId, e dizem o que cada serviço respondeu', async () => {
    expect((await t.app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', banco: 'ok', redis: 'desligado' });
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/health/live', '/api/health/ready']) {
      expect(doc.paths[path].get.security).toEqual([]);
      expect(doc.paths[path].get.operationId).toMatch(/\w+/);
    }
  });

  test('Redis configurado e fora do ar: readiness 503 nomeando o Redis', async () => {
    const other = await t.sibling({ redisUrl: 'redis://127.0.0.1:1/3' });
    const ready = await other.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'indisponivel', banco: 'ok', redis: 'falha' });
  });

  test('processo sob pressão: 503 com Retry-After e a mensagem em pt-BR; a liveness continua respondendo', async () => {
    const busy = await t.sibling({ overload: { ...t.config.overload, maxHeapMb: 1 } });
    // The heap is sampled once a second: wait for the first sample, then every request is refused at the door.
    const res = await vi.waitFor(
      async () => {
        const answer = await busy.inject({ url: '/api/public/config' });
        expect(answer.statusCode).toBe(503);
        return answer;
      },
      { timeout: 5000, interval: 200 },
    );
    expect(res.headers['retry-after']).toBe(String(t.config.overload.retryAfterSeconds));
    expect(res.json()).toEqual({ message: MESSAGES.serverBusy });
    expect((await busy.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });

  test('fila no pool do PostgreSQL acima do limite: 503 na porta, antes de qualquer consulta', async () => {
    const pool = { waitingCount: 0 };
    const app = Fastify();
    registerErrorHandler(app);
    await registerOverload(app, { $client: pool } as unknown as Database, {
      maxEventLoopDelayMs: 0,
      maxHeapMb: 0,
      maxDbWaiting: 3,
      retryAfterSeconds: 2,
    });
    app.get('/api/x', async () => ({ ok: true }));
    expect((await app.inject({ url: '/api/x' })).statusCode).toBe(200);
    pool.waitingCount = 4;
    const res = await app.inject({ url: '/api/x' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ message: MESSAGES.serverBusy });
    await app.close();
  });

  test('laço de eventos travado: 503 com Retry-After e a mensagem em pt-BR; a liveness responde; passa quando destrava', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerOverload(app, { $client: { waitingCount: 0 } } as unknown as Database, {
      maxEventLoopDelayMs: 20,
      maxHeapMb: 0,
      maxDbWaiting: 0,
      retryAfterSeconds: 3,
      sampleIntervalMs: 20,
    });
    app.get('/api/x', async () => ({ ok: true }));
    app.get('/api/health/live', async () => ({ status: 'ok' }));
    expect((await app.inject({ url: '/api/x' })).statusCode).toBe(200);
    // A handler that never yields, as a CPU-bound report would: every turn of the loop waits 100 ms for it.
    const blocker = setInterval(() => {
      const until = performance.now() + 100;
      while (performance.now() < until);
    }, 0);
    try {
      const res = await vi.waitFor(
        async () => {
          const answer = await app.inject({ url: '/api/x' });
          expect(answer.statusCode).toBe(503);
          return answer;
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(res.headers['retry-after']).toBe('3');
      expect(res.json()).toEqual({ message: MESSAGES.serverBusy });
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      clearInterval(blocker);
    }
    await vi.waitFor(async () => expect((await app.inject({ url: '/api/x' })).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 20,
    });
    await app.close();
  });
});
