import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { createQueryClient } from '../query-client';
import { updateSession } from '../session';
import { mockFetch, signInForTest } from '../../test/test-utils';
import {
  PREFETCH_DELAY_MS,
  PREFETCH_EVERY_MS,
  prefetchReads,
  readAllPages,
  startPrefetching,
  type OfflinePrefetch,
} from './prefetch-reads';
import { restoreReads, saveReads, storePrefetched } from './read-cache';
import { clearAllReads, readReads, resetWriteQueueForTests } from './write-queue';

const OWNER = '1:1001';
const TREE = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  tem_biometria: false,
  blocos: [
    {
      idBloco: 1,
      nome: 'Bloco A',
      quantidadeUnidades: 2,
      unidades: [
        { idUnidade: 5, nome: '101', pessoas: [{ nome: 'Ana Paula Souza', cpf: '52998224725' }] },
        { idUnidade: 6, nome: '102', pessoas: [] },
      ],
    },
  ],
};
const UNIT_PAGE = {
  moradores: [{ idMorador: 9, nome: 'Ana Paula Souza', cpf: '52998224725', perfil: 'morar.morador' }],
};

let isOnline = true;
beforeEach(async () => {
  await resetWriteQueueForTests();
  globalThis.indexedDB = new IDBFactory();
  isOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
  signInForTest({ permissions: { rolePermissions: [PERMISSIONS.correspondence], customPermissions: [] } });
  mockFetch({ 'GET /api/condominios/1001': { body: TREE } });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await resetWriteQueueForTests();
});

const unitPages: OfflinePrefetch = {
  permission: null,
  read: async ({ unitIds }) => unitIds.map((id) => ({ queryKey: ['desk', 'unit', id], data: UNIT_PAGE })),
};

