import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@portaria/shared/common/day';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { FlowScopeProvider, flowScopeOf } from '../../../../components/flow/flow-scope';
import { writeStored } from '../../../../lib/user-storage';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { TWO_BLOCKS, page } from '../../visitors/test-fixtures';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';
import { DESK_DRAFT, deskNewVisitorStart } from '../utils/new-visitor-start';
import { NewVisitorEntry } from './new-visitor-entry';

afterEach(() => vi.unstubAllGlobals());

const TODAY = todayIn(new Date());
const SAVED = { idVisitante: 70, idVisitanteUnidade: 71, idAutorizacao: 72 };
const TRAVELLING = {
  id: 5,
  idUnidade: 21,
  tipo: 'VIAJANDO',
  texto: 'Família viajando até domingo',
  inicio: TODAY,
  fim: null,
  status: 'VIGENTE',
  autor: 'Carlos',
  criadaEm: `${TODAY}T12:00:00.000Z`,
  encerradaPor: null,
  encerradaEm: null,
};
type Call = { path: string; query: URLSearchParams; body: unknown };

/** The dialog as the desk opens it: its start written in the flow's scope, as the tile's start writes it. */
const start = (unit: { idUnidade: number; blockId: number } | null, storedDraft?: unknown) => {
  signInForTest();
  // A form typed earlier and left (a refresh, another screen): its draft, as the form stores it.
  if (storedDraft) writeStored('draft:access.entry', storedDraft);
  for (const [name, value] of Object.entries(deskNewVisitorStart(unit)))
    writeStored(`${flowScopeOf('accessControl')}${name}`, value);
  const posts: Call[] = [];
  const fetch = mockFetch({
    'GET /api/controleacesso/visitanteunidade/documento': { body: { idVisitanteUnidade: null, idVisitante: null } },
    'GET /api/portaria/unidades/21/instrucoes/vigentes': { body: { data: [TRAVELLING] } },
    'GET /api/controleacesso/visitanteunidade': { body: page([]) },
    'POST /api/controleacesso/visitantecomautorizacao': (url, init) => {
      posts.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(String(init.body)) });
      return { status: 201, body: SAVED };
    },
    'POST /api/controleacesso/entradaesaida/automatico': (url) => {
      posts.push({ path: url.pathname, query: url.searchParams, body: undefined });
      return { status: 201, body: { idLogEntrada: 9, tipo: 'ENTRADA', data: `${TODAY}T10:00:00` } };
    },
  });
  const onClose = vi.fn();
  renderWithProviders(
    <FlowScopeProvider name="accessControl">
      <NewVisitorEntry open condominium={TWO_BLOCKS} onClose={onClose} />
    </FlowScopeProvider>,
  );
  return { posts, fetch, onClose, user: userEvent.setup() };
};

const cpfField = () => screen.getByRole('textbox', { name: /^CPF/ });
const nameField = () => screen.getByRole('textbox', { name: new RegExp(`^${V.name}`) });

