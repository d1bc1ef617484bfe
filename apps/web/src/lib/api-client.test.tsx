import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch, signInForTest } from '../test/test-utils';
import { ApiError, api, request } from './api-client';
import { getSession } from './session';
import { closeSessionExpired, isSessionExpiredOpen } from './session-expired';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  closeSessionExpired();
});

describe('cliente da API', () => {
  test('envia origem PORTARIA e o token da sessão, e traduz o erro em ApiError com a mensagem', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'GET /api/condominios/1001': { status: 404, body: { message: 'Condomínio não encontrado.' } },
    });
    const error = await api.get('/condominios/1001').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Condomínio não encontrado.' });
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({
      origem: 'PORTARIA',
      Authorization: 'Bearer context-token',
    });
  });

  test('recusa de negócio (409/422) não encerra a sessão; 403 encerra (spec 01 §8, decisão 095)', async () => {
    signInForTest();
    mockFetch({
      'DELETE /api/controleacesso/301': {
        status: 409,
        body: { message: 'Somente visitantes/prestadores cadastrados pela portaria podem ser excluídos.' },
      },
      'POST /api/idem': { status: 422, body: { message: 'recusado' } },
      'GET /api/condominios/1002': { status: 403, body: { message: 'Acesso não permitido para esta referência.' } },
    });
    await expect(api.delete('/controleacesso/301')).rejects.toMatchObject({ status: 409 });
    await expect(api.post('/idem', {})).rejects.toMatchObject({ status: 422 });
    expect([isSessionExpiredOpen(), getSession().expired]).toEqual([false, false]);
    await expect(api.get('/condominios/1002')).rejects.toMatchObject({ status: 403 });
    expect([isSessionExpiredOpen(), getSession().expired]).toEqual([true, true]);
  });

  test('uma leitura em segundo plano recusada (403, 401) não encerra a sessão; a mesma leitura de uma tela encerra', async () => {
    signInForTest();
    mockFetch({
      'GET /api/condominios/1002': { status: 403, body: { message: 'Acesso não permitido para esta referência.' } },
      'GET /api/portaria/offline': { status: 401, body: { message: 'Sessão expirada.' } },
    });
    await expect(request('/condominios/1002', { isBackground: true })).rejects.toMatchObject({ status: 403 });
    await expect(request('/portaria/offline', { isBackground: true })).rejects.toMatchObject({ status: 401 });
    expect([isSessionExpiredOpen(), getSession().expired]).toEqual([false, false]);
    await expect(request('/condominios/1002')).rejects.toMatchObject({ status: 403 });
    expect([isSessionExpiredOpen(), getSession().expired]).toEqual([true, true]);
  });
});