describe('o que a portaria lê sem conexão, atualizado em segundo plano', () => {
  test('guarda a árvore do condomínio e a parte de cada área sob as chaves das telas, com o CPF mascarado, só para a mesma pessoa no mesmo condomínio', async () => {
    const notAllowed = vi.fn(async () => []);
    const outcome = await prefetchReads(OWNER, 1001, [
      unitPages,
      { permission: PERMISSIONS.accessControl, read: notAllowed },
      {
        permission: null,
        read: () => Promise.reject(new Error('tempo esgotado')),
      },
    ]);
    expect(outcome).toMatchObject({ reads: 3, failed: 1 });
    // Without the permission the area is not asked: a 403 would end the session.
    expect(notAllowed).not.toHaveBeenCalled();

    const desk = createQueryClient();
    expect(await restoreReads(desk, OWNER)).toBe(outcome!.at);
    expect(desk.getQueryData(['desk', 'unit', 6])).toEqual({
      moradores: [{ idMorador: 9, nome: 'Ana Paula Souza', cpf: '52*******25', perfil: 'morar.morador' }],
    });
    expect(desk.getQueryState(['desk', 'unit', 5])?.dataUpdatedAt).toBe(outcome!.at);
    const tree = desk.getQueryData<typeof TREE>(['condominium', 1001]);
    expect(tree?.blocos[0]?.unidades[0]?.pessoas).toEqual([{ nome: 'Ana Paula Souza', cpf: '52*******25' }]);

    const other = createQueryClient();
    expect(await restoreReads(other, '2:1001')).toBeNull();
    expect(await restoreReads(other, '1:1002')).toBeNull();
    expect(other.getQueryCache().getAll()).toHaveLength(0);

    await clearAllReads();
    expect(await restoreReads(createQueryClient(), OWNER)).toBeNull();
  });

  test('nada é guardado se outro condomínio foi escolhido durante a atualização, nem sem conexão', async () => {
    const switching: OfflinePrefetch = {
      permission: null,
      read: async () => {
        updateSession({ condominiumId: 1002 });
        return [{ queryKey: ['desk', 'unit', 5], data: UNIT_PAGE }];
      },
    };
    expect(await prefetchReads(OWNER, 1001, [switching])).toBeNull();
    expect(await restoreReads(createQueryClient(), OWNER)).toBeNull();

    signInForTest();
    isOnline = false;
    const read = vi.fn(async () => []);
    expect(await prefetchReads(OWNER, 1001, [{ permission: null, read }])).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  test('restaurada sem conexão, a resposta mais nova de cada tela vence, seja da tela ou da atualização', async () => {
    await storePrefetched(OWNER, [{ queryKey: ['desk', 'unit', 5], data: { v: 'atualização' } }], 1_000);
    const desk = createQueryClient();
    desk.setQueryData(['desk', 'unit', 5], { v: 'tela' }, { updatedAt: 2_000 });
    desk.setQueryData(['desk', 'unit', 6], { v: 'tela antiga' }, { updatedAt: 500 });
    await storePrefetched(
      OWNER,
      [
        { queryKey: ['desk', 'unit', 5], data: { v: 'atualização' } },
        { queryKey: ['desk', 'unit', 6], data: { v: 'atualização' } },
      ],
      Date.now(),
    );
    await restoreReads(desk, OWNER);
    expect(desk.getQueryData(['desk', 'unit', 6])).toEqual({ v: 'atualização' });
    // The screen's answer at 2 000 is older than this refresh: the refresh wins; a newer screen answer would stay.
    expect(desk.getQueryData(['desk', 'unit', 5])).toEqual({ v: 'atualização' });
    const newer = createQueryClient();
    newer.setQueryData(['desk', 'unit', 5], { v: 'tela nova' }, { updatedAt: Date.now() + 60_000 });
    await restoreReads(newer, OWNER);
    expect(newer.getQueryData(['desk', 'unit', 5])).toEqual({ v: 'tela nova' });
  });

  test('o que voltou da atualização não é copiado para as leituras das telas; o que a tela buscou de novo, sim', async () => {
    await storePrefetched(
      OWNER,
      [
        { queryKey: ['desk', 'unit', 5], data: { v: 'atualização' } },
        { queryKey: ['desk', 'unit', 6], data: { v: 'atualização' } },
      ],
      Date.now() - 1_000,
    );
    const desk = createQueryClient();
    await restoreReads(desk, OWNER);
    desk.setQueryData(['desk', 'unit', 6], { v: 'tela' });
    await saveReads(desk, OWNER);
    const hashes = ((await readReads(OWNER))!.state as { queries: { queryHash: string }[] }).queries.map(
      (query) => query.queryHash,
    );
    expect(hashes).toEqual(['["desk","unit",6]']);
  });

  test('lê todas as páginas de uma lista, como a tela depois de rolar até o fim', async () => {
    const fetchPage = vi.fn(async (page: number) => ({ data: [page], meta: { page, totalPages: 3, totalItems: 3 } }));
    const all = await readAllPages(fetchPage);
    expect(all.pages.map((p) => p.data[0])).toEqual([1, 2, 3]);
    expect(all.pageParams).toEqual([1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  test('atualiza pouco depois de abrir, a cada 15 minutos e quando a rede volta; para ao sair', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const read = vi.fn(async () => []);
    const stop = startPrefetching(OWNER, 1001, [{ permission: null, read }]);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    // One run at a time: each is let finish (its reads stored) before the next is due.
    const stored = async (count: number) => {
      await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(count));
      await vi.waitFor(async () => expect(await restoreReads(createQueryClient(), OWNER)).not.toBeNull());
      await clearAllReads();
    };
    await stored(1);
    await vi.advanceTimersByTimeAsync(PREFETCH_EVERY_MS);
    await stored(2);
    window.dispatchEvent(new Event('online'));
    await stored(3);
    stop();
    await vi.advanceTimersByTimeAsync(PREFETCH_EVERY_MS);
    window.dispatchEvent(new Event('online'));
    expect(read).toHaveBeenCalledTimes(3);
  });
});
