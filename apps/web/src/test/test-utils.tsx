import type { ReactElement, ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import type { z } from 'zod';
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
  const rendered = render(
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
  return { ...rendered, queryClient };
};

/**
 * After a change, the list under `queryKey` is fetched again: refetched now if it is on screen, or marked stale
 * so the next screen that shows it fetches it (react-query's invalidation). Fails when nothing invalidated it.
 */
export const expectRefetched = async (queryClient: QueryClient, queryKey: QueryKey, changedAt: number) =>
  waitFor(() => {
    const state = queryClient.getQueryState(queryKey);
    expect(state, `lista ${JSON.stringify(queryKey)} nunca carregada`).toBeDefined();
    expect(Boolean(state?.isInvalidated) || (state?.dataUpdatedAt ?? 0) > changedAt).toBe(true);
  });

/** A mock body checked against the shared response schema, so a contract change breaks the web test too. */
export const contractBody = <T,>(schema: z.ZodType, body: T): T => {
  schema.parse(body);
  return body;
};

type MockResponse = { status?: number; body?: unknown };
type Handler = (url: URL, init: RequestInit) => MockResponse;

/**
 * Replaces fetch: each call is answered by the first handler whose key ("METHOD /path") matches. The mocked body is
 * not checked here: every call goes through the endpoint client, which parses each answer with its declaration's
 * response schema in tests (decision 072), so a mock that breaks the shared contract fails the test that used it.
 */
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
