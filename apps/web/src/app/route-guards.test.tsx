import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router';
import { markSessionExpired } from '../lib/session';
import { signInForTest } from '../test/test-utils';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/"
          element={
            <PublicOnlyRoute>
              <h1>Tela de login</h1>
            </PublicOnlyRoute>
          }
        />
        <Route
          path="/dashboard"
          element={
            <ProtectedRoute>
              <h1>Painel da portaria</h1>
            </ProtectedRoute>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </MemoryRouter>,
  );

describe('rotas protegidas', () => {
  test('visitante sem sessão que abre /dashboard volta para o login', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Tela de login' })).toBeInTheDocument();
  });

  test('porteiro com sessão válida vê o painel', () => {
    signInForTest();
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Painel da portaria' })).toBeInTheDocument();
  });

  test('porteiro logado que abre o login vai direto ao painel', () => {
    signInForTest();
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Painel da portaria' })).toBeInTheDocument();
  });

  test('sessão com validade vencida ou marcada como expirada não abre o painel', () => {
    signInForTest({ validUntil: new Date(Date.now() - 1000).toISOString() });
    const { unmount } = renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Tela de login' })).toBeInTheDocument();
    unmount();
    signInForTest();
    markSessionExpired();
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Tela de login' })).toBeInTheDocument();
  });

  test('endereço desconhecido cai no login', () => {
    renderAt('/nao-existe');
    expect(screen.getByRole('heading', { name: 'Tela de login' })).toBeInTheDocument();
  });
});
