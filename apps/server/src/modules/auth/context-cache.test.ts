import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARLOS, bearer, contextToken } from '../../test/helpers.ts';

const RENATA = { cpf: '74185296355', password: 'Admin@2024' };
const MINUTE = 60_000;

/**
 * Decision 132: each token's context is kept a few seconds per process. Every token here is used first, so its
 * context is kept when the change comes: the next request must still see the change at once.
 */
describe('contexto guardado por alguns segundos, mudanças valem no pedido seguinte', () => {
  let t: TestApp;
  let sibling: FastifyInstance;
  beforeAll(async () => {
    // On by name, so the PostgreSQL run (off by default without Redis) keeps contexts too.
    t = await createTestApp({ config: { authCacheSeconds: 5 } });
    sibling = await t.sibling();
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, app = t.app) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token) });
  const getCondo = (token: string, idCondo = 1001, app = t.app) =>
    app.inject({ url: `/api/condominios/${idCondo}`, headers: bearer(token) });

  test('usado e depois encerrado pelo logout, o token já é 401 no pedido seguinte', async () => {
    const token = await contextToken(t.app);
    expect((await getCondo(token)).statusCode).toBe(200);
    expect((await post('/auth/rbac/logout', token)).statusCode).toBe(204);
    expect((await getCondo(token)).statusCode).toBe(401);
  });

  test('usado e depois trocado por outro condomínio, o token anterior já é 401', async () => {
    const token = await contextToken(t.app);
    expect((await getCondo(token)).statusCode).toBe(200);
    const switched = await post('/auth/rbac/context/1002', token);
    expect(switched.statusCode).toBe(200);
    expect((await getCondo(token)).statusCode).toBe(401);
    expect((await getCondo(switched.json().token, 1002)).statusCode).toBe(200);
  });

  test('renovado, o token em uso vale até o fim da carência, conferida a cada pedido', async () => {
    const token = await contextToken(t.app);
    expect((await getCondo(token)).statusCode).toBe(200);
    expect((await post('/auth/rbac/refresh/4521', token)).statusCode).toBe(200);
    t.clock.advance(MINUTE - 1);
    expect((await getCondo(token)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await getCondo(token)).statusCode).toBe(401);
  });

  test('condomínio desativado: o token do porteiro em uso já é 403; reativado, volta', async () => {
    const carlos = await contextToken(t.app, CARLOS, 1002);
    const renata = await contextToken(t.app, RENATA, 1002);
    expect((await getCondo(carlos, 1002)).statusCode).toBe(200);
    try {
      expect((await post('/administracao/condominio/desativar', renata)).statusCode).toBe(200);
      expect((await getCondo(carlos, 1002)).statusCode).toBe(403);
    } finally {
      expect((await post('/administracao/condominio/reativar', renata)).statusCode).toBe(200);
    }
    expect((await getCondo(carlos, 1002)).statusCode).toBe(200);
  });

  test('o logout feito num app vale já no outro app do processo que guardava o contexto', async () => {
    const token = await contextToken(t.app);
    expect((await getCondo(token, 1001, sibling)).statusCode).toBe(200);
    expect((await post('/auth/rbac/logout', token)).statusCode).toBe(204);
    expect((await getCondo(token, 1001, sibling)).statusCode).toBe(401);
  });
});
