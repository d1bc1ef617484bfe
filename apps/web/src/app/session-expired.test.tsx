import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { LazySessionExpiredDialog } from '../features/auth/components/lazy-dialogs';
import { api } from '../lib/api-client';
import { reloadPage } from '../lib/browser';
import { closeSessionExpired } from '../lib/session-expired';
import { mockFetch, renderWithProviders, signInForTest } from '../test/test-utils';

// The API client (lib) with the auth feature's dialog: only app/ may put the two together.
vi.mock('../lib/browser', () => ({ reloadPage: vi.fn(), openExternal: vi.fn() }));

afterEach(() => {
  closeSessionExpired();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('cliente da API com o aviso de sessão expirada', () => {
  test('403 fora da troca de contexto abre "sessão expirada" e o OK faz logout', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'GET /api/condominios/1001': { status: 403, body: { message: 'Acesso não permitido para esta referência.' } },
      'POST /api/auth/rbac/logout': { status: 204 },
    });
    renderWithProviders(<LazySessionExpiredDialog />, { route: '/dashboard' });
    await act(() => api.get('/condominios/1001').catch(() => undefined));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.sessionExpired });
    expect(sessionStorage.getItem('expired')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/api/auth/rbac/logout'))).toBe(true);
    expect(sessionStorage.length).toBe(0);
    // The router renders the new location in a transition: under load it can land just after the reload call.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(dialog).not.toBeInTheDocument();
  });

  test('403 da troca de contexto é resposta de negócio e não expira a sessão', async () => {
    signInForTest();
    mockFetch({ 'POST /api/auth/rbac/context/7310': { status: 403, body: { message: 'Sem papel nesta referência' } } });
    renderWithProviders(<LazySessionExpiredDialog />);
    await act(() => api.post('/auth/rbac/context/7310').catch(() => undefined));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('expired')).toBeNull();
  });
});
