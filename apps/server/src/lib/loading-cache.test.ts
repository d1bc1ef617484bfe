import { describe, expect, test } from 'vitest';
import { createLoadingCache } from './loading-cache.ts';

const bytes = (n: number) => Buffer.alloc(n);

describe('createLoadingCache', () => {
  test('guarda o valor carregado e não carrega de novo', async () => {
    const cache = createLoadingCache<Buffer>({ maxCost: 100, ttlMs: 1000, costOf: (b) => b.length });
    let loads = 0;
    const load = async () => (loads += 1, bytes(10));
    await cache.get('a', load, 0);
    await cache.get('a', load, 10);
    expect(loads).toBe(1);
    expect(cache.stats()).toEqual({ entries: 1, cost: 10 });
  });

  test('pedidos simultâneos da mesma chave dividem uma carga', async () => {
    const cache = createLoadingCache<Buffer>({ maxCost: 100, ttlMs: 1000, costOf: (b) => b.length });
    let loads = 0;
    const load = () => new Promise<Buffer>((resolve) => setTimeout(() => resolve(bytes((loads += 1))), 5));
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', load, 0)));
    expect(loads).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  test('passa do custo máximo: sai o menos usado recentemente', async () => {
    const cache = createLoadingCache<Buffer>({ maxCost: 30, ttlMs: 1000, costOf: (b) => b.length });
    const loaded: string[] = [];
    const load = (key: string) => async () => (loaded.push(key), bytes(10));
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(key), 0);
    await cache.get('a', load('a'), 0); // a is now the most recent
    await cache.get('d', load('d'), 0); // evicts b
    expect(cache.stats()).toEqual({ entries: 3, cost: 30 });
    await cache.get('a', load('a'), 0);
    await cache.get('b', load('b'), 0);
    expect(loaded).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  test('um valor maior que o máximo não fica', async () => {
    const cache = createLoadingCache<Buffer>({ maxCost: 30, ttlMs: 1000, costOf: (b) => b.length });
    await cache.get('big', async () => bytes(31), 0);
    await Promise.resolve();
    expect(cache.stats()).toEqual({ entries: 0, cost: 0 });
  });

  test('vencido o prazo, carrega de novo', async () => {
    const cache = createLoadingCache<number>({ maxCost: 10, ttlMs: 1000, costOf: () => 1 });
    let loads = 0;
    const load = async () => (loads += 1);
    await cache.get('a', load, 0);
    expect(await cache.get('a', load, 999)).toBe(1);
    expect(await cache.get('a', load, 1000)).toBe(2);
    expect(cache.stats()).toEqual({ entries: 1, cost: 1 });
  });

  test('uma carga que falhou não fica guardada', async () => {
    const cache = createLoadingCache<number>({ maxCost: 10, ttlMs: 1000, costOf: () => 1 });
    await expect(cache.get('a', async () => Promise.reject(new Error('banco fora')), 0)).rejects.toThrow('banco fora');
    expect(await cache.get('a', async () => 7, 1)).toBe(7);
  });

  test('custo máximo 0 desliga o cache', async () => {
    const cache = createLoadingCache<number>({ maxCost: 0, ttlMs: 1000, costOf: () => 1 });
    let loads = 0;
    await cache.get('a', async () => (loads += 1), 0);
    await cache.get('a', async () => (loads += 1), 0);
    expect(loads).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });
});
