import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch, signInForTest } from '../test/test-utils';
import { ApiError, api } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('cliente da API', () => {
  test('envia origem PORTARIA e o token da sessão, e traduz o erro em ApiError com a mensagem', async () => {
    signInForTest();
    const fetchSpy = mockFetch({ 'GET /api/condominios/1001': { status: 404, body: { message: 'Condomínio não encontrado.' } } });
    const error = await api.get('/condominios/1001').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Condomínio não encontrado.' });
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({
      origem: 'PORTARIA',
      Authorization: 'Bearer context-token',
    });
  });
});
