import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { UnitPage } from '@portaria/shared/desk/desk.schemas';
import { mockFetch, renderWithProviders, signInForTest } from '../../test/test-utils';
import type { DeskActionId } from '../../types/flow';
import { UnitPageDialog } from './components/unit-page-dialog';
import { unitPage } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

type Answer = { status?: number; body?: UnitPage | { message: string } };

const open = (
  answers: Answer[] | Answer,
  actions: DeskActionId[] = ['registerParcel', 'releaseParcels'],
  permissions: string[] = [],
) => {
  signInForTest({ permissions: { rolePermissions: permissions, customPermissions: [] } });
  const queue = Array.isArray(answers) ? [...answers] : [answers];
  const fetchSpy = mockFetch({
    'GET /api/portaria/unidades/12': () => (queue.length > 1 ? queue.shift()! : queue[0]!),
  });
  const onAction = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<UnitPageDialog idUnidade={12} actions={actions} onAction={onAction} onClose={onClose} />);
  return { onAction, onClose, fetchSpy, user: userEvent.setup() };
};

const section = (title: string) => screen.getByRole('region', { name: title });

describe('página da unidade', () => {
  test('mostra cada seção com o seu título, e Nenhum na seção vazia', async () => {
    open({ body: unitPage() });
    const dialog = await screen.findByRole('dialog', { name: 'Bloco A · Unidade 1204' });
    for (const title of Object.values(M.sections))
      expect(within(dialog).getByRole('region', { name: title })).toBeInTheDocument();
    const resident = within(section(M.sections.moradores)).getByRole('listitem');
    expect(resident).toHaveTextContent('Ana Paula Souza');
    expect(resident).toHaveTextContent('Proprietário · CPF 52*******25');
    expect(resident).toHaveTextContent(M.appInstalled);
    expect(resident).toHaveTextContent(M.biometryNotRegistered);
    expect(section(M.sections.autorizados)).toHaveTextContent('Rita Moraes');
    expect(section(M.sections.autorizados)).toHaveTextContent(
      'Irmã · Doc. 39*******05 · Pontual · até 31/12/2026 · Retira encomendas',
    );
    expect(section(M.sections.veiculos)).toHaveTextContent('ABC1D23Honda Fit · Azul · Carro');
    expect(section(M.sections.linhaDoTempo)).toHaveTextContent('Encomenda Cód.71 recebida21/11 09:00');
    for (const empty of [M.sections.esperados, M.sections.dentro, M.sections.reservas, M.sections.mudancas]) {
      expect(within(section(empty)).getByText(M.emptySection)).toBeInTheDocument();
    }
  });

  test('Autorizar pessoa: nome, CPF, relação e só retirar encomendas vão como visitante da unidade que interfona; a página carrega de novo', async () => {
    const { fetchSpy, user } = open({ body: unitPage() }, undefined, [PERMISSIONS.accessControl]);
    const posted: unknown[] = [];
    const previous = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init = {}) => {
      if (init.method === 'POST' && String(input).endsWith('/controleacesso/visitantecomautorizacao')) {
        posted.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ idVisitante: 5, idVisitanteUnidade: 6, idAutorizacao: 7 }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }
      return previous(input, init);
    });
    await user.click(
      within(await screen.findByRole('region', { name: M.sections.autorizados })).getByRole('button', {
        name: M.authorise.add,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: M.authorise.title });
    const save = within(dialog).getByRole('button', { name: M.authorise.save });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(M.authorise.name) }), 'Lívia Prado');
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${M.authorise.cpf}`) }), '52998224725');
    await user.type(within(dialog).getByRole('textbox', { name: M.authorise.relation }), 'Sobrinha');
    expect(within(dialog).getByRole('checkbox', { name: M.authorise.canCollect })).toBeChecked();
    const gets = () =>
      fetchSpy.mock.calls.filter(
        ([url, init]) => String(url).endsWith('/portaria/unidades/12') && (init?.method ?? 'GET') === 'GET',
      ).length;
    const before = gets();
    await user.click(save);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: M.authorise.title })).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        visitanteUnidade: {
          visitante: { nome: 'Lívia Prado', cpf: '52998224725', visitanteTipo: 'VISITANTE' },
          unidades: [{ id: 12 }],
          parentesco: 'Sobrinha',
          retiraEncomendas: true,
          retiraAte: null,
        },
        autorizacao: { tipoAutorizacao: 'INTERFONAR' },
      },
    ]);
    await vi.waitFor(() => expect(gets()).toBeGreaterThan(before));
  });

  test('entrar sem interfonar pede até quando; nada marcado não deixa autorizar', async () => {
    const { user } = open({ body: unitPage() }, undefined, [PERMISSIONS.accessControl]);
    await user.click(
      within(await screen.findByRole('region', { name: M.sections.autorizados })).getByRole('button', {
        name: M.authorise.add,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: M.authorise.title });
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(M.authorise.name) }), 'Caio Prado');
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${M.authorise.cpf}`) }), '52998224725');
    await user.click(within(dialog).getByRole('checkbox', { name: M.authorise.canCollect }));
    expect(await within(dialog).findByText(M.authorise.nothingChosen)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: M.authorise.save })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: M.authorise.canEnter }));
    expect(within(dialog).getByRole('button', { name: M.authorise.save })).toBeDisabled();
  });

  test('sem a permissão do controle de acesso, não há Autorizar pessoa', async () => {
    open({ body: unitPage() });
    const people = await screen.findByRole('region', { name: M.sections.autorizados });
    expect(within(people).queryByRole('button', { name: M.authorise.add })).not.toBeInTheDocument();
  });

  test('seção sem permissão não aparece', async () => {
    open({ body: unitPage({ veiculos: null, moradores: null, linhaDoTempo: null }) });
    await screen.findByRole('region', { name: M.sections.encomendas });
    expect(screen.queryByRole('region', { name: M.sections.veiculos })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.sections.moradores })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.sections.linhaDoTempo })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: M.sections.autorizados })).toBeInTheDocument();
  });

  test('encomenda mostra há quantos dias chegou', async () => {
    open({ body: unitPage() });
    const parcels = within(await screen.findByRole('region', { name: M.sections.encomendas })).getAllByRole('listitem');
    expect(parcels.map((parcel) => parcel.textContent)).toEqual([
      'Cód.71 · Ana Paula SouzaPacotechegou hoje',
      'Cód.64 · Jorge SouzaEnvelope · BR1há 1 dia',
      'Cód.52 · Jorge SouzaCAIXAhá 5 dias',
    ]);
  });

  test('as ações rápidas mostram a sua tecla, e a tecla inicia a ação nesta unidade', async () => {
    const { onAction, user } = open({ body: unitPage() });
    const register = await screen.findByRole('button', { name: 'Registrar encomenda (E)' });
    expect(screen.getByRole('button', { name: 'Liberar encomendas (L)' })).toBeInTheDocument();
    // Only the actions given (the person's tiles) are there, and only their keys work.
    expect(screen.queryByRole('button', { name: /Enviar documento/ })).not.toBeInTheDocument();
    await user.keyboard('d');
    expect(onAction).not.toHaveBeenCalled();
    await user.keyboard('e');
    expect(onAction).toHaveBeenLastCalledWith('registerParcel', 12);
    await user.keyboard('{Control>}l{/Control}');
    expect(onAction).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Liberar encomendas (L)' }));
    expect(onAction).toHaveBeenLastCalledWith('releaseParcels', 12);
    expect(register).toHaveAttribute('aria-keyshortcuts', 'E');
  });

  test('unidade desativada não oferece ações', async () => {
    const { onAction, user } = open({
      body: unitPage({ unidade: { idUnidade: 12, unidade: '1204', nmBloco: 'Bloco A', ativa: false } }),
    });
    expect(await screen.findByText(M.unitInactive)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Registrar encomenda/ })).not.toBeInTheDocument();
    await user.keyboard('e');
    expect(onAction).not.toHaveBeenCalled();
  });

  test('falha ao carregar mostra o erro com Tentar novamente, que carrega de novo', async () => {
    const { user, fetchSpy } = open([{ status: 500, body: { message: 'falhou' } }, { body: unitPage() }]);
    expect(await screen.findByText(M.unitLoadFailed, undefined, { timeout: 10_000 })).toBeInTheDocument();
    const calls = fetchSpy.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: M.sections.encomendas })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.length).toBe(calls + 1);
  });

  test('unidade de outro condomínio ou inexistente diz Unidade não encontrada; Fechar fecha', async () => {
    const { onClose, user } = open({ status: 404, body: { message: 'Unidade não encontrada' } });
    expect(await screen.findByText(M.unitNotFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.close }));
    expect(onClose).toHaveBeenCalled();
  });
});
