import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Reading } from '@portaria/shared/shift-book/shift-book.schemas';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { ReadingGate } from './reading-gate';

afterEach(() => vi.unstubAllGlobals());

const PENDING: Reading = {
  pendente: true,
  passagem: {
    id: 7,
    resumo: 'Bomba da piscina desligada',
    autor: 'Carlos Eduardo Souza',
    criadoEm: '2026-11-30T09:00:00.000Z',
  },
  registros: [
    {
      id: 31,
      categoria: 'URGENTE',
      texto: 'Vazamento no subsolo',
      unidade: null,
      hashAnexo: null,
      idCorrige: null,
      corrigeCriadoEm: null,
      autor: 'Carlos Eduardo Souza',
      criadoEm: '2026-11-30T08:00:00.000Z',
      editadoEm: null,
      resolvidoPor: null,
      resolvidoEm: null,
      alteravelAte: null,
    },
  ],
};
const NOTHING: Reading = { pendente: false, passagem: null, registros: [] };

const renderGate = () =>
  renderWithProviders(
    <ReadingGate frame={(page) => <div>{page}</div>}>
      <p>Painel</p>
    </ReadingGate>,
  );
const withBook = { permissions: { rolePermissions: [PERMISSIONS.shiftBook], customPermissions: [] } };

describe('leitura da passagem de plantão antes do painel', () => {
  test('mostra a passagem e as pendências; o painel só depois de Li e estou ciente, com os registros mostrados', async () => {
    signInForTest(withBook);
    let confirmed = false;
    const fetch = mockFetch({
      'GET /api/portaria/livro/leitura': () => ({ body: confirmed ? NOTHING : PENDING }),
      'POST /api/portaria/livro/leitura': () => {
        confirmed = true;
        return { body: { idPassagem: 7, nome: 'Maria Helena Prado', confirmadoEm: '2026-11-30T10:00:00.000Z' } };
      },
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: M.gateTitle })).toBeVisible();
    expect(screen.getByText('Bomba da piscina desligada')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Urgente: Vazamento no subsolo' })).toBeVisible();
    expect(screen.queryByText('Painel')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: M.gateConfirm }));
    expect(await screen.findByText('Painel')).toBeVisible();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ idPassagem: 7, registros: [31] });
  });

  test('sem passagem a confirmar, ou sem a permissão do livro, o painel vem direto', async () => {
    signInForTest(withBook);
    mockFetch({ 'GET /api/portaria/livro/leitura': { body: NOTHING } });
    const first = renderGate();
    expect(await screen.findByText('Painel')).toBeVisible();
    first.unmount();
    signInForTest();
    const fetch = mockFetch({});
    renderGate();
    expect(screen.getByText('Painel')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
