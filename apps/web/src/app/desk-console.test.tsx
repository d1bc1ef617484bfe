import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { correspondenciaPageSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as C } from '@portaria/shared/correspondence/correspondence.messages';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { instructionSchema } from '@portaria/shared/desk/instructions.schemas';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { CONDO, fullResult, unitPage } from '../features/desk/test-fixtures';
import { contractBody, mockFetch, renderWithProviders, signInForTest } from '../test/test-utils';
import { TILES } from './dashboard-registry';
import { DeskConsole } from './desk-console';

afterEach(() => vi.unstubAllGlobals());

const NOW = new Date(2026, 10, 21, 10);
const PENDING = contractBody(correspondenciaPageSchema, {
  data: [
    {
      id: 71,
      dataChegada: '2026-11-21T12:00:00.000Z',
      categoria: 'PACOTE',
      tamanho: 'MEDIO',
      descricao: 'Caixa Amazon',
      destinatario: 'Ana Paula Souza',
      codigoRastreio: null,
      observacao: null,
      prateleira: null,
      foto: null,
      unidade: { idUnidade: 12, nome: '1204', nmBloco: 'Bloco A' },
      status: 'PENDENTE',
      dataRetirada: null,
      moradorRetirada: null,
      nomeMoradorNaoCadastro: null,
    },
  ],
  meta: { page: 1, totalPages: 1, totalItems: 1 },
});

const EMPTY_PAGE = { data: [], meta: { page: 1, totalPages: 0, totalItems: 0 } };
const INSTRUCTION = contractBody(instructionSchema, {
  id: 5,
  idUnidade: 12,
  tipo: 'VIAJANDO',
  texto: 'Família viajando até domingo',
  inicio: '2026-11-20',
  fim: null,
  status: 'VIGENTE',
  autor: 'Carlos',
  criadaEm: '2026-11-20T12:00:00.000Z',
  encerradaPor: null,
  encerradaEm: null,
});

/** The dashboard with the desk console, as the route composes them (without the top bar's other parts). */
const Screen = () => (
  <DeskConsole tiles={TILES}>
    {({ search, newVisitor, openTile }) => (
      <>
        {search}
        {newVisitor}
        <Dashboard tiles={TILES} now={NOW} openTile={openTile} />
      </>
    )}
  </DeskConsole>
);

const start = (
  condominium: Condominium = CONDO,
  rolePermissions: string[] = [PERMISSIONS.correspondence, PERMISSIONS.occurrences],
) => {
  signInForTest({ permissions: { rolePermissions, customPermissions: [] } });
  const pageLoads: string[] = [];
  const fetchSpy = mockFetch({
    'GET /api/condominios/1001': { body: condominium },
    'GET /api/portaria/busca': (url) => ({ body: fullResult(url.searchParams.get('q') ?? '') }),
    'GET /api/portaria/unidades/12': (url) => {
      pageLoads.push(url.pathname);
      return { body: unitPage() };
    },
    'GET /api/correspondencia': { body: PENDING },
    'GET /api/appinstalado/12': { status: 200 },
    'GET /api/correspondencia/avisos': { body: { data: [] } },
    'GET /api/controleacesso/autorizarconvidado/logentrada': { body: EMPTY_PAGE },
    'GET /api/controleacesso/autorizarconvidado/logentrada/abertas': { body: EMPTY_PAGE },
    'GET /api/portaria/unidades/12/instrucoes/vigentes': { body: { data: [INSTRUCTION] } },
  });
  renderWithProviders(<Screen />, { route: '/dashboard' });
  return { user: userEvent.setup(), pageLoads, fetchSpy };
};

/** The keyboard path: Ctrl+K, a unit's name, the first hit, Enter. */
const openUnit1204 = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(screen.getByRole('combobox', { name: M.searchLabel })).toHaveFocus());
  await user.keyboard('1204');
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowDown}{Enter}');
  return screen.findByRole('dialog', { name: 'Bloco A · Unidade 1204' });
};

