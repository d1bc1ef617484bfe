import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { CARLOS, bearer, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('a auditoria da sessão: entrada, troca de condomínio e saída', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const exchange = (token: string, idCondo: number) =>
    t.app.inject({ method: 'POST', url: `/api/auth/rbac/context/${idCondo}`, headers: bearer(token) });
  const actionsOf = async (sessionId: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.idEntidade, sessionId)).orderBy(desc(auditLog.id)))
      .map((a) => [a.acao, a.entidade, a.idCondo])
      .reverse();

  test('entrar, escolher o condomínio, trocar de condomínio e sair ficam na auditoria da sessão', async () => {
    const loginToken = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token;
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.acao, 'sessao.entrar'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const sessionId = entry!.idEntidade!;
    expect(entry).toMatchObject({ entidade: 'sessao', idUsuario: expect.any(Number) });

    // The login token is spent by its first exchange (decision 096); the switch goes from the context token.
    const first = (await exchange(loginToken, 1001)).json().token as string;
    expect((await exchange(loginToken, 1002)).statusCode).toBe(401);
    const switched = (await exchange(first, 1002)).json().token as string;
    // The same condominium again from its own context token is a refresh, not a new selection.
    const refreshed = (await exchange(switched, 1002)).json().token as string;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/rbac/logout', headers: bearer(refreshed) })).statusCode,
    ).toBe(204);

    expect(await actionsOf(sessionId)).toEqual([
      ['sessao.entrar', 'sessao', null],
      ['sessao.selecionar_referencia', 'sessao', 1001],
      ['sessao.selecionar_referencia', 'sessao', 1002],
      ['sessao.sair', 'sessao', 1002],
    ]);
  });
});
