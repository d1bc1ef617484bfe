import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterActivities } from '@portaria/shared/timeline/filter';
import { TIMELINE_MESSAGES as M } from '@portaria/shared/timeline/timeline.messages';
import type { Activity } from '@portaria/shared/timeline/timeline.schemas';
import { mockFetch, renderWithProviders, signInForTest } from '../../test/test-utils';
import { TimelineDialog } from './timeline-dialog';

afterEach(() => vi.unstubAllGlobals());

const TODAY = new Date(2025, 2, 10, 15);
const EVENTS = [
  {
    atividade: 'Correspondência recebida (Cód.71)',
    dtInicio: '2025-03-10T12:00:00',
    dtFim: null,
    nmBloco: 'Bloco B',
    nmUnidade: '302',
    nmPessoa: 'Ana Souza',
  },
  {
    atividade: 'Entrada de visitante',
    dtInicio: '2025-03-10T09:30:00',
    dtFim: '2025-03-10T11:00:00',
    nmBloco: 'Bloco A',
    nmUnidade: '101',
    nmPessoa: 'João Araújo',
  },
];

const setup = (byDay: Record<string, unknown[] | 'erro'>) => {
  signInForTest();
  const fetch = mockFetch({
    // The server's windows (decision 115): the search and the total are the server's; one window here.
    'GET /api/portaria/api/v2/linhadotempo/janela': (url) => {
      const answer = byDay[url.searchParams.get('data')!];
      if (answer === 'erro') return { status: 500, body: { message: 'falhou' } };
      const found = filterActivities((answer ?? []) as Activity[], url.searchParams.get('busca') ?? '');
      return { body: { data: found, totalItems: found.length, proximo: null } };
    },
  });
  renderWithProviders(<TimelineDialog today={TODAY} onClose={() => undefined} />);
  return fetch;
};

describe('linha do tempo do dia', () => {
  test('mostra os eventos do dia com horário, bloco | unidade e pessoa, e busca em todos os valores sem acentos', async () => {
    setup({ '2025-03-10': EVENTS });
    expect(screen.getByRole('dialog', { name: M.title })).toBeInTheDocument();
    // Spec 02 §2.5 loading text, while the day is fetched.
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: M.title });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '12:00Correspondência recebida (Cód.71)Bloco B | 302 · Ana Souza',
      '09:30 – 11:00Entrada de visitanteBloco A | 101 · João Araújo',
    ]);
    expect(screen.getByText('2 eventos')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText(M.search), 'joao');
    expect(await screen.findByText('1 evento', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(screen.getByPlaceholderText(M.search));
    await userEvent.type(screen.getByPlaceholderText(M.search), 'mudança');
    expect(await screen.findByText(M.emptyFiltered, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  test('dia anterior pelo navegador; o próximo além de hoje fica desabilitado; dia vazio com o texto da especificação', async () => {
    const fetch = setup({ '2025-03-10': EVENTS, '2025-03-09': [] });
    await screen.findByRole('list', { name: M.title });
    expect(screen.getByRole('button', { name: 'Próximo dia' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('data'))).toEqual([
      '2025-03-10',
      '2025-03-09',
    ]);
  });

  test('um dia grande vem em janelas: o total do dia desde a primeira, a próxima janela ao rolar ou em Carregar mais', async () => {
    signInForTest();
    const many = Array.from({ length: 150 }, (_, i) => ({ ...EVENTS[1]!, atividade: `Evento ${150 - i}` }));
    const fetch = mockFetch({
      'GET /api/portaria/api/v2/linhadotempo/janela': (url) => {
        const start = url.searchParams.get('apos') === 'p2' ? 100 : 0;
        const data = many.slice(start, start + 100);
        return { body: { data, totalItems: 150, proximo: start === 0 ? 'p2' : null } };
      },
    });
    renderWithProviders(<TimelineDialog today={TODAY} onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: M.title });
    expect(screen.getByText('150 eventos')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: M.loadMore }));
    await screen.findByText('Evento 1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(150);
    expect(screen.queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('apos'))).toEqual([
      null,
      'p2',
    ]);
  });

  test('falha ao buscar: a mensagem da especificação e Tentar novamente', async () => {
    setup({ '2025-03-10': 'erro' });
    expect(await screen.findByText(M.loadError, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