describe('console da portaria no painel', () => {
  test('Registrar encomenda (E) abre a Correspondência já no formulário da unidade; fechada, a página da unidade volta recarregada', async () => {
    const { user, pageLoads } = start();
    const unit = await openUnit1204(user);
    await within(unit).findByRole('region', { name: M.sections.encomendas });
    expect(pageLoads).toHaveLength(1);
    // The tiles this person may open give the actions: correspondence and occurrences, not bookings or documents.
    const names = within(unit)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['Registrar encomenda (E)', 'Liberar encomendas (L)', 'Nova ocorrência (O)']),
    );
    expect(names.some((name) => /Reservar área|Enviar documento|Agendar mudança/.test(name ?? ''))).toBe(false);

    await user.keyboard('e');
    const flow = await screen.findByRole('dialog', { name: 'Correspondência e Entregas' });
    // The parcel form of that unit, not the block list.
    expect(await within(flow).findByLabelText(/Destinatário/)).toBeInTheDocument();
    expect(within(flow).getByText('Bloco A · Unidade 1204')).toBeInTheDocument();
    expect(within(flow).queryByRole('radio', { name: 'Bloco A' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Bloco A · Unidade 1204' })).not.toBeInTheDocument(),
    );

    await user.click(within(flow).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitForElementToBeRemoved(flow);
    expect(await screen.findByRole('dialog', { name: 'Bloco A · Unidade 1204' })).toBeInTheDocument();
    await waitFor(() => expect(pageLoads).toHaveLength(2));
  });

  test('Liberar encomendas (L) abre a retirada nas encomendas da unidade, com um só bloco também', async () => {
    const single: Condominium = { ...CONDO, blocos: [CONDO.blocos[0]!] };
    const { user } = start(single);
    const unit = await openUnit1204(user);
    await user.click(await within(unit).findByRole('button', { name: 'Liberar encomendas (L)' }));
    const flow = await screen.findByRole('dialog', { name: 'Correspondência e Entregas' });
    expect(await within(flow).findByText(/Cód\.71 - 21\/11\/2026 09:00/)).toBeInTheDocument();
    expect(within(flow).getByRole('button', { name: C.releaseButton })).toBeInTheDocument();
    expect(within(flow).queryByRole('radio', { name: '1204' })).not.toBeInTheDocument();
  });

  test('a unidade aberta continua aberta depois de recarregar a página; fechada pelo X, não volta', async () => {
    const { user } = start();
    await openUnit1204(user);
    cleanup();

    start();
    const unit = await screen.findByRole('dialog', { name: 'Bloco A · Unidade 1204' });
    await user.click(within(unit).getByRole('button', { name: M.close }));
    await waitForElementToBeRemoved(unit);
    cleanup();

    start();
    await screen.findByRole('button', { name: 'Correspondência e Entregas' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Registrar entrada (N) abre as entradas do dia só desta unidade, com as instruções dela no topo', async () => {
    const { user, fetchSpy } = start(CONDO, [PERMISSIONS.accessControl]);
    const unit = await openUnit1204(user);
    await within(unit).findByRole('button', { name: 'Registrar entrada (N)' });
    await user.keyboard('n');
    const flow = await screen.findByRole('dialog', { name: 'Controle de Acesso' });
    expect(await within(flow).findByText(INSTRUCTION.texto)).toBeInTheDocument();
    await waitFor(() => {
      const asked = fetchSpy.mock.calls
        .map(([url]) => new URL(String(url), 'http://x'))
        .find((url) => url.pathname.endsWith('/logentrada'));
      expect(asked?.searchParams.get('idsUnidades')).toBe('12');
    });
  });

  test('Novo visitante (V) abre a entrada de um visitante já na unidade: o CPF em foco, Interfonar, as instruções', async () => {
    const { user } = start(CONDO, [PERMISSIONS.accessControl]);
    await openUnit1204(user);
    await user.keyboard('v');
    const dialog = await screen.findByRole('dialog', { name: 'Informar novo visitante' });
    const form = await within(dialog).findByRole('form', { name: 'Cadastrar novo visitante' });
    expect(within(form).getByText('Bloco A | 1204')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Interfonar' })).toBeChecked();
    expect(await within(dialog).findByText(INSTRUCTION.texto)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^CPF/ })).toHaveFocus());
  });

  test('no painel, V (fora de um campo) ou Informar novo visitante (V) abre a entrada de um visitante pela unidade', async () => {
    const { user } = start(CONDO, [PERMISSIONS.accessControl]);
    await screen.findByRole('button', { name: 'Controle de Acesso' });
    // Typed into the search, a v is text.
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: M.searchLabel })).toHaveFocus());
    await user.keyboard('v');
    expect(screen.queryByRole('dialog', { name: 'Informar novo visitante' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    (document.activeElement as HTMLElement).blur();

    await user.keyboard('v');
    const dialog = await screen.findByRole('dialog', { name: 'Informar novo visitante' });
    const unitField = await within(dialog).findByRole('combobox', { name: M.unitPick.label });
    await waitFor(() => expect(unitField).toHaveFocus());
    await user.keyboard('1204{Enter}');
    const form = await within(dialog).findByRole('form', { name: 'Cadastrar novo visitante' });
    expect(within(form).getByText('Bloco A | 1204')).toBeInTheDocument();
  });

  test('sem a permissão do Controle de Acesso, o painel não mostra Informar novo visitante', async () => {
    start(CONDO, [PERMISSIONS.correspondence]);
    await screen.findByRole('button', { name: 'Correspondência e Entregas' });
    expect(screen.queryByRole('button', { name: /Informar novo visitante/ })).not.toBeInTheDocument();
  });

  test('sem a permissão de nenhum cartão com ação, a página da unidade não mostra ações', async () => {
    const { user } = start(CONDO, [PERMISSIONS.vehicles]);
    const unit = await openUnit1204(user);
    await within(unit).findByRole('region', { name: M.sections.encomendas });
    expect(within(unit).queryByRole('group', { name: M.quickActionsLabel })).not.toBeInTheDocument();
    await user.keyboard('e');
    expect(screen.queryByRole('dialog', { name: 'Correspondência e Entregas' })).not.toBeInTheDocument();
  });
});
