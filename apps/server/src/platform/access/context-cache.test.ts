import { afterAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { dropPrefix, isRedisUp, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis.ts';
import { createRedis } from '../http/redis.ts';
import {
  contextCacheSeconds,
  createContextCache,
  forgetIn,
  type AccessScope,
  type ContextChannel,
  type ContextRow,
} from './context-cache.ts';
import { createContextChannel } from './context-channel.ts';

const rowOf = (userId: number, idCondo = 1001): ContextRow => ({
  kind: 'context',
  idCondo,
  validFrom: new Date(0),
  validUntil: new Date(8.64e15),
  revokedAt: null,
  sessionId: `sessao-${userId}`,
  userId,
  startedAt: new Date(),
  endedAt: null,
  referencia: 4521,
  permissions: ['VEICULOS'],
});

/** A cache over a fake database: counts reads, and can hold one in flight. */
const cacheOver = (options: { ttlMs?: number; channel?: ContextChannel; maxEntries?: number } = {}) => {
  const db = {} as Database;
  const reads: string[] = [];
  let hold: Promise<void> | null = null;
  const cache = createContextCache({
    db,
    ttlMs: options.ttlMs ?? 60_000,
    channel: options.channel ?? null,
    maxEntries: options.maxEntries,
    read: async (hash) => {
      reads.push(hash);
      if (hold) await hold;
      return hash.startsWith('desconhecido') ? null : rowOf(Number(hash.split('-')[1]), Number(hash.split('-')[2]));
    },
  });
  return { db, cache, reads, holdReads: (until: Promise<void>) => (hold = until) };
};

describe('cache do contexto do token (decisão 132)', () => {
  test('o mesmo token lido de novo dentro do prazo não vai ao banco; as permissões vêm como conjunto', async () => {
    const { cache, reads } = cacheOver();
    const first = await cache.lookup('t-1-1001');
    const again = await cache.lookup('t-1-1001');
    expect(reads).toEqual(['t-1-1001']);
    expect(again).toBe(first);
    expect(again!.permissions.has('VEICULOS')).toBe(true);
  });

  test('esquecer uma pessoa relê só os tokens dela; esquecer um condomínio relê os dele', async () => {
    const { cache, reads } = cacheOver();
    for (const hash of ['t-1-1001', 't-1-1002', 't-2-1001', 't-3-1002']) await cache.lookup(hash);
    await cache.forget({ userId: 1 });
    for (const hash of ['t-1-1001', 't-1-1002', 't-2-1001', 't-3-1002']) await cache.lookup(hash);
    expect(reads.slice(4)).toEqual(['t-1-1001', 't-1-1002']);
    await cache.forget({ idCondo: 1002 });
    for (const hash of ['t-1-1001', 't-1-1002', 't-2-1001', 't-3-1002']) await cache.lookup(hash);
    expect(reads.slice(6)).toEqual(['t-1-1002', 't-3-1002']);
  });

  test('uma leitura que começou antes de uma mudança responde, mas não fica guardada', async () => {
    const { cache, reads, holdReads } = cacheOver();
    let release = () => {};
    holdReads(new Promise<void>((resolve) => (release = resolve)));
    const inFlight = cache.lookup('t-1-1001');
    await cache.forget({ userId: 99 });
    release();
    expect((await inFlight)!.row.userId).toBe(1);
    await cache.lookup('t-1-1001');
    expect(reads).toEqual(['t-1-1001', 't-1-1001']);
  });

  test('token desconhecido nunca fica guardado; com prazo 0 cada pedido lê o banco', async () => {
    const unknown = cacheOver();
    expect(await unknown.cache.lookup('desconhecido')).toBeNull();
    expect(await unknown.cache.lookup('desconhecido')).toBeNull();
    expect(unknown.reads).toHaveLength(2);
    const off = cacheOver({ ttlMs: 0 });
    await off.cache.lookup('t-1-1001');
    await off.cache.lookup('t-1-1001');
    expect(off.reads).toHaveLength(2);
  });

  test('guarda no máximo maxEntries tokens: o mais antigo sai primeiro', async () => {
    const { cache, reads } = cacheOver({ maxEntries: 2 });
    for (const hash of ['t-1-1001', 't-2-1001', 't-3-1001', 't-3-1001', 't-2-1001', 't-1-1001'])
      await cache.lookup(hash);
    expect(reads).toEqual(['t-1-1001', 't-2-1001', 't-3-1001', 't-1-1001']);
  });

  test('outro app do processo no mesmo banco ouve a mudança; fechado, deixa de ouvir', async () => {
    const a = cacheOver();
    let readsOfB = 0;
    const b = createContextCache({
      db: a.db,
      ttlMs: 60_000,
      channel: null,
      read: async () => ((readsOfB += 1), rowOf(1)),
    });
    await b.lookup('t-1-1001');
    await a.cache.forget({ userId: 1 });
    await b.lookup('t-1-1001');
    forgetIn(a.db, { userId: 1 });
    await b.lookup('t-1-1001');
    await b.lookup('t-1-1001');
    expect(readsOfB).toBe(3);
    b.close();
    await b.lookup('t-1-1001');
    expect(readsOfB).toBe(4);
  });

  test('sem assinatura viva no Redis nada fica guardado, e o que estava guardado sai quando ela cai', async () => {
    let isLive = true;
    let lost = () => {};
    const published: AccessScope[] = [];
    const channel: ContextChannel = {
      isLive: () => isLive,
      publish: async (scope) => void published.push(scope),
      listen: (_onScope, onLost) => (lost = onLost),
    };
    const { cache, reads } = cacheOver({ channel });
    await cache.lookup('t-1-1001');
    isLive = false;
    lost();
    await cache.lookup('t-1-1001');
    await cache.lookup('t-1-1001');
    isLive = true;
    await cache.lookup('t-1-1001');
    await cache.lookup('t-1-1001');
    expect(reads).toHaveLength(4);
    await cache.forget({ idCondo: 1001 });
    expect(published).toEqual([{ idCondo: 1001 }]);
  });

  test('sem AUTH_CACHE_SECONDS: 5 s no banco embutido e com Redis; desligado no PostgreSQL sem Redis', () => {
    expect(contextCacheSeconds(undefined, true, false)).toBe(5);
    expect(contextCacheSeconds(undefined, false, true)).toBe(5);
    expect(contextCacheSeconds(undefined, false, false)).toBe(0);
    expect(contextCacheSeconds(2, false, false)).toBe(2);
    expect(contextCacheSeconds(0, true, true)).toBe(0);
  });
});

const isUp = await isRedisUp();
describe.skipIf(!isUp)('mudanças de acesso entre processos pelo Redis', () => {
  const prefix = testRedisPrefix();
  const log = { warn: () => {} };
  const redisA = createRedis(TEST_REDIS_URL);
  const redisB = createRedis(TEST_REDIS_URL);
  const a = createContextChannel(redisA, prefix, log);
  const b = createContextChannel(redisB, prefix, log);
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await Promise.all([redisA.quit(), redisB.quit()]);
    await dropPrefix(prefix);
  });

  test('o que um processo publica chega ao outro, que esquece o escopo', async () => {
    const heard: AccessScope[] = [];
    b.listen(
      (scope) => heard.push(scope),
      () => {},
    );
    for (let i = 0; !b.isLive(); i += 1) {
      if (i > 200) throw new Error('assinatura do Redis não ficou pronta');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await a.publish({ userId: 7 });
    await a.publish({ idCondo: 1002 });
    for (let i = 0; heard.length < 2; i += 1) {
      if (i > 200) throw new Error('mudança não chegou pelo Redis');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(heard).toEqual([{ userId: 7 }, { idCondo: 1002 }]);
  });
});
