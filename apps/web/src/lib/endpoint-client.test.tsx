import { afterEach, describe, expect, test, vi } from 'vitest';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { vehicleEndpoints } from '@portaria/shared/vehicles/vehicles.endpoints';
import { mockFetch, signInForTest } from '../test/test-utils';
import { ApiError } from './api-client';
import { ResponseContractError, call } from './endpoint-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const VEHICLE = {
  id: 7,
  unidade: { id: 22, idUnidade: 22, nome: '302', nmBloco: 'Bloco B', alugado: false, pessoas: [] },
  tipo: 'CARRO',
  placa: 'ABC1D23',
  cor: 'PRETO',
  modelo: 'Onix',
  observacao: null,
  vagaAlugada: 'N',
  ativo: true,
};

describe('cliente das chamadas declaradas', () => {
  test('monta a url pela declaração (parâmetros e query) e devolve a resposta conferida com o schema', async () => {
    signInForTest();
    const fetchSpy = mockFetch({ 'PUT /api/veiculo/7': { body: VEHICLE } });
    const body = { unidade: 22, tipo: 'CARRO' as const, placa: 'ABC1D23', cor: 'PRETO' as const, vagaAlugada: false };
    const vehicle = await call(vehicleEndpoints.update, { params: { id: 7 }, body });
    expect(vehicle).toEqual(VEHICLE);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/veiculo/7');
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify(body) });
    expect(init?.headers).toMatchObject({ origem: 'PORTARIA', Authorization: 'Bearer context-token' });
  });

  test('query vazia fica de fora da url; os valores vão como texto', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'GET /api/veiculo/custom': { body: { data: [VEHICLE], meta: { page: 2, totalPages: 3, totalItems: 11 } } },
    });
    const page = await call(vehicleEndpoints.list, { query: { page: 2, limit: 5, queryParam: undefined } });
    expect(page.meta.totalPages).toBe(3);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/veiculo/custom?page=2&limit=5');
  });

  test('204 de uma lista paginada vira página vazia na página pedida (decisão 072)', async () => {
    signInForTest();
    mockFetch({ 'GET /api/veiculo/custom': { status: 204 } });
    await expect(call(vehicleEndpoints.list, { query: { page: 3, queryParam: 'XYZ' } })).resolves.toEqual({
      data: [],
      meta: { page: 3, totalPages: 0, totalItems: 0 },
    });
  });

  test('204 que não é de lista é null (exclusão)', async () => {
    signInForTest();
    mockFetch({ 'DELETE /api/veiculo/7': { status: 204 } });
    await expect(call(vehicleEndpoints.remove, { params: { id: 7 } })).resolves.toBeNull();
  });

  test('em teste, resposta fora do contrato falha com o método e o caminho, em vez de seguir adiante', async () => {
    signInForTest();
    mockFetch({ 'PUT /api/veiculo/7': { body: { ...VEHICLE, vagaAlugada: true } } });
    const error = await call(vehicleEndpoints.update, { params: { id: 7 }, body: {} as never }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ResponseContractError);
    expect(String((error as Error).message)).toContain('PUT /veiculo/:id respondeu 200 fora do contrato');
  });

  test('em teste, um status 2xx que a declaração não prevê também falha (a correspondência não responde 204)', async () => {
    signInForTest();
    mockFetch({ 'GET /api/correspondencia': { status: 204 } });
    await expect(call(correspondenceEndpoints.list, { query: { page: 1 } })).rejects.toThrow('status não declarado');
  });

  test('erros continuam ApiError com a mensagem do servidor', async () => {
    signInForTest();
    mockFetch({ 'POST /api/veiculo': { status: 409, body: { message: 'A placa ABC1D23 já está cadastrada.' } } });
    const error = await call(vehicleEndpoints.create, { body: {} as never }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'A placa ABC1D23 já está cadastrada.' });
  });

  test('um parâmetro de caminho faltando não chega a chamar o servidor', async () => {
    const fetchSpy = mockFetch({});
    await expect(call(vehicleEndpoints.remove, { params: {} as never })).rejects.toThrow('falta o parâmetro id');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
