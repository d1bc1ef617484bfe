import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';
import { updateSession } from '../lib/session';
import type { SessionUpdate } from '../lib/session';

type Options = { route?: string; extraRoutes?: Record<string, ReactNode> };

/** Shows the current path so tests can assert navigation as a person would see the screen change. */
const LocationProbe = () => <output data-testid="location">{useLocation().pathname}</output>;

export const renderWithProviders = (ui: ReactElement, { route = '/', extraRoutes = {} }: Options = {}) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
            {Object.entries(extraRoutes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
};

type MockResponse = { status?: number; body?: unknown };
type Handler = (url: URL, init: RequestInit) => MockResponse;

/** Replaces fetch: each call is answered by the first handler whose key ("METHOD /path") matches. */
export const mockFetch = (handlers: Record<string, MockResponse | Handler>) => {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return new Response(JSON.stringify({ message: `sem resposta para ${key}` }), { status: 500 });
    const { status = 200, body } = typeof handler === 'function' ? handler(url, init) : handler;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
};

export const CARLOS = {
  idPorteiro: 1,
  nome: 'Carlos Eduardo Souza',
  cpf: '52998224725',
  email: 'carlos@example.com',
  telefone: null,
  cargo: 'Porteiro',
};

/** A logged-in doorkeeper in 4521 whose token is valid for another hour. */
export const signInForTest = (overrides: SessionUpdate = {}) =>
  updateSession({
    token: 'context-token',
    validFrom: new Date().toISOString(),
    validUntil: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    condominiumId: 1001,
    condominium: { nome: 'Residencial Jardim das Palmeiras', idCondo: 1001, referencia: 4521 },
    user: CARLOS,
    permissions: { rolePermissions: [], customPermissions: [] },
    ...overrides,
  });
