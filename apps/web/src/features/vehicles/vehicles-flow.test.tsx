import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { vehiclesPageSchema } from '@portaria/shared/vehicles/vehicle.schemas';
import type { Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { contractBody, expectRefetched, mockFetch, renderWithProviders, signInForTest } from '../../test/test-utils';
import { vehicleListKey } from './api/vehicle-keys';
import { VehiclesFlow } from './vehicles-flow';

const torre = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Edifício Solar',
  nomeFantasia: 'Solar',
  tem_biometria: false,
  blocos: [
    {
      idBloco: 9,
      nome: 'Torre Única',
      quantidadeUnidades: 2,
      unidades: [
        { idUnidade: 91, nome: '101', pessoas: [] },
        { idUnidade: 92, nome: '102', pessoas: [] },
      ],
    },
  ],
};

const unidade = { id: 91, idUnidade: 91, nome: '101', nmBloco: 'Torre Única', alugado: false, pessoas: [] };
const vehicle = (extra: Partial<Vehicle>): Vehicle => ({
  id: 1,
  unidade,
  tipo: 'CARRO',
  placa: 'ABC1D23',
  cor: 'PRATA',
  modelo: 'Fiat Argo',
  observacao: null,
  vagaAlugada: 'N',
  ativo: true,
  ...extra,
});

const start = async (handlers: Parameters<typeof mockFetch>[0], option: string) => {
  signInForTest();
  const fetchSpy = mockFetch({ 'GET /api/condominios/1001': { body: torre }, ...handlers });
  const { queryClient } = renderWithProviders(<VehiclesFlow onClose={() => {}} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: option }));
  return { user, fetchSpy, queryClient };
};

const fillCar = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('radio', { name: '101' }));
  await user.click(screen.getByRole('button', { name: 'Avançar' }));
  await user.click(screen.getByRole('radio', { name: 'Carro' }));
  await user.type(screen.getByLabelText(/Placa/), 'abc1d23');
  await user.selectOptions(screen.getByLabelText(/Cor/), 'PRATA');
};

afterEach(() => vi.unstubAllGlobals());

