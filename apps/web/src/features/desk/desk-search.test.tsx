import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import type { SearchResult } from '@portaria/shared/desk/desk.schemas';
import { SEARCH_GROUPS } from '@portaria/shared/desk/search-groups';
import { mockFetch, renderWithProviders, signInForTest } from '../../test/test-utils';
import { DeskSearch } from './components/desk-search';
import { emptyResult, fullResult } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const setup = (answer: (q: string) => { status?: number; body?: SearchResult | { message: string } }) => {
  signInForTest();
  const asked: string[] = [];
  mockFetch({
    'GET /api/portaria/busca': (url) => {
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      return answer(q);
    },
  });
  const onOpenUnit = vi.fn();
  renderWithProviders(
    <>
      <label>
        Observação
        <input />
      </label>
      <DeskSearch onOpenUnit={onOpenUnit} />
    </>,
  );
  return {
    onOpenUnit,
    asked,
    user: userEvent.setup(),
    input: () => screen.getByRole('combobox', { name: M.searchLabel }),
  };
};

/** The search's live region (the test router's location probe is an <output>, a status too). */
const announced = () => screen.getAllByRole('status').find((element) => element.tagName !== 'OUTPUT');

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('busca única da portaria', () => {
  test('/ e um nome digitado logo em seguida: nenhuma tecla se perde nem é atalho da página', async () => {
    const { input } = setup((q) => ({ body: fullResult(q) }));
    // Keys typed with no pause: each reaches the page before any timer runs.
    const user = userEvent.setup({ delay: null });
    await user.keyboard('/vera');
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('vera');
  });

  test('Ctrl+K abre a busca, setas e Enter abrem a unidade', async () => {
    const { user, input, onOpenUnit, asked } = setup((q) => ({ body: fullResult(q) }));
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(input()).toHaveFocus());
    await user.keyboard('ana');
    const listbox = await screen.findByRole('listbox', { name: M.searchResultsLabel });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    // Only the settled text is asked, once.
    expect(asked).toEqual(['ana']);

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /^Bloco A · 1204/ });
    expect(input()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const person = screen.getByRole('option', { name: /Ana Beatriz Lima/ });
    expect(input()).toHaveAttribute('aria-activedescendant', person.id);
    // A person's hit carries the name to the unit page (the parcel's recipient, issue 32).
    await user.keyboard('{Enter}');
    expect(onOpenUnit).toHaveBeenLastCalledWith(expect.any(Number), { kind: 'person', nome: 'Ana Beatriz Lima' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last hit that opens a unit (the visitor without a unit is skipped).
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Salão de festas/ }).id,
    );
    // And down from the last, back to the first.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onOpenUnit).toHaveBeenCalledWith(12, null);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  test('/ fora de um campo abre a busca; dentro de um campo de texto é só uma barra', async () => {
    const { user, input } = setup((q) => ({ body: fullResult(q) }));
    const other = screen.getByLabelText('Observação');
    await user.click(other);
    await user.keyboard('/');
    expect(other).toHaveValue('/');
    expect(input()).not.toHaveFocus();
    other.blur();
    await user.keyboard('/');
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveValue('');
  });

  test('os grupos seguem a ordem SEARCH_GROUPS e cada acerto tem uma linha que a portaria reconhece', async () => {
    const { user, input } = setup((q) => ({ body: fullResult(q) }));
    await user.type(input(), 'ana');
    const listbox = await screen.findByRole('listbox');
    // Each group is named by its title, in SEARCH_GROUPS order whatever order the answer had.
    const titles = SEARCH_GROUPS.map((group) => M.groups[group]);
    expect(titles).toEqual([
      'Unidades',
      'Moradores e autorizados',
      'Encomendas',
      'Veículos',
      'Visitantes e prestadores',
      'Reservas de hoje',
    ]);
    expect(within(listbox).getAllByRole('group')).toEqual(
      titles.map((title) => within(listbox).getByRole('group', { name: title })),
    );
    expect(optionNames()).toEqual([
      'Bloco A · 12043 moradores',
      'Ana Beatriz LimaProprietário · CPF 52*******25 · Bloco B · 302',
      'Cód.71 · Ana Paula SouzaRastreio BR123456789 · Bloco A · 1204 · Não retirado',
      'ABC-1234Fiat Argo · Prata · Carro · Bloco B · 302',
      'Ana Lúcia PrestesPrestador de serviço · Limpa Tudo · sem unidade vinculada',
      'Salão de festas14:00–18:00 · Bloco B · 302',
    ]);
    // A visitor linked to no unit is listed but opens nothing.
    expect(screen.getByRole('option', { name: /Ana Lúcia Prestes/ })).toHaveAttribute('aria-disabled', 'true');
    expect(announced()).toHaveTextContent('5 resultados');
  });

  test('Enter sem escolher abre o primeiro acerto; Escape fecha a lista e o segundo Escape limpa', async () => {
    const { user, input, onOpenUnit } = setup((q) => ({ body: fullResult(q) }));
    await user.type(input(), '1204');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('1204');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(input()).toHaveValue('');
    await user.type(input(), '1204');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onOpenUnit).toHaveBeenCalledWith(12, null);
  });

  test('com menos de 2 caracteres não busca; nada encontrado e falha têm a sua mensagem', async () => {
    let fails = true;
    const { user, input, asked } = setup((q) =>
      q === 'zz'
        ? fails
          ? { status: 500, body: { message: 'erro' } }
          : { body: emptyResult(q) }
        : { body: emptyResult(q) },
    );
    await user.type(input(), 'z');
    expect(await screen.findByText(M.searchTooShort, { selector: 'p' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    await user.type(input(), 'z');
    expect(await screen.findByText(M.searchFailed, { selector: 'p' }, { timeout: 8_000 })).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(M.searchEmpty, { selector: 'p' })).toBeInTheDocument();
    expect(announced()).toHaveTextContent(M.searchEmpty);
    expect(input()).toHaveFocus();
  });
});
