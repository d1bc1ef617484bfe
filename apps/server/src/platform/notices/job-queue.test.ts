import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import type { Notifier } from './providers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAppQueue } from './app-queue.ts';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

/** A provider that answers on the next turn of the event loop and counts the messages in its hands at once. */
const countingNotifier = () => {
  const state = { inFlight: 0, most: 0, keys: [] as string[] };
  const send = async (key: string | undefined) => {
    state.inFlight += 1;
    state.most = Math.max(state.most, state.inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    state.keys.push(key ?? 'sem-chave');
    state.inFlight -= 1;
  };
  const notifier: Notifier = {
    sms: { name: 'teste', send: ({ key }) => send(key) },
    email: { name: 'teste', send: ({ key }) => send(key) },
  };
  return { notifier, state };
};

describe('janela deslizante da fila', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  test('um processo tem no máximo NOTICE_BATCH avisos nas mãos; cada um sai com a chave aviso-<id> e é registrado numa tentativa', async () => {
    const counting = countingNotifier();
    const queue = createAppQueue({
      db: t.db,
      config: { ...t.config, notices: { ...t.config.notices, batchSize: 3 } },
      now: t.clock.now,
      log: silentLog,
      notifier: counting.notifier,
    });
    const rows = Array.from({ length: 10 }, (_, i) => ({
      kind: 'aviso.sms' as const,
      idCondo: null,
      entidade: 'teste',
      idEntidade: i,
      nome: `Pessoa ${i}`,
      payload: { to: '11982345678', body: 'x', purpose: 'teste' },
      maxAttempts: 5,
      runAt: t.clock.now(),
    }));
    const ids = await queue.add(t.db, rows);
    expect(await queue.runDue(ids)).toBe(10);
    // The window is full while work remains, and never more than full.
    expect(counting.state.most).toBe(3);
    expect([...counting.state.keys].sort()).toEqual(ids.map((id) => `aviso-${id}`).sort());
    const done = await t.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    expect(done).toEqual(ids.map(() => ({ status: 'ENVIADO', attempts: 1 })));
  });
});
