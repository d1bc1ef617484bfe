import { MESSAGES } from '@portaria/shared';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { registerEmbeddedDbGate } from './embedded-db-gate.ts';
import { registerErrorHandler } from './error-handler.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/**
 * Decision 062 at the door, without a database: the same gate on any engine. A route that holds its place until
 * the test lets it go stands for a long transaction.
 */
const gatedApp = async (maxWaitMs: number) => {
  const app = Fastify();
  registerErrorHandler(app);
  const holds: ReturnType<typeof deferred>[] = [];
  await app.register(async (api) => {
    registerEmbeddedDbGate(api, { maxActive: 1, maxWaiting: 0, maxWaitMs });
    api.get('/segura', async () => {
      const hold = deferred();
      holds.push(hold);
      await hold.promise;
      return { ok: true };
    });
    api.get('/rapida', async () => ({ ok: true }));
  });
  await app.ready();
  return { app, holds };
};

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
};

describe('porta do banco embutido', () => {
  test('com o lugar ocupado e sem fila, o próximo recebe 503 com Retry-After em segundos inteiros', async () => {
    const { app, holds } = await gatedApp(2500);
    try {
      const first = app.inject({ url: '/segura' });
      await until(() => holds.length === 1);
      const refused = await app.inject({ url: '/rapida' });
      expect([refused.statusCode, refused.json(), refused.headers['retry-after']]).toEqual([
        503,
        { message: MESSAGES.serverBusy },
        '3',
      ]);
      holds[0]!.resolve();
      expect((await first).statusCode).toBe(200);
      // The place came back when the answer was done.
      expect((await app.inject({ url: '/rapida' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/rapida' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('Retry-After nunca é menos de 1 segundo', async () => {
    const { app, holds } = await gatedApp(200);
    try {
      const first = app.inject({ url: '/segura' });
      await until(() => holds.length === 1);
      expect((await app.inject({ url: '/rapida' })).headers['retry-after']).toBe('1');
      holds[0]!.resolve();
      await first;
    } finally {
      await app.close();
    }
  });
});
