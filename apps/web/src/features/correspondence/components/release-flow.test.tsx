import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import {
  correspondenciaPageSchema,
  retiradaResponseSchema,
} from '@portaria/shared/correspondence/correspondence.schemas';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { contractBody, expectRefetched, mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { getPendingCorrespondencesQueryOptions } from '../api/get-pending-correspondences';
import { SOLAR, TORRE_101, pendingParcel, unitResidents } from '../test-fixtures';
import { ReleaseFlow } from './release-flow';

const parcel = (over: Partial<Correspondencia>) =>
  pendingParcel({ id: 1, descricao: null, unidade: TORRE_101, ...over });

const PENDING = [
  parcel({ id: 12, descricao: 'Caixa Amazon' }),
  parcel({ id: 13, categoria: 'ENVELOPE', tamanho: 'PEQUENO', dataChegada: '2026-11-20T18:40:00.000Z' }),
];

const RESIDENTS = unitResidents(TORRE_101, [
  {
    // An authorised person of the unit (issue 28 §18): the same number as a resident's id must not clash.
    morador: { idMorador: null, idAutorizado: 77, nome: 'Carla Autorizada', cpf: '11144477735', cadastrado: false },
    unidade: TORRE_101,
    tipoAcesso: 'AUTORIZADO',
  },
]);
const PENDING_PAGE = contractBody(correspondenciaPageSchema, {
  data: PENDING,
  meta: { page: 1, totalPages: 1, totalItems: 2 },
});
const RELEASED = contractBody(retiradaResponseSchema, { data: [] });
const PENDING_KEY = getPendingCorrespondencesQueryOptions(501).queryKey;

const setup = () => {
  signInForTest({ condominiumId: 1002 });
  const released: { path: string; body: unknown }[] = [];
  const fetch = mockFetch({
    'GET /api/correspondencia': { body: PENDING_PAGE },
    'GET /api/unidades/501/moradores': { body: RESIDENTS },
    'POST /api/correspondencia/retirada-multipla': (url, init) => {
      released.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return { body: RELEASED };
    },
    'POST /api/correspondencia/retirada': (url, init) => {
      released.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return { body: RELEASED };
    },
  });
  const onExit = vi.fn();
  const { queryClient } = renderWithProviders(<ReleaseFlow condominium={SOLAR} onExit={onExit} />);
  return { user: userEvent.setup(), released, onExit, fetch, queryClient };
};

const chooseUnit101 = async (user: ReturnType<typeof userEvent.setup>) => {
  // One block: the flow starts at the unit step.
  expect(screen.queryByText('Selecione o bloco:')).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: '101' }));
  await user.click(screen.getByRole('button', { name: 'Avançar' }));
};

