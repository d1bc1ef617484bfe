import { and, eq } from 'drizzle-orm';
import { MESSAGES, PERMISSIONS } from '@portaria/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rolePermissions, roles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARLOS, MARIA, bearer, contextToken, login } from '../../test/helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('troca de contexto e seleção de referência', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const exchange = (token: string, idCondo: number) =>
    t.app.inject({ method: 'POST', url: `/api/auth/rbac/context/${idCondo}`, headers: bearer(token) });
  const getCondo = (token: string, idCondo = 1001) =>
    t.app.inject({ url: `/api/condominios/${idCondo}`, headers: bearer(token) });

  test('o token de login sozinho não abre o condomínio, mas é aceito na troca de contexto', async () => {
    const loginToken = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token;
    const refused = await getCondo(loginToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.unauthorized });

    const res = await exchange(loginToken, 1001);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ context: 1001, referencia: 4521, customPermissions: [] });
    expect(body.rolePermissions).toHaveLength(8);
    expect(new Date(body.validUntil).getTime() - new Date(body.validFrom).getTime()).toBe(12 * HOUR);
    expect((await getCondo(body.token)).statusCode).toBe(200);
  });

  test('condomínio sem papel do usuário (ou inexistente) dá 403 com a mensagem de referência inválida', async () => {
    const loginToken = (await login(t.app, MARIA.cpf, MARIA.password)).json().token;
    for (const idCondo of [1002, 9999]) {
      const res = await exchange(loginToken, idCondo);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.referenceInvalid });
    }
  });

  test('Carlos em 1002 recebe a união das permissões do papel com a permissão personalizada', async () => {
    const loginToken = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token;
    const body = (await exchange(loginToken, 1002)).json();
    expect(body.rolePermissions).toEqual(
      [
        PERMISSIONS.correspondence,
        PERMISSIONS.occurrences,
        PERMISSIONS.accessControl,
        PERMISSIONS.shiftBook,
        PERMISSIONS.keys,
      ].sort(),
    );
    expect(body.customPermissions).toEqual([PERMISSIONS.vehicles]);
  });

  test('lista as referências do usuário e recusa o CPF de outra pessoa', async () => {
    const token = await contextToken(t.app);
    const res = await t.app.inject({
      url: `/api/portaria/api/v1/porteiros/referencias?cpf=${CARLOS.cpf}`,
      headers: bearer(token),
    });
    expect(res.json()).toEqual({
      referenciasCompleto: [
        { idCondo: 1001, referencia: 4521, nome: 'Residencial Jardim das Palmeiras' },
        { idCondo: 1002, referencia: 7310, nome: 'Edifício Solar do Atlântico' },
      ],
    });
    const other = await t.app.inject({
      url: `/api/portaria/api/v1/porteiros/referencias?cpf=${MARIA.cpf}`,
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
  });

  test('selecionar a outra referência revoga o token de contexto anterior', async () => {
    const first = await contextToken(t.app, CARLOS, 1001);
    const switched = await exchange(first, 1002);
    expect(switched.statusCode).toBe(200);
    expect((await getCondo(first)).statusCode).toBe(401);
    expect((await getCondo(switched.json().token, 1002)).statusCode).toBe(200);
  });

  test('logout encerra a sessão: todos os tokens dela passam a 401', async () => {
    const loginToken = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token;
    const ctx = (await exchange(loginToken, 1001)).json().token;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/rbac/logout', headers: bearer(ctx) });
    expect(out.statusCode).toBe(204);
    expect((await getCondo(ctx)).statusCode).toBe(401);
    expect((await exchange(loginToken, 1001)).statusCode).toBe(401);
  });

  test('token adulterado, ausente ou com outro esquema é recusado com 401', async () => {
    const token = await contextToken(t.app);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const authorization of [`Bearer ${tampered}`, '', `Basic ${token}`, 'Bearer ']) {
      const res = await t.app.inject({ url: '/api/condominios/1001', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
  });
});

describe('validade dos tokens e atualização de permissões', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (token: string, referencia = 4521) =>
    t.app.inject({ method: 'POST', url: `/api/auth/rbac/refresh/${referencia}`, headers: bearer(token) });

  test('token de login expira em 10 minutos', async () => {
    const loginToken = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token;
    t.clock.advance(10 * MINUTE + 1);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/rbac/context/1001', headers: bearer(loginToken) });
    expect(res.statusCode).toBe(401);
  });

  test('refresh devolve token novo com permissões lidas de novo e nunca passa de login + 12 h', async () => {
    const loginAt = t.clock.now().getTime();
    const token = await contextToken(t.app, CARLOS, 1001);

    // The syndic removes "documents" from the PORTEIRO role of 1001.
    const [role] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.idCondo, 1001), eq(roles.nome, 'PORTEIRO')));
    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.idRole, role!.id), eq(rolePermissions.permissao, PERMISSIONS.documents)));

    t.clock.advance(HOUR);
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).not.toBe(token);
    expect(body.rolePermissions).toHaveLength(7);
    expect(body.rolePermissions).not.toContain(PERMISSIONS.documents);
    expect(new Date(body.validUntil).getTime()).toBe(loginAt + 12 * HOUR);
    expect((await refresh(token)).statusCode).toBe(401);

    // Another condominium's reference is not this token's to refresh.
    expect((await refresh(body.token, 7310)).statusCode).toBe(403);

    t.clock.set(new Date(loginAt + 11 * HOUR + 59 * MINUTE));
    const late = await refresh(body.token);
    expect(late.statusCode).toBe(200);
    expect(new Date(late.json().validUntil).getTime()).toBe(loginAt + 12 * HOUR);

    t.clock.set(new Date(loginAt + 12 * HOUR + MINUTE));
    expect((await refresh(late.json().token)).statusCode).toBe(401);
    const expired = await t.app.inject({ url: '/api/condominios/1001', headers: bearer(late.json().token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: MESSAGES.unauthorized });
  });
});