describe('novo visitante pela portaria (issue 32)', () => {
  test('do painel: a unidade digitada e Enter, o CPF, o nome e Enter, e Enter confirma: cadastrado e entrada registrada', async () => {
    const { user, posts } = start(null);
    const unitField = await screen.findByRole('combobox', { name: DESK_MESSAGES.unitPick.label });
    await waitFor(() => expect(unitField).toHaveFocus());
    await user.keyboard('201');
    await screen.findByRole('option', { name: /Bloco B · 201/ });
    await user.keyboard('{Enter}');

    const form = await screen.findByRole('form', { name: V.newVisitorTitle });
    expect(within(form).getByText('Bloco B | 201')).toBeInTheDocument();
    // The unit's standing instructions, before anything is confirmed.
    expect(await screen.findByText(TRAVELLING.texto)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: V.intercom })).toBeChecked();
    await waitFor(() => expect(cpfField()).toHaveFocus());
    // A complete, valid CPF moves on to the name by itself.
    await user.keyboard('52998224725');
    await waitFor(() => expect(nameField()).toHaveFocus());
    await user.keyboard('Joana Prado{Enter}');

    const confirm = await screen.findByRole('dialog', { name: V.confirmTitle });
    expect(within(confirm).getByText('Joana Prado')).toBeInTheDocument();
    expect(within(confirm).getByText('529.982.247-25')).toBeInTheDocument();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: E.entrySuccess })).toBeInTheDocument();
    expect(posts.map((p) => p.path)).toEqual([
      '/api/controleacesso/visitantecomautorizacao',
      '/api/controleacesso/entradaesaida/automatico',
    ]);
    expect(posts[0]!.body).toMatchObject({
      visitanteUnidade: {
        visitante: { nome: 'Joana Prado', cpf: '52998224725', visitanteTipo: 'VISITANTE' },
        unidades: [{ id: 21 }],
      },
      autorizacao: { tipoAutorizacao: 'INTERFONAR' },
    });
    expect(posts[1]!.query.get('idVisitanteUnidade')).toBe('71');
  });

  test('da página da unidade: abre no formulário da unidade, com o CPF em foco', async () => {
    start({ idUnidade: 21, blockId: 2 });
    const form = await screen.findByRole('form', { name: V.newVisitorTitle });
    expect(within(form).getByText('Bloco B | 201')).toBeInTheDocument();
    await waitFor(() => expect(cpfField()).toHaveFocus());
    expect(screen.queryByRole('combobox', { name: DESK_MESSAGES.unitPick.label })).not.toBeInTheDocument();
    // The document comes before the name in the desk's order.
    expect(cpfField().compareDocumentPosition(nameField()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('da página da unidade: o rascunho de outra unidade não volta (nem leva o formulário a ela); o da mesma unidade volta', async () => {
    const typed = (idUnidade: number, unitLabel: string, nome: string) => ({
      place: { kind: 'VISITANTE', idUnidade, unitLabel },
      draft: { ...DESK_DRAFT, nome },
    });
    start({ idUnidade: 21, blockId: 2 }, typed(11, 'Bloco A | 101', 'Rascunho Alheio'));
    const form = await screen.findByRole('form', { name: V.newVisitorTitle });
    expect(within(form).getByText('Bloco B | 201')).toBeInTheDocument();
    expect(within(form).queryByText('Bloco A | 101')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
    cleanup();
    sessionStorage.clear();

    start({ idUnidade: 21, blockId: 2 }, typed(21, 'Bloco B | 201', 'Rascunho Daqui'));
    expect(await screen.findByText(MESSAGES.draftRestored)).toBeInTheDocument();
    expect(nameField()).toHaveValue('Rascunho Daqui');
    expect(
      within(screen.getByRole('form', { name: V.newVisitorTitle })).getByText('Bloco B | 201'),
    ).toBeInTheDocument();
  });

  test('um CPF incompleto ou inválido não passa o foco ao nome; Avançar espera nome e documento', async () => {
    const { user } = start({ idUnidade: 21, blockId: 2 });
    await waitFor(() => expect(cpfField()).toHaveFocus());
    await user.keyboard('52998224724');
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(cpfField()).toHaveFocus();
    expect(screen.getByRole('button', { name: V.next })).toBeDisabled();
  });

  test('Voltar na unidade leva ao caminho da especificação: o seletor rápido e Adicionar novo visitante ou prestador', async () => {
    const { user } = start(null);
    await screen.findByRole('combobox', { name: DESK_MESSAGES.unitPick.label });
    await user.click(screen.getByRole('button', { name: E.back }));
    expect(await screen.findByRole('button', { name: E.quickPickerAdd })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: E.quickPickerAdd }));
    // The spec's type, block and unit: nothing chosen for the desk any more.
    expect(screen.getByRole('combobox', { name: new RegExp(`^${V.type}`) })).toBeInTheDocument();
  });
});