describe('liberação de correspondências', () => {
  test('itens com o rótulo do spec, selecionar todas e retirada por morador listado com CPF formatado', async () => {
    const { user, released, onExit, queryClient } = setup();
    await chooseUnit101(user);
    expect(await screen.findByText('Cód.12 - 20/11/2026 10:05 | PACOTE | MÉDIO | Caixa Amazon')).toBeInTheDocument();
    expect(screen.getByText('Cód.13 - 20/11/2026 15:40 | ENVELOPE | PEQUENO | Não Informado')).toBeInTheDocument();
    const liberar = screen.getByRole('button', { name: M.releaseButton });
    expect(liberar).toBeDisabled();
    expect(screen.getByText('nenhuma selecionada')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: M.selectAll }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    expect(screen.getByText('2 selecionadas')).toBeInTheDocument();
    await user.click(liberar);

    expect(await screen.findByText(M.selectPickupPerson)).toBeInTheDocument();
    const bruno = screen.getByRole('radio', { name: /Bruno Lima/ });
    expect(bruno).toHaveTextContent('390.533.447-05');
    const finalizar = screen.getByRole('button', { name: M.finishPickup });
    expect(finalizar).toBeDisabled();
    await user.click(bruno);
    // From the unit's list there is no pickup code: 'Finalizar Retirada' waits for the document check.
    expect(finalizar).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: M.documentCheck }));
    const releasedAt = Date.now();
    await user.click(finalizar);

    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    await expectRefetched(queryClient, PENDING_KEY, releasedAt);
    expect(released).toHaveLength(1);
    expect(released[0]?.path).toBe('/api/correspondencia/retirada-multipla');
    expect(released[0]?.body).toMatchObject({
      ids: [12, 13],
      id: null,
      moradorRetirada: { idMorador: 77, nome: 'Bruno Lima', cpf: '39053344705' },
      documentoConferido: true,
    });
    await user.click(screen.getByRole('button', { name: M.ok }));
    expect(onExit).toHaveBeenCalled();
  });

  test('quem está retirando lista também a pessoa autorizada da unidade, com CPF formatado, e ela retira', async () => {
    const { user, released } = setup();
    await chooseUnit101(user);
    await user.click(await screen.findByRole('checkbox', { name: /Cód\.12/ }));
    await user.click(screen.getByRole('button', { name: M.releaseButton }));
    expect(await screen.findByText(M.selectPickupPerson)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bruno Lima/ })).toHaveTextContent('390.533.447-05');
    const carla = screen.getByRole('radio', { name: /Carla Autorizada/ });
    expect(carla).toHaveTextContent('111.444.777-35');
    await user.click(carla);
    expect(carla).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bruno Lima/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: M.documentCheck }));
    await user.click(screen.getByRole('button', { name: M.finishPickup }));

    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released[0]?.body).toMatchObject({
      id: 12,
      moradorRetirada: { idAutorizado: 77, nome: 'Carla Autorizada', cpf: '11144477735', cadastrado: true },
    });
    expect(released[0]?.body).not.toHaveProperty('moradorRetirada.idMorador');
  });

  test('pesquisa filtra os itens e o código digitado libera uma só para pessoa não cadastrada', async () => {
    const { user, released } = setup();
    await chooseUnit101(user);
    await screen.findByText(/Cód\.12/);
    await user.type(screen.getByRole('searchbox'), 'envelope');
    await waitFor(() => expect(screen.queryByText(/Cód\.12/)).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText(/Cód\.13/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Liberar pelo código' }));
    const code = screen.getByLabelText(M.typeCode);
    await user.type(code, '99');
    expect(screen.getByText('Nenhuma correspondência pendente com esse código nesta unidade.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.releaseButton })).toBeDisabled();
    await user.clear(code);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: M.releaseButton }));

    await user.click(await screen.findByRole('button', { name: 'Outra pessoa (não cadastrada)' }));
    const dialog = await screen.findByRole('dialog', { name: M.pickupDialogTitle });
    const confirm = within(dialog).getByRole('button', { name: M.finishPickup });
    expect(confirm).toBeDisabled();
    const nome = within(dialog).getByLabelText(/Nome/);
    await user.type(nome, 'z'.repeat(40));
    expect(nome).toHaveValue('z'.repeat(35));
    await user.clear(nome);
    await user.type(nome, 'Entregador Rápido');
    const cpf = within(dialog).getByLabelText('Cpf');
    await user.type(cpf, '52998224724');
    expect(cpf).toHaveValue('529.982.247-24');
    await user.click(nome);
    // Validation on blur is asynchronous (react-hook-form): wait for it, as a busy machine may take a moment.
    expect(await within(dialog).findByText('CPF inválido')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(cpf);
    expect(within(dialog).queryByText('CPF inválido')).not.toBeInTheDocument();
    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    // Name and CPF right, and still no pickup code: the dialog waits for the document check too.
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: M.documentCheck }));
    // Enter in the field does what 'Finalizar Retirada' does (issue 17).
    await user.type(cpf, '{Enter}');

    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released).toEqual([
      {
        path: '/api/correspondencia/retirada',
        body: expect.objectContaining({
          id: 12,
          nomeMoradorNaoCadastro: 'Entregador Rápido',
          cpfCnpj: '52998224725',
          documentoConferido: true,
        }),
      },
    ]);
  });

  test('unidade sem pendências mostra o vazio e o atalho Item não encontrado?', async () => {
    signInForTest({ condominiumId: 1002 });
    mockFetch({ 'GET /api/correspondencia': { body: { data: [], meta: { page: 1, totalPages: 0, totalItems: 0 } } } });
    renderWithProviders(<ReleaseFlow condominium={SOLAR} onExit={vi.fn()} />);
    const user = userEvent.setup();
    await chooseUnit101(user);
    expect(await screen.findByText(M.emptyList)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.itemNotFound }));
    expect(await screen.findByRole('form', { name: M.formTitle })).toBeInTheDocument();
  });

  test('falha na retirada mostra a mensagem do spec e o motivo do servidor', async () => {
    signInForTest({ condominiumId: 1002 });
    mockFetch({
      'GET /api/correspondencia': { body: { data: PENDING, meta: { page: 1, totalPages: 1, totalItems: 2 } } },
      'GET /api/unidades/501/moradores': { body: RESIDENTS },
      'POST /api/correspondencia/retirada': {
        status: 409,
        body: { message: 'A correspondência Cód.12 já foi retirada e não pode ser retirada novamente.' },
      },
    });
    renderWithProviders(<ReleaseFlow condominium={SOLAR} onExit={vi.fn()} />);
    const user = userEvent.setup();
    await chooseUnit101(user);
    await user.click(await screen.findByRole('checkbox', { name: /Cód\.12/ }));
    await user.click(screen.getByRole('button', { name: M.releaseButton }));
    await user.click(await screen.findByRole('radio', { name: /Bruno Lima/ }));
    await user.click(screen.getByRole('checkbox', { name: M.documentCheck }));
    await user.click(screen.getByRole('button', { name: M.finishPickup }));
    expect(await screen.findByText(M.pickupError)).toBeInTheDocument();
    expect(screen.getByText(/já foi retirada e não pode ser retirada novamente/)).toBeInTheDocument();
  });
});
