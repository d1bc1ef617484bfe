import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { FlowScopeProvider } from '../../../components/flow/flow-scope';
import { block } from '../../../test/block-unit-flow';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { BookList } from './book-list';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// Bloco A: 101 (id 100), 1204 (id 101); Bloco B: 302 (id 200).
const CONDOMINIUM: Condominium = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  tem_biometria: false,
  blocos: [block(1, 'Bloco A', ['101', '1204']), block(2, 'Bloco B', ['302'])],
};

const entry = (id: number, texto: string, idUnidade: number, nome: string, nmBloco: string): Entry => ({
  id,
  categoria: 'PENDENCIA',
  texto,
  unidade: { idUnidade, nome, nmBloco },
  hashAnexo: null,
  idCorrige: null,
  corrigeCriadoEm: null,
  autor: 'Carlos Eduardo Souza',
  criadoEm: new Date().toISOString(),
  editadoEm: null,
  resolvidoPor: null,
  resolvidoEm: null,
  alteravelAte: null,
});
const ENTRIES = [
  entry(2, 'Médico para o 101', 100, '101', 'Bloco A'),
  entry(1, 'Entrega no 302', 200, '302', 'Bloco B'),
];

/** The book as the flow shows it (inside the open flow's scope, which a page refresh keeps); each request's query. */
const serve = () => {
  signInForTest();
  const listed: URLSearchParams[] = [];
  const reported: URLSearchParams[] = [];
  mockFetch({
    'GET /api/condominios/1001': { body: CONDOMINIUM },
    'GET /api/portaria/busca': { body: { unidades: [], pessoas: [] } },
    'GET /api/portaria/livro/registros': (url) => {
      listed.push(url.searchParams);
      const unit = url.searchParams.get('idUnidade');
      const data = ENTRIES.filter((e) => !unit || String(e.unidade?.idUnidade) === unit);
      // A word search that stopped counting at the cap: 'Mais de 200 registros'.
      if (url.searchParams.get('busca'))
        return { body: { data, meta: { page: 1, totalPages: 5, totalItems: 200, totalExato: false } } };
      return { body: { data, meta: { page: 1, totalPages: 1, totalItems: data.length, totalExato: true } } };
    },
    'GET /api/portaria/livro/relatorio': (url) => {
      reported.push(url.searchParams);
      return { body: {} };
    },
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  return { listed, reported };
};
const book = () => (
  <FlowScopeProvider name="shiftBook">
    <BookList onBack={vi.fn()} onNew={vi.fn()} onHandover={vi.fn()} onEdit={vi.fn()} />
  </FlowScopeProvider>
);
const article = (texto: string) => screen.queryByRole('article', { name: `Pendência: ${texto}` });

describe('livro da portaria: filtro por unidade', () => {
  test('a lista e o relatório do período pedem só a unidade escolhida; o filtro fica ao recarregar e sai com Todas as unidades', async () => {
    const { listed, reported } = serve();
    const user = userEvent.setup();
    const first = renderWithProviders(book());
    expect(await screen.findByRole('article', { name: 'Pendência: Entrega no 302' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: M.period }));

    await user.type(await screen.findByRole('combobox', { name: M.unit }), 'A 101');
    await user.click(await screen.findByRole('option', { name: /Bloco A.*101/ }));
    const chosen = screen.getByRole('group', { name: M.unit });
    expect(within(chosen).getByText('Bloco A - 101')).toBeVisible();
    expect(within(chosen).getByRole('button', { name: M.allUnits })).toHaveFocus();
    await waitFor(() => expect(article('Entrega no 302')).not.toBeInTheDocument());
    expect(article('Médico para o 101')).toBeVisible();
    expect(listed.at(-1)?.get('idUnidade')).toBe('100');

    await user.click(screen.getByRole('button', { name: M.reportCsv }));
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]?.get('idUnidade')).toBe('100');
    expect(reported[0]?.get('tipo')).toBe('CSV');

    // A refresh mounts the screen again in the same flow: the unit is still the filter.
    first.unmount();
    const before = listed.length;
    renderWithProviders(book());
    expect(await screen.findByRole('group', { name: M.unit })).toHaveTextContent('Bloco A - 101');
    await waitFor(() => expect(listed.length).toBeGreaterThan(before));
    expect(listed.at(-1)?.get('idUnidade')).toBe('100');

    await user.click(screen.getByRole('button', { name: M.allUnits }));
    expect(screen.getByRole('combobox', { name: M.unit })).toHaveFocus();
    expect(await screen.findByRole('article', { name: 'Pendência: Entrega no 302' })).toBeVisible();
    expect(listed.at(-1)?.has('idUnidade')).toBe(false);
  });

  test('o total da lista: "2 registros"; uma busca que parou de contar diz "Mais de 200 registros"', async () => {
    const { listed } = serve();
    const user = userEvent.setup();
    renderWithProviders(book());
    expect(await screen.findByText('2 registros')).toBeVisible();
    await user.click(screen.getByRole('button', { name: M.period }));
    await user.type(screen.getByRole('searchbox', { name: M.search }), 'ronda');
    expect(await screen.findByText('Mais de 200 registros')).toBeVisible();
    expect(listed.at(-1)?.get('busca')).toBe('ronda');
  });
});
