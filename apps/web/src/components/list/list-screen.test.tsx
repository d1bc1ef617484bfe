import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { ListEmpty, ListScreen, type ListQuery } from './list-screen';

const COPY = { loading: 'Carregando a lista', loadMore: 'Carregar mais', failed: 'Erro ao buscar a lista' };
const query = (state: Partial<ListQuery> = {}): ListQuery => ({
  isPending: false,
  isError: false,
  isSuccess: true,
  refetch: vi.fn(),
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...state,
});

const screenWith = (q: ListQuery, extra: { isEmpty?: boolean; onBack?: () => void; filters?: boolean } = {}) =>
  render(
    <ListScreen
      title="Lista de Veículos"
      actions={<button>Adicionar</button>}
      search={<input type="search" aria-label="Pesquisar" />}
      filters={extra.filters ? <section aria-label="Filtre aqui" /> : undefined}
      query={q}
      isEmpty={extra.isEmpty ?? false}
      copy={COPY}
      empty={<ListEmpty>Nenhum veículo encontrado.</ListEmpty>}
      before={<p>Visitas abertas</p>}
      after={<aside aria-label="Rodapé" />}
      onBack={extra.onBack ?? vi.fn()}
      dialogs={<div role="dialog" aria-label="Detalhe" />}
    >
      <ul aria-label="Linhas">
        <li>ABC1D23</li>
      </ul>
    </ListScreen>,
  );

describe('tela de lista (um layout para as listas dos fluxos)', () => {
  test('título com ações, pesquisa, filtros ao lado, o que vem antes, as linhas, o rodapé, Voltar e os diálogos', async () => {
    const onBack = vi.fn();
    screenWith(query(), { onBack, filters: true });
    expect(screen.getByRole('heading', { level: 3, name: 'Lista de Veículos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Filtre aqui' })).toBeInTheDocument();
    expect(screen.getByText('Visitas abertas')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Linhas' })).toHaveTextContent('ABC1D23');
    expect(screen.getByRole('complementary', { name: 'Rodapé' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Detalhe' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test('enquanto carrega, o anel com o nome da lista; o vazio só depois da resposta', () => {
    screenWith(query({ isPending: true, isSuccess: false }), { isEmpty: true });
    expect(screen.getByRole('progressbar', { name: COPY.loading })).toBeInTheDocument();
    expect(screen.queryByText('Nenhum veículo encontrado.')).not.toBeInTheDocument();
  });

  test('resposta sem linhas mostra o vazio; falha mostra o erro e Tentar novamente busca de novo', async () => {
    const { unmount } = screenWith(query(), { isEmpty: true });
    expect(screen.getByText('Nenhum veículo encontrado.')).toHaveAttribute('role', 'status');
    unmount();
    const failed = query({ isError: true, isSuccess: false });
    screenWith(failed);
    expect(screen.getByRole('alert')).toHaveTextContent(COPY.failed);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  test('com mais páginas, Carregar mais pede a próxima', async () => {
    const more = query({ hasNextPage: true });
    screenWith(more);
    await userEvent.click(screen.getByRole('button', { name: COPY.loadMore }));
    expect(more.fetchNextPage).toHaveBeenCalled();
  });
});
