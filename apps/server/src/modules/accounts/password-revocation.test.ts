import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import type { TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, sessions, tokens, twoFactorCodes, usuarios } from '../../db/schema/index.ts';
import { CARLOS, JOANA, MARIA, bearer, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEVICE_COOKIE } from '../../platform/access/trusted-device.ts';
import { setPassword, startFlow, twoFactorToken, validate } from './test-support.ts';

const change = (t: TestApp, kind: TwoFactorPurpose, token: string, headers: Record<string, string> = {}) =>
  setPassword(t.app, kind, token, { headers });

const idOf = async (t: TestApp, cpf: string) =>
  (await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, cpf)))[0]!.id;

describe('depois de trocar a senha nada antigo abre a conta', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  test('a redefinição derruba o outro token de recuperação e o código ainda não usado de outro fluxo', async () => {
    const spare = await twoFactorToken(t, CARLOS.cpf, 'recovery');
    t.clock.advance(61 * 1000);
    const used = await twoFactorToken(t, CARLOS.cpf, 'recovery');
    t.clock.advance(61 * 1000);
    const pending = await startFlow(t, CARLOS.cpf, 'recovery');
    expect((await change(t, 'recovery', used)).statusCode).toBe(200);
    const late = await change(t, 'recovery', spare);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: M.verificationExpired });
    const code = await validate(t.app, pending.hashToken, pending.code, pending.ip);
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({ message: M.codeInvalid });
    const active = await t.db
      .select()
      .from(twoFactorCodes)
      .where(and(eq(twoFactorCodes.cpf, CARLOS.cpf), eq(twoFactorCodes.status, 'active')));
    expect(active).toEqual([]);
  });

  test('a redefinição encerra todas as sessões e revoga todos os tokens delas; as de outra pessoa seguem', async () => {
    await contextToken(t.app, CARLOS, 1001);
    await contextToken(t.app, CARLOS, 1002);
    const maria = await contextToken(t.app, MARIA, 1001);
    const carlos = await idOf(t, CARLOS.cpf);
    const token = await twoFactorToken(t, CARLOS.cpf, 'recovery');
    const at = t.clock.now();
    expect((await change(t, 'recovery', token)).statusCode).toBe(200);
    const mine = await t.db.select().from(sessions).where(eq(sessions.idUsuario, carlos));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((s) => s.endedAt?.getTime() === at.getTime())).toBe(true);
    const open = await t.db
      .select({ hash: tokens.hash })
      .from(tokens)
      .innerJoin(sessions, eq(sessions.id, tokens.sessionId))
      .where(and(eq(sessions.idUsuario, carlos), isNull(tokens.revokedAt)));
    expect(open).toEqual([]);
    expect((await t.app.inject({ url: '/api/condominios/1001', headers: bearer(maria) })).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'conta.redefinir_senha'));
    expect(entry).toMatchObject({
      idUsuario: carlos,
      entidade: 'usuario',
      idEntidade: String(carlos),
      detalhes: { sessoesEncerradas: mine.length },
    });
  });

  test('o cadastro fica na auditoria e o navegador recebe o cookie de dispositivo conhecido (sem Secure em http)', async () => {
    const token = await twoFactorToken(t, JOANA.cpf, 'registration');
    const res = await change(t, 'registration', token);
    expect(res.statusCode).toBe(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43}; Path=/api; Max-Age=\\d+; HttpOnly; SameSite=Strict$`),
    );
    const joana = await idOf(t, JOANA.cpf);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'conta.criar'));
    expect(entry).toMatchObject({ idUsuario: joana, entidade: 'usuario', idEntidade: String(joana) });
  });

  test('quem já passou o código neste navegador mantém o mesmo cookie de dispositivo na redefinição', async () => {
    const first = await change(t, 'recovery', await twoFactorToken(t, CARLOS.cpf, 'recovery'));
    const value = String(first.headers['set-cookie']).split(';')[0]!;
    t.clock.advance(61 * 1000);
    const second = await change(t, 'recovery', await twoFactorToken(t, CARLOS.cpf, 'recovery'), { cookie: value });
    expect(second.statusCode).toBe(200);
    expect(String(second.headers['set-cookie']).split(';')[0]).toBe(value);
  });

  test('o mesmo token usado duas vezes ao mesmo tempo troca a senha uma só vez; o outro pedido é 401', async () => {
    const token = await twoFactorToken(t, JOANA.cpf, 'registration');
    const answers = await Promise.all([0, 1].map(() => change(t, 'registration', token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 401]);
    expect(answers.find((r) => r.statusCode === 401)!.json()).toEqual({ message: M.verificationExpired });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.acao, 'conta.criar'))).toHaveLength(1);
  });

  test('atrás de um proxy em https o cookie de dispositivo sai com Secure, no cadastro e na redefinição', async () => {
    const proxied = await t.sibling({ trustProxy: true });
    const https = { 'x-forwarded-proto': 'https' };
    const inject = (kind: TwoFactorPurpose, token: string) => setPassword(proxied, kind, token, { headers: https });
    const registered = await inject('registration', await twoFactorToken(t, JOANA.cpf, 'registration'));
    expect(registered.statusCode).toBe(201);
    expect(String(registered.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const reset = await inject('recovery', await twoFactorToken(t, CARLOS.cpf, 'recovery'));
    expect(reset.statusCode).toBe(200);
    expect(String(reset.headers['set-cookie'])).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43}; .*; Secure$`));
  });
});
