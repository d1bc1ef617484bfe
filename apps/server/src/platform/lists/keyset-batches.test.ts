import { describe, expect, test } from 'vitest';
import { keysetBatches } from './keyset-batches.ts';

type Row = { id: number };

/** Rows 1..n newest first (id descending), fetched after a cursor (the last id seen), `size` at a time. */
const table = (n: number, size: number) => {
  const asked: (number | null)[] = [];
  const fetch = async (after: number | null): Promise<Row[]> => {
    asked.push(after);
    const rows = Array.from({ length: n }, (_, i) => ({ id: n - i }));
    return rows.filter((row) => after === null || row.id < after).slice(0, size);
  };
  return { fetch, asked };
};

const collect = async <R>(batches: AsyncGenerator<R[]>) => {
  const out: R[][] = [];
  for await (const batch of batches) out.push(batch);
  return out;
};

describe('relatório em lotes por cursor (keyset)', () => {
  test('todas as linhas, em lotes do tamanho pedido, cada lote depois do último cursor', async () => {
    const { fetch, asked } = table(7, 3);
    const batches = await collect(keysetBatches(fetch, (last) => last.id, 3));
    expect(batches.map((batch) => batch.map((row) => row.id))).toEqual([[7, 6, 5], [4, 3, 2], [1]]);
    // The short last batch ends the walk: no query after it.
    expect(asked).toEqual([null, 5, 2]);
  });

  test('um total múltiplo do lote pede mais uma vez e para no lote vazio', async () => {
    const { fetch, asked } = table(6, 3);
    const batches = await collect(keysetBatches(fetch, (last) => last.id, 3));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3]);
    expect(asked).toEqual([null, 4, 1]);
  });

  test('sem linhas: nenhum lote', async () => {
    const { fetch, asked } = table(0, 3);
    expect(await collect(keysetBatches(fetch, (last) => last.id, 3))).toEqual([]);
    expect(asked).toEqual([null]);
  });

  test('o próximo lote já é pedido antes de o consumidor terminar o atual', async () => {
    const { fetch, asked } = table(5, 2);
    const batches = keysetBatches(fetch, (last) => last.id, 2);
    const first = await batches.next();
    expect(first.value).toEqual([{ id: 5 }, { id: 4 }]);
    expect(asked).toEqual([null, 4]);
    await batches.return(undefined);
  });

  test('uma falha do próximo lote, pedida de antemão, aparece só quando ele é lido, sem rejeição solta', async () => {
    const fetch = async (after: number | null): Promise<Row[]> => {
      if (after !== null) throw new Error('conexão perdida');
      return [{ id: 9 }, { id: 8 }];
    };
    const batches = keysetBatches(fetch, (last) => last.id, 2);
    expect((await batches.next()).value).toEqual([{ id: 9 }, { id: 8 }]);
    // The failed prefetch has been pending for a turn: it must not be reported as unhandled meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    await expect(batches.next()).rejects.toThrow('conexão perdida');
  });
});