describe('fluxo de veículos', { timeout: 30_000 }, () => {
  test('com um bloco o cadastro tem 2 etapas, envia a unidade e termina em Cadastro realizado com sucesso!', async () => {
    const { user, fetchSpy } = await start(
      { 'POST /api/veiculo': { status: 201, body: vehicle({}) } },
      M.registerOption,
    );
    expect(await screen.findByText('Etapa 1 de 2')).toBeInTheDocument();
    await fillCar(user);
    expect(screen.getByText('Torre Única | 101')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.finish }));
    expect(await screen.findByRole('heading', { name: M.registered })).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      unidade: 91,
      tipo: 'CARRO',
      placa: 'ABC1D23',
      cor: 'PRATA',
      modelo: null,
      observacao: null,
      vagaAlugada: false,
    });
    await user.click(screen.getByRole('button', { name: M.newRegistration }));
    expect(screen.getByText('Etapa 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '101' })).toHaveAttribute('aria-checked', 'false');
  });

  test('placa repetida: erro do cadastro com a explicação do servidor, e o formulário continua preenchido', async () => {
    const duplicate = 'A placa ABC1D23 já está cadastrada em um veículo ativo da unidade Torre Única - 102.';
    const { user } = await start(
      { 'POST /api/veiculo': { status: 409, body: { message: duplicate } } },
      M.registerOption,
    );
    await fillCar(user);
    await user.click(screen.getByRole('button', { name: M.finish }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.registerError)).toBeInTheDocument();
    expect(within(dialog).getByText(duplicate)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.getByLabelText(/Placa/)).toHaveValue('ABC1D23');
  });

  test('lista: Não Informado sem placa, nada para bicicleta; detalhe; Excluir pergunta e confirma Veículo excluido.', async () => {
    const rows = [
      vehicle({}),
      vehicle({ id: 2, tipo: 'MOTO', placa: null, cor: 'PRETO' }),
      vehicle({ id: 3, tipo: 'BICICLETA', placa: null, cor: 'AZUL' }),
    ];
    const { user, fetchSpy } = await start(
      {
        'GET /api/veiculo/custom': {
          body: contractBody(vehiclesPageSchema, { data: rows, meta: { totalPages: 1, totalItems: 3, page: 1 } }),
        },
        'DELETE /api/veiculo/2': { status: 204 },
      },
      M.listOption,
    );
    const list = await screen.findByRole('list', { name: M.listTitle });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ABC1D23');
    expect(items[1]).toHaveTextContent(M.notInformed);
    expect(items[2]).not.toHaveTextContent(M.notInformed);
    expect(items[2]).toHaveTextContent('Bicicleta');

    await user.click(within(items[0]!).getByRole('button', { name: /Carro/ }));
    const detail = await screen.findByRole('dialog', { name: M.detailTitle });
    expect(detail).toHaveTextContent('Fiat Argo');
    await user.click(within(detail).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.detailTitle })).not.toBeInTheDocument());

    await user.click(within(items[1]!).getByRole('button', { name: new RegExp(`^${M.delete} Moto `) }));
    const confirm = await screen.findByRole('dialog', { name: M.deleteConfirm });
    expect(confirm).toHaveTextContent('Moto');
    expect(confirm).toHaveTextContent(M.notInformedLower);
    const listLoads = () =>
      fetchSpy.mock.calls.filter(([url, init]) => String(url).includes('/veiculo/custom') && init?.method === 'GET')
        .length;
    const loadsBeforeDelete = listLoads();
    // OK deletes: it is red (MUI's error colour), not the primary blue.
    expect(within(confirm).getByRole('button', { name: 'OK' })).toHaveClass('MuiButton-colorError');
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(([url, init]) => String(url).endsWith('/veiculo/2') && init?.method === 'DELETE'),
    ).toBe(true);
    // The list on screen is fetched again, so the deleted vehicle leaves it.
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loadsBeforeDelete));
  });

  test('veículo cadastrado a partir da lista: a lista é buscada de novo', async () => {
    const { user, queryClient } = await start(
      { 'GET /api/veiculo/custom': { status: 204 }, 'POST /api/veiculo': { status: 201, body: vehicle({}) } },
      M.listOption,
    );
    expect(await screen.findByText(M.emptyList)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.addNew }));
    await fillCar(user);
    const createdAt = Date.now();
    await user.click(screen.getByRole('button', { name: M.finish }));
    expect(await screen.findByRole('heading', { name: M.registered })).toBeInTheDocument();
    await expectRefetched(queryClient, vehicleListKey(''), createdAt);
  });

  test('editar salva pelo PUT e a lista na tela é buscada de novo com a cor nova', async () => {
    let cor: Vehicle['cor'] = 'PRATA';
    const { user, fetchSpy, queryClient } = await start(
      {
        'GET /api/veiculo/custom': () => ({
          body: { data: [vehicle({ cor })], meta: { totalPages: 1, totalItems: 1, page: 1 } },
        }),
        'PUT /api/veiculo/1': (_url, init) => {
          cor = JSON.parse(String(init.body)).cor;
          return { body: vehicle({ cor }) };
        },
      },
      M.listOption,
    );
    const list = await screen.findByRole('list', { name: M.listTitle });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Prata');
    await user.click(within(list).getByRole('button', { name: `${M.edit} ABC1D23` }));
    const edit = await screen.findByRole('dialog', { name: M.editTitle });
    await user.selectOptions(within(edit).getByLabelText(/Cor/), 'AZUL');
    const savedAt = Date.now();
    await user.click(within(edit).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      id: 1,
      ativo: true,
      unidade: 91,
      tipo: 'CARRO',
      placa: 'ABC1D23',
      cor: 'AZUL',
    });
    await expectRefetched(queryClient, vehicleListKey(''), savedAt);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: M.listTitle })).getByRole('listitem')).toHaveTextContent('Azul'),
    );
  });

  test('lista vazia diz Nenhum veículo encontrado; ok esconde o rodapé; busca só a partir de 3 letras', async () => {
    const { user, fetchSpy } = await start({ 'GET /api/veiculo/custom': { status: 204 } }, M.listOption);
    expect(await screen.findByText(M.emptyList)).toBeInTheDocument();
    expect(screen.getByText(M.notFoundFooter)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.footerOk }));
    expect(screen.queryByText(M.notFoundFooter)).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: M.searchPlaceholder });
    await user.type(search, 'ab');
    await new Promise((r) => setTimeout(r, 1200));
    const searched = () =>
      fetchSpy.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('queryParam'));
    expect(searched()).not.toContain('ab');
    await user.type(search, 'c');
    await waitFor(() => expect(searched()).toContain('abc'), { timeout: 2500 });
  });

  test('falha ao buscar mostra Erro ao buscar veículos, tente novamente', async () => {
    await start({ 'GET /api/veiculo/custom': { status: 500, body: { message: 'x' } } }, M.listOption);
    expect(await screen.findByText(M.searchError, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
