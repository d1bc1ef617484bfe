import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reloadPage } from '../../../lib/browser';
import { getSession } from '../../../lib/session';
import { listenToOtherTabs } from '../../../lib/session-sync';
import { readStored, writeStored } from '../../../lib/user-storage';
import { mockFetch, signInForTest } from '../../../test/test-utils';
import { usePermissionRefresh } from './use-permission-refresh';

vi.mock('../../../lib/browser', () => ({ reloadPage: vi.fn(), openExternal: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const TIMINGS = { intervalMs: 20, retryDelaysMs: [10, 20], otherTabWaitMs: 500 };

const renewed = (token: string) => ({
  body: {
    token,
    validFrom: '2026-11-21T11:00:00.000Z',
    validUntil: '2099-01-01T00:00:00.000Z',
    context: 1001,
    referencia: 4521,
    rolePermissions: ['portaria.home.ocorrencias.read'],
    customPermissions: ['portaria.home.veiculos.read'],
  },
});

describe('atualização periódica das permissões', () => {
  test('renova token e permissões usando a referência guardada', async () => {
    signInForTest();
    const fetchSpy = mockFetch({ 'POST /api/auth/rbac/refresh/4521': renewed('token-renovado') });
    const { unmount } = renderHook(() => usePermissionRefresh(TIMINGS), { wrapper });
    await waitFor(() => expect(getSession().token).toBe('token-renovado'));
    unmount();
    expect(getSession().permissions.customPermissions).toEqual(['portaria.home.veiculos.read']);
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer context-token' });
  });

  test('sem rede ou com erro do servidor, tenta de novo e o porteiro continua conectado', async () => {
    signInForTest();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const answer = renewed('token-depois-da-falha');
    const fetchSpy = mockFetch({
      'POST /api/auth/rbac/refresh/4521': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return calls === 2 ? { status: 503, body: { message: 'Servidor ocupado' } } : answer;
      },
    });
    const { unmount } = renderHook(() => usePermissionRefresh(TIMINGS), { wrapper });
    await waitFor(() => expect(getSession().token).toBe('token-depois-da-falha'));
    unmount();
    expect(fetchSpy.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(getSession().user?.nome).toBe('Carlos Eduardo Souza');
  });

  test('o servidor recusa a renovação (403): o porteiro é desconectado, e o rascunho dele fica para a volta', async () => {
    signInForTest();
    writeStored('draft:correspondence.parcel.91', { destinatario: 'Ana Paula Souza' });
    mockFetch({
      'POST /api/auth/rbac/refresh/4521': { status: 403, body: { message: 'Acesso não permitido' } },
      'POST /api/auth/rbac/logout': { status: 204 },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => usePermissionRefresh({ ...TIMINGS, otherTabWaitMs: 10 }), { wrapper });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    // The session is gone; only the person's draft stays, for their next sign-in (decision 105).
    expect(getSession().token).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['portaria:1:1001:draft:correspondence.parcel.91']);
    signInForTest();
    expect(readStored('draft:correspondence.parcel.91')).toEqual({ destinatario: 'Ana Paula Souza' });
  });

  test('outra aba renovou o mesmo token primeiro: esta adota o token dela e não desconecta', async () => {
    signInForTest();
    const stopListening = listenToOtherTabs();
    const otherTab = new BroadcastChannel('portaria-sessao');
    mockFetch({
      'POST /api/auth/rbac/refresh/4521': () => {
        // The other tab's refresh won the race: the server refuses this one, and the other tab's news follows.
        setTimeout(
          () =>
            otherTab.postMessage({
              type: 'renewed',
              previousToken: 'context-token',
              update: { token: 'token-da-outra-aba' },
            }),
          50,
        );
        return { status: 401, body: { message: 'Sessão inválida ou expirada. Faça login novamente.' } };
      },
      'POST /api/auth/rbac/logout': { status: 204 },
    });
    const { unmount } = renderHook(() => usePermissionRefresh({ ...TIMINGS, intervalMs: 1000 }), { wrapper });
    await waitFor(() => expect(getSession().token).toBe('token-da-outra-aba'), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    unmount();
    stopListening();
    otherTab.close();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(getSession().user?.nome).toBe('Carlos Eduardo Souza');
  });
});
