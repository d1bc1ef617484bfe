import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { ApiError } from '../api-client';
import { maskCpfs, restoreReads, restoreWhenOffline, saveReads } from './read-cache';
import { clearAllReads, resetWriteQueueForTests } from './write-queue';
import { resetOfflineStateForTests } from './offline-store';

beforeEach(async () => {
  await resetWriteQueueForTests();
  globalThis.indexedDB = new IDBFactory();
});

const deskClient = () => {
  const client = createQueryClient();
  client.setQueryData(['residents', 'unit', 5], { data: [{ nome: 'Ana Paula Souza', cpf: '52998224725' }] });
  client.setQueryData(['visitors', 'entries', '2026-11-30'], { pages: [{ data: [{ nmVisitante: 'Lúcia' }] }] });
  client.setQueryData(['correspondence', 'history', 5], { data: [{ id: 1 }] });
  client.setQueryData(['vehicles', 'list'], { data: [{ placa: 'ABC1D23' }] });
  return client;
};

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetOfflineStateForTests();
  await resetWriteQueueForTests();
});

describe('o que a portaria lê sem conexão', () => {
  test('guarda só as listas da portaria, com o CPF mascarado, e só para a mesma pessoa no mesmo condomínio', async () => {
    await saveReads(deskClient(), '1:1001');
    const other = createQueryClient();
    expect(await restoreReads(other, '2:1001')).toBeNull();
    expect(await restoreReads(other, '1:2002')).toBeNull();
    expect(other.getQueryCache().getAll()).toHaveLength(0);

    const same = createQueryClient();
    expect(await restoreReads(same, '1:1001')).toEqual(expect.any(Number));
    expect(same.getQueryData(['residents', 'unit', 5])).toEqual({
      data: [{ nome: 'Ana Paula Souza', cpf: '52*******25' }],
    });
    expect(same.getQueryData(['visitors', 'entries', '2026-11-30'])).toBeDefined();
    // Histories and areas the desk does not need offline are never written to the PC.
    expect(same.getQueryData(['correspondence', 'history', 5])).toBeUndefined();
    expect(same.getQueryData(['vehicles', 'list'])).toBeUndefined();
  });

  test("'Sair' apaga o que foi guardado para leitura", async () => {
    await saveReads(deskClient(), '1:1001');
    await clearAllReads();
    expect(await restoreReads(createQueryClient(), '1:1001')).toBeNull();
  });

  test('mascara CPFs em qualquer profundidade e deixa o resto como está', () => {
    expect(maskCpfs({ a: [{ cpfMorador: '529.982.247-25', nome: 'X' }], n: 3 })).toEqual({
      a: [{ cpfMorador: '52*******25', nome: 'X' }],
      n: 3,
    });
  });

  test('online, o que foi guardado não substitui a resposta do servidor; sem resposta, volta, e a volta da rede pede tudo de novo', async () => {
    await saveReads(deskClient(), '1:1001');
    vi.stubGlobal('navigator', { onLine: true });
    const client = createQueryClient();
    const stop = restoreWhenOffline(client, '1:1001');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(['residents', 'unit', 5])).toBeUndefined();

    // The building's network is up, the internet is not: a read fails without an answer.
    await client
      .fetchQuery({
        queryKey: ['residents', 'unit', 9],
        queryFn: () => Promise.reject(new ApiError(0, 'sem rede')),
        retry: false,
      })
      .catch(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(['residents', 'unit', 5])).toBeDefined());

    const invalidate = vi.spyOn(client, 'invalidateQueries');
    window.dispatchEvent(new Event('online'));
    expect(invalidate).toHaveBeenCalled();
    stop();
  });

  test('o que foi lido nesta página se junta ao que já estava guardado', async () => {
    await saveReads(deskClient(), '1:1001');
    const later = createQueryClient();
    later.setQueryData(['visitors', 'entries', '2026-12-01'], { pages: [] });
    await saveReads(later, '1:1001');
    const restored = createQueryClient();
    await restoreReads(restored, '1:1001');
    expect(restored.getQueryData(['residents', 'unit', 5])).toBeDefined();
    expect(restored.getQueryData(['visitors', 'entries', '2026-12-01'])).toEqual({ pages: [] });
  });
});
