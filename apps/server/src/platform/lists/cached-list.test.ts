import { describe, expect, test } from 'vitest';
import { createClock } from '../../test/test-app.ts';
import { createListCache } from './cached-list.ts';

const bytes = (n: number) => Buffer.alloc(n);

describe('cache de listas: um orçamento de bytes por processo', () => {
  test('guarda o valor carregado e não carrega de novo', async () => {
    const cache = createListCache({ maxBytes: 100, now: createClock().now });
    let loads = 0;
    const load = async () => ((loads += 1), bytes(10));
    await cache.get('a', load);
    await cache.get('a', load);
    expect(loads).toBe(1);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 10 });
  });

  test('pedidos simultâneos da mesma chave dividem uma carga', async () => {
    const cache = createListCache({ maxBytes: 100, now: createClock().now });
    let loads = 0;
    const load = () => new Promise<Buffer>((resolve) => setTimeout(() => resolve(bytes((loads += 1))), 5));
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', load)));
    expect(loads).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  test('passa do orçamento: sai o menos usado recentemente, de qualquer área', async () => {
    const cache = createListCache({ maxBytes: 30, now: createClock().now });
    const loaded: string[] = [];
    const load = (key: string) => async () => (loaded.push(key), bytes(10));
    for (const key of ['correspondencia|a', 'veiculos|b', 'correspondencia|c']) await cache.get(key, load(key));
    await cache.get('correspondencia|a', load('correspondencia|a')); // now the most recent
    await cache.get('veiculos|d', load('veiculos|d')); // evicts veiculos|b
    expect(cache.stats()).toEqual({ entries: 3, bytes: 30 });
    await cache.get('correspondencia|a', load('correspondencia|a'));
    await cache.get('veiculos|b', load('veiculos|b'));
    expect(loaded).toEqual(['correspondencia|a', 'veiculos|b', 'correspondencia|c', 'veiculos|d', 'veiculos|b']);
  });

  test('uma resposta maior que o orçamento não fica', async () => {
    const cache = createListCache({ maxBytes: 30, now: createClock().now });
    await cache.get('big', async () => bytes(31));
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  test('vencido o prazo no relógio da aplicação, carrega de novo', async () => {
    const clock = createClock();
    const cache = createListCache({ maxBytes: 100, ttlMs: 1000, now: clock.now });
    let loads = 0;
    const load = async () => bytes((loads += 1));
    await cache.get('a', load);
    clock.advance(1000);
    expect((await cache.get('a', load)).length).toBe(1);
    clock.advance(1);
    expect((await cache.get('a', load)).length).toBe(2);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 2 });
  });

  test('uma carga que falhou não fica guardada', async () => {
    const cache = createListCache({ maxBytes: 100, now: createClock().now });
    await expect(cache.get('a', async () => Promise.reject(new Error('banco fora')))).rejects.toThrow('banco fora');
    expect((await cache.get('a', async () => bytes(7))).length).toBe(7);
  });

  test('orçamento 0 desliga o cache', async () => {
    const cache = createListCache({ maxBytes: 0, now: createClock().now });
    let loads = 0;
    await cache.get('a', async () => ((loads += 1), bytes(1)));
    await cache.get('a', async () => ((loads += 1), bytes(1)));
    expect(loads).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });
});
