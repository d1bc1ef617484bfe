import { MESSAGES } from '@portaria/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CARLOS, bearer, loginPath } from '../../test/helpers.ts';
import type { OpenApiDocument } from '../../test/openapi-sweep.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp } from '../accounts/test-support.ts';

// Each test builds its own process (t.sibling) inside the test: what the routes declare when they are registered
// (accepted tokens, the account check's rate limit, the OpenAPI entries) is then checked by the test itself.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('cada rota de auth aceita só os seus tipos de token, e o OpenAPI diz quais', async () => {
  const app = await t.sibling();
  const post = (url: string, token: string) => app.inject({ method: 'POST', url, headers: bearer(token) });
  const signIn = async () => {
    const res = await app.inject({
      method: 'POST',
      url: loginPath,
      payload: { user: CARLOS.cpf, password: CARLOS.password },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };

  const loginToken = await signIn();
  const first = await post('/api/auth/rbac/context/1001', loginToken);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ context: 1001, referencia: 4521 });
  const switched = await post('/api/auth/rbac/context/1002', first.json().token);
  expect(switched.statusCode).toBe(200);
  expect(switched.json()).toMatchObject({ context: 1002, referencia: 7310 });
  const refreshed = await post('/api/auth/rbac/refresh/7310', switched.json().token);
  expect(refreshed.statusCode).toBe(200);
  expect(refreshed.json()).toMatchObject({ context: 1002, referencia: 7310 });
  // A login token does not refresh: only a context token does.
  const refused = await post('/api/auth/rbac/refresh/4521', loginToken);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual({ message: MESSAGES.unauthorized });
  // A login token is spent by its first exchange (decision 096): a second exchange is refused.
  const again = await post('/api/auth/rbac/context/1001', loginToken);
  expect(again.statusCode).toBe(401);
  expect(again.json()).toEqual({ message: MESSAGES.unauthorized });
  // Logout takes either kind of token.
  expect((await post('/api/auth/rbac/logout', await signIn())).statusCode).toBe(204);
  const other = await post('/api/auth/rbac/context/1001', await signIn());
  expect((await post('/api/auth/rbac/logout', other.json().token)).statusCode).toBe(204);

  const doc = (await app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
  const bearerAuth = [{ bearerAuth: [] }];
  expect(doc.paths['/api/auth/rbac/project/PORTARIA']?.post).toMatchObject({ tags: ['auth'], security: [] });
  expect(doc.paths['/api/auth/rbac/account']?.get).toMatchObject({ tags: ['auth'], security: [] });
  expect(doc.paths['/api/auth/rbac/context/{context}']?.post).toMatchObject({
    tags: ['auth'],
    security: bearerAuth,
    'x-access': { tokens: ['login', 'context'] },
  });
  expect(doc.paths['/api/auth/rbac/refresh/{referencia}']?.post).toMatchObject({
    tags: ['auth'],
    security: bearerAuth,
    'x-access': { tokens: ['context'] },
  });
  expect(doc.paths['/api/auth/rbac/logout']?.post).toMatchObject({
    tags: ['auth'],
    security: bearerAuth,
    'x-access': { tokens: ['login', 'context'] },
  });
});

test('a verificação de conta aceita 30 consultas por minuto de um endereço; a 31ª recebe 429', async () => {
  const app = await t.sibling();
  const ip = freshIp();
  const check = () => app.inject({ url: `/api/auth/rbac/account?cpf=${CARLOS.cpf}`, remoteAddress: ip });
  for (let i = 0; i < 30; i += 1) expect((await check()).statusCode).toBe(200);
  const refused = await check();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
  // Another address still has its own budget.
  expect(
    (await app.inject({ url: `/api/auth/rbac/account?cpf=${CARLOS.cpf}`, remoteAddress: freshIp() })).statusCode,
  ).toBe(200);
});
