import { and, eq } from 'drizzle-orm';
import { MESSAGES, PERMISSIONS } from '@portaria/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  auditLog,
  customPermissions,
  rolePermissions,
  roles,
  sessions,
  tokens,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index.ts';
import { hashPassword, TEST_COST } from '../../platform/access/passwords.ts';
import { hashToken } from '../../platform/access/tokens.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { CARLOS, JOANA, bearer, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Rita has a password and no role anywhere; Rui has a password and gets his roles in the test that gives them, so
// Rita stays without one whatever order the tests run in.
const RITA = { cpf: makeCpf(4242), password: 'Guarita#Nova9' };
const RUI = { cpf: makeCpf(4243), password: 'Ronda#Noturna8' };

describe('papéis, permissões e conta na tela de login', () => {
  let t: TestApp;
  let ritaId: number;
  let ruiId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [rita, rui] = await t.db
      .insert(usuarios)
      .values([
        { cpf: RITA.cpf, nome: 'Rita de Cássia Lima', senhaHash: await hashPassword(RITA.password, TEST_COST) },
        { cpf: RUI.cpf, nome: 'Rui Barbosa Neto', senhaHash: await hashPassword(RUI.password, TEST_COST) },
      ])
      .returning({ id: usuarios.id });
    ritaId = rita!.id;
    ruiId = rui!.id;
  });
  afterAll(() => t.close());

  const exchange = (token: string, idCondo: number) =>
    t.app.inject({ method: 'POST', url: `/api/auth/rbac/context/${idCondo}`, headers: bearer(token) });
  const account = (cpf: string) => t.app.inject({ url: `/api/auth/rbac/account?cpf=${cpf}` });

  test('a verificação de conta diz se o CPF já tem senha: com senha, sem senha e desconhecido', async () => {
    for (const [cpf, hasLogin] of [
      [CARLOS.cpf, true],
      [JOANA.cpf, false],
      [makeCpf(9191), false],
    ] as const) {
      const res = await account(cpf);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ additional: { hasLogin } });
    }
  });

  test('senha certa de quem não tem papel em nenhum condomínio: 401 com a mesma mensagem, sem sessão', async () => {
    const res = await login(t.app, RITA.cpf, RITA.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.loginInvalid });
    expect(await t.db.select().from(sessions).where(eq(sessions.idUsuario, ritaId))).toEqual([]);
  });

  test('papel sem permissão nenhuma: entra e recebe listas vazias; permissões vêm em ordem e sem repetição', async () => {
    const [empty] = await t.db.insert(roles).values({ idCondo: 1002, nome: 'VISITANTE' }).returning({ id: roles.id });
    await t.db.insert(usuarioRoles).values({ idUsuario: ruiId, idRole: empty!.id });
    const res = await login(t.app, RUI.cpf, RUI.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual([
      { context: 1002, referencia: 7310, nome: 'Edifício Solar do Atlântico', role: 'VISITANTE' },
    ]);
    const loginToken = res.json().token as string;
    const bare = await exchange(loginToken, 1002);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ context: 1002, referencia: 7310, rolePermissions: [], customPermissions: [] });

    // Two roles that overlap, and grants written out of order: the answer is the sorted union.
    const [second] = await t.db.insert(roles).values({ idCondo: 1002, nome: 'RONDA' }).returning({ id: roles.id });
    await t.db.insert(usuarioRoles).values({ idUsuario: ruiId, idRole: second!.id });
    await t.db.insert(rolePermissions).values([
      { idRole: second!.id, permissao: PERMISSIONS.vehicles },
      { idRole: second!.id, permissao: PERMISSIONS.accessControl },
      { idRole: empty!.id, permissao: PERMISSIONS.vehicles },
      { idRole: empty!.id, permissao: PERMISSIONS.documents },
    ]);
    await t.db.insert(customPermissions).values([
      { idUsuario: ruiId, idCondo: 1002, permissao: PERMISSIONS.reservations },
      { idUsuario: ruiId, idCondo: 1002, permissao: PERMISSIONS.correspondence },
    ]);
    // The first login token was spent by its exchange: sign in again.
    const again = (await login(t.app, RUI.cpf, RUI.password)).json().token as string;
    const full = (await exchange(again, 1002)).json();
    expect(full.rolePermissions).toEqual([PERMISSIONS.accessControl, PERMISSIONS.documents, PERMISSIONS.vehicles]);
    expect(full.customPermissions).toEqual([PERMISSIONS.correspondence, PERMISSIONS.reservations]);
  });

  test('refresh com uma referência que não existe: 403 com a mensagem de acesso não permitido', async () => {
    const loginToken = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token as string;
    const ctx = (await exchange(loginToken, 1001)).json().token as string;
    for (const referencia of [9999, 7310]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/rbac/refresh/${referencia}`,
        headers: bearer(ctx),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.forbidden });
    }
    // The refused refreshes did not spend the token.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/rbac/refresh/4521', headers: bearer(ctx) })).statusCode,
    ).toBe(200);
  });

  test('logout com o token de login: sessão encerrada na hora do app, tokens revogados, auditoria sem condomínio', async () => {
    const loginToken = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token as string;
    const [token] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.hash, hashToken(loginToken)));
    t.clock.advance(60_000);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/rbac/logout', headers: bearer(loginToken) });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, token!.sessionId));
    expect(session!.endedAt).toEqual(t.clock.now());
    const [revoked] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.hash, hashToken(loginToken)));
    expect(revoked!.revokedAt).toEqual(t.clock.now());
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.idEntidade, token!.sessionId), eq(auditLog.acao, 'sessao.sair')));
    expect(entry).toMatchObject({ entidade: 'sessao', idCondo: null, createdAt: t.clock.now() });
  });
});
