import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { resetOfflineStateForTests, syncNow } from '../../../lib/offline/offline-store';
import { listWrites, resetWriteQueueForTests } from '../../../lib/offline/write-queue';
import { signInForTest } from '../../../test/test-utils';
import { queueOrRelease, type ReleaseInput } from './release-correspondences';

const ANA = { kind: 'resident', morador: { idMorador: 3, nome: 'Ana Paula Souza' } } as const;
const release = (proof: ReleaseInput['proof']): ReleaseInput => ({
  idUnidade: 5,
  ids: [71],
  pickup: ANA,
  proof,
  dataRetirada: '2026-11-30T12:00:00.000Z',
});

let isOnline = false;
beforeEach(async () => {
  await resetWriteQueueForTests();
  globalThis.indexedDB = new IDBFactory();
  isOnline = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
  signInForTest();
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetOfflineStateForTests();
  await resetWriteQueueForTests();
});

describe('retirada sem conexão', () => {
  test('com documento conferido fica na fila; outra portaria retirou antes: vai para as pendências com o motivo', async () => {
    expect(await queueOrRelease(release({ documentoConferido: true }))).toEqual({ isQueued: true });
    const [queued] = await listWrites('1:1001');
    expect(queued).toMatchObject({
      kind: 'retirada',
      label: 'Retirada de Cód.71 por Ana Paula Souza',
      request: { method: 'POST', path: '/correspondencia/retirada', body: { id: 71, documentoConferido: true } },
      meta: { idUnidade: 5, ids: '71' },
    });
    isOnline = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Já retirada por Bruno Lima às 14:05.' }), {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await syncNow();
    expect(await listWrites('1:1001')).toMatchObject([
      { status: 'refused', reason: 'Já retirada por Bruno Lima às 14:05.' },
    ]);
    vi.unstubAllGlobals();
  });

  test('pelo código de retirada precisa da rede: o código nunca fica guardado no computador', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(queueOrRelease(release({ codigoRetirada: '123456' }))).rejects.toBeInstanceOf(ApiError);
    expect(await listWrites('1:1001')).toEqual([]);
    vi.unstubAllGlobals();
  });
});
