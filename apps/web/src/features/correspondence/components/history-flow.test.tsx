import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { HistoryFlow } from './history-flow';

const unit = (idUnidade: number, nome: string) => ({ idUnidade, nome, pessoas: [] });
const CONDO: Condominium = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  tem_biometria: true,
  blocos: [
    { idBloco: 1, nome: 'Bloco A', quantidadeUnidades: 1, unidades: [unit(11, '101')] },
    { idBloco: 2, nome: 'Bloco B', quantidadeUnidades: 2, unidades: [unit(21, '101'), unit(22, '302')] },
  ],
};

const row = (id: number, over: Partial<Correspondencia> = {}): Correspondencia => ({
  id,
  dataChegada: '2026-11-20T13:05:00.000Z',
  categoria: 'PACOTE',
  tamanho: 'EXTRAGRANDE',
  descricao: null,
  destinatario: `Destinatário ${id}`,
  codigoRastreio: null,
  observacao: null,
  prateleira: null,
  foto: null,
  unidade: { idUnidade: 22, nome: '302', nmBloco: 'Bloco B' },
  status: 'RETIRADA',
  dataRetirada: '2026-11-20T20:00:00.000Z',
  moradorRetirada: null,
  nomeMoradorNaoCadastro: 'Rosa Lima',
  ...over,
});

describe('histórico de correspondências', () => {
  test('Buscar só com filtro; Unidades só depois do Bloco; a busca leva bloco, unidade e status', async () => {
    signInForTest();
    const queries: URLSearchParams[] = [];
    mockFetch({
      'GET /api/correspondencia': (url) => {
        queries.push(url.searchParams);
        return {
          body: {
            data: [row(1), row(2, { status: 'PENDENTE', dataRetirada: null, nomeMoradorNaoCadastro: null })],
            meta: { page: 1, totalPages: 1, totalItems: 2 },
          },
        };
      },
    });
    renderWithProviders(<HistoryFlow condominium={CONDO} onExit={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: M.historyFilterTitle })).toBeInTheDocument();
    const buscar = screen.getByRole('button', { name: M.searchButton });
    expect(buscar).toBeDisabled();
    expect(screen.getByRole('combobox', { name: M.units })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('combobox', { name: M.block }));
    await user.click(await screen.findByRole('option', { name: 'Bloco B' }));
    expect(buscar).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: M.units }));
    await user.click(await screen.findByRole('option', { name: '302' }));
    await user.click(screen.getByRole('radio', { name: M.filterReleased }));
    await user.click(buscar);

    const results = await screen.findByRole('dialog', { name: M.historyResultsTitle });
    expect(await within(results).findByText(`${M.totalRecords}: 2`)).toBeInTheDocument();
    expect(queries[0]?.get('unidade')).toBe('22');
    expect(queries[0]?.get('status')).toBe('RETIRADA');
    expect(queries[0]?.get('limit')).toBe('200');
    expect(queries[0]?.has('bloco')).toBe(false);
    expect(within(results).getByText('4521 - Residencial Jardim das Palmeiras')).toBeInTheDocument();
    // The header names the unit and the status filter, not only the period; with records, exports are on.
    expect(within(results).getByText(/^Unidade: Bloco B - 302\s+Status: Retirado$/)).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: M.exportCsv })).toBeEnabled();
    const rows = within(results).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Unidade',
      'Destinatário',
      'Data de cadastro',
      'Foto',
      'Tamanho',
      'Data retirada',
      'Retirado por',
      'Status',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Bloco B - 302',
      'Destinatário 1',
      '20/11/2026 10:05',
      '—',
      'Extra grande',
      '20/11/2026 17:00',
      'Rosa Lima',
      'Retirado',
    ]);
    expect(within(rows[2]!).getAllByRole('cell').at(-1)).toHaveTextContent('Não retirado');
  });

  test('rolagem infinita busca a próxima página enquanto houver; vazio mostra a mensagem', async () => {
    signInForTest();
    mockFetch({
      'GET /api/correspondencia': (url) => {
        const page = Number(url.searchParams.get('page'));
        if (url.searchParams.get('status') === 'PENDENTE')
          return { body: { data: [], meta: { page: 1, totalPages: 0, totalItems: 0 } } };
        return { body: { data: [row(page * 10)], meta: { page, totalPages: 2, totalItems: 2 } } };
      },
    });
    renderWithProviders(<HistoryFlow condominium={CONDO} onExit={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: M.filterAll }));
    await user.click(screen.getByRole('button', { name: M.searchButton }));
    const results = await screen.findByRole('dialog', { name: M.historyResultsTitle });
    await within(results).findByText('Destinatário 10');
    // The test DOM has no layout, so nothing scrolls into view: the same load is reachable by the button under the table.
    await user.click(within(results).getByRole('button', { name: 'Carregar mais registros' }));
    await within(results).findByText('Destinatário 20');
    await waitFor(() =>
      expect(within(results).queryByRole('button', { name: 'Carregar mais registros' })).not.toBeInTheDocument(),
    );
    await user.click(within(results).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.historyResultsTitle })).not.toBeInTheDocument());

    await user.click(screen.getByRole('radio', { name: M.filterNotReleased }));
    await user.click(screen.getByRole('button', { name: M.searchButton }));
    expect(await screen.findByText(M.historyEmpty)).toBeInTheDocument();
    // Nothing to export.
    expect(screen.getByRole('button', { name: M.downloadPdf })).toBeDisabled();
    expect(screen.getByRole('button', { name: M.exportCsv })).toBeDisabled();
  });
});
