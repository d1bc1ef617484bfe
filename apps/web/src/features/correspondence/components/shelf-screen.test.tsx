import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import type { ShelfItem, ShelfPage } from '@portaria/shared/correspondence/shelf.schemas';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { ShelfScreen } from './shelf-screen';

const unit = (idUnidade: number, nome: string) => ({ idUnidade, nome, pessoas: [] });
const BLOCKS: Block[] = [
  { idBloco: 1, nome: 'Bloco A', quantidadeUnidades: 1, unidades: [unit(11, '101')] },
  { idBloco: 2, nome: 'Bloco B', quantidadeUnidades: 1, unidades: [unit(22, '302')] },
];
// 2026-11-30 12:00 in São Paulo.
const NOW = new Date('2026-11-30T15:00:00Z');

const item = (id: number, dataChegada: string, over: Partial<ShelfItem> = {}): ShelfItem => ({
  id,
  dataChegada,
  idUnidade: 22,
  unidade: '302',
  nmBloco: 'Bloco B',
  destinatario: `Destinatário ${id}`,
  categoria: 'PACOTE',
  tamanho: 'MEDIO',
  descricao: null,
  codigoRastreio: null,
  prateleira: null,
  ...over,
});

const page = (data: ShelfItem[], over: Partial<ShelfPage> = {}): ShelfPage => ({
  data,
  total: data.length,
  totalExato: true,
  diasAlerta: 7,
  proximo: null,
  ...over,
});

describe('prateleira de encomendas', () => {
  test('lista da mais antiga à mais nova com dias aguardando, atrasadas com texto, e filtra pelo servidor', async () => {
    signInForTest();
    const queries: URLSearchParams[] = [];
    mockFetch({
      'GET /api/correspondencia/prateleira': (url) => {
        queries.push(url.searchParams);
        if (url.searchParams.get('categoria') === 'SACOLA') return { body: page([], { total: 0 }) };
        return {
          body: page([
            item(1, '2026-11-18T13:00:00Z', { destinatario: 'José Antônio', prateleira: 'P3' }),
            item(2, '2026-11-29T13:00:00Z', { idUnidade: 11, unidade: '101', nmBloco: 'Bloco A' }),
            item(3, '2026-11-30T12:00:00Z', { categoria: 'ENVELOPE', codigoRastreio: 'BR123' }),
          ]),
        };
      },
    });
    const onRelease = vi.fn();
    renderWithProviders(
      <ShelfScreen condominium={{ blocos: BLOCKS }} onExit={vi.fn()} onRelease={onRelease} now={NOW} />,
    );
    const table = await screen.findByRole('table', { name: M.shelfTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Bloco B - 302');
    expect(rows[0]).toHaveTextContent('P3');
    expect(rows[0]).toHaveTextContent(`12 dias · ${M.shelfLate}`);
    expect(rows[1]).toHaveTextContent('1 dia');
    expect(rows[1]).not.toHaveTextContent(M.shelfLate);
    expect(rows[2]).toHaveTextContent('Hoje');
    expect(rows[2]).toHaveTextContent('Envelope');
    expect(screen.getByText('3 aguardando · Alerta a partir de 7 dias')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: /Liberar encomenda de Bloco B - 302/ }));
    expect(onRelease).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));

    await user.click(screen.getByRole('combobox', { name: M.shelfCategory }));
    await user.click(await screen.findByRole('option', { name: 'Sacola' }));
    expect(await screen.findByText(M.shelfEmptyFiltered)).toBeInTheDocument();
    expect(queries.at(-1)?.get('categoria')).toBe('SACOLA');
    // The subtitle counts what the filter found: "Nenhuma aguardando" read as an empty shelf.
    expect(screen.getByText('Nenhuma encontrada · Alerta a partir de 7 dias')).toBeInTheDocument();
    expect(screen.queryByText(/aguardando ·/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: M.shelfAge }));
    await user.click(await screen.findByRole('option', { name: 'Aguardando há pelo menos 7 dias' }));
    await user.type(screen.getByRole('searchbox', { name: M.shelfSearch }), 'jose');
    await waitFor(() => expect(queries.at(-1)?.get('busca')).toBe('jose'));
    expect(queries.at(-1)?.get('diasAguardando')).toBe('7');
  });

  test('sem encomendas: o estado vazio; um bloco só: sem filtro de bloco; total limitado: "Mais de 1.000"', async () => {
    signInForTest();
    mockFetch({ 'GET /api/correspondencia/prateleira': { body: page([], { total: 0 }) } });
    const { unmount } = renderWithProviders(
      <ShelfScreen condominium={{ blocos: BLOCKS.slice(0, 1) }} onExit={vi.fn()} onRelease={vi.fn()} now={NOW} />,
    );
    expect(await screen.findByText(M.shelfEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: M.block })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.exportCsv })).toBeDisabled();
    unmount();

    mockFetch({
      'GET /api/correspondencia/prateleira': {
        body: page([item(1, '2026-11-18T13:00:00Z')], { total: 1000, totalExato: false, proximo: '1.1' }),
      },
    });
    renderWithProviders(
      <ShelfScreen condominium={{ blocos: BLOCKS }} onExit={vi.fn()} onRelease={vi.fn()} now={NOW} />,
    );
    expect(await screen.findByText(/Mais de 1\.000 aguardando/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: M.block })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carregar mais registros' })).toBeInTheDocument();
  });
});
