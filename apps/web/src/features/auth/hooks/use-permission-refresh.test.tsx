import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reloadPage } from '../../../lib/browser';
import { getSession } from '../../../lib/session';
import { mockFetch, signInForTest } from '../../../test/test-utils';
import { usePermissionRefresh } from './use-permission-refresh';

vi.mock('../../../lib/browser', () => ({ reloadPage: vi.fn(), openExternal: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const INTERVAL_MS = 20;

describe('atualização periódica das permissões', () => {
  test('renova token e permissões usando a referência guardada', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'POST /api/auth/rbac/refresh/4521': {
        body: {
          token: 'token-renovado',
          validFrom: '2026-11-21T11:00:00.000Z',
          validUntil: '2099-01-01T00:00:00.000Z',
          context: 1001,
          referencia: 4521,
          rolePermissions: ['portaria.home.ocorrencias.read'],
          customPermissions: ['portaria.home.veiculos.read'],
        },
      },
    });
    const { unmount } = renderHook(() => usePermissionRefresh(INTERVAL_MS), { wrapper });
    await waitFor(() => expect(getSession().token).toBe('token-renovado'));
    unmount();
    expect(getSession().permissions.customPermissions).toEqual(['portaria.home.veiculos.read']);
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer context-token' });
  });

  test('falha na renovação desconecta o porteiro', async () => {
    signInForTest();
    mockFetch({
      'POST /api/auth/rbac/refresh/4521': { status: 500, body: { message: 'Erro interno' } },
      'POST /api/auth/rbac/logout': { status: 204 },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => usePermissionRefresh(INTERVAL_MS), { wrapper });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(sessionStorage.length).toBe(0);
  });
});
