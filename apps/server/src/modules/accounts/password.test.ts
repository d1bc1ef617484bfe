import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { MESSAGES } from '@portaria/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, usuarios } from '../../db/schema/index.ts';
import { CARLOS, JOANA, bearer, contextToken, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NEW_PASSWORD, setPassword, twoFactorToken } from './test-support.ts';

const register = (t: TestApp, token: string | null, password?: string, confirmation?: string) =>
  setPassword(t.app, 'registration', token, { password, confirmation });
const reset = (t: TestApp, token: string | null, password?: string, confirmation?: string) =>
  setPassword(t.app, 'recovery', token, { password, confirmation });

describe('cadastro e recuperação de senha com o token de dois fatores', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  test('porteira cria a senha pelo Cadastrar e entra com ela; o token não serve uma segunda vez', async () => {
    const token = await twoFactorToken(t, JOANA.cpf, 'registration');
    const res = await register(t, token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: M.operationSuccess });
    expect((await login(t.app, JOANA.cpf, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await register(t, token, 'Outra#Senha123');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: M.verificationExpired });
    expect((await login(t.app, JOANA.cpf, 'Outra#Senha123')).statusCode).toBe(401);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'conta.criar'));
    expect(audit).toHaveLength(1);
  });

  test('o token de cadastro não abre a redefinição, e o de recuperação não abre o cadastro', async () => {
    const registrationToken = await twoFactorToken(t, JOANA.cpf, 'registration');
    expect((await reset(t, registrationToken)).statusCode).toBe(401);
    const recoveryToken = await twoFactorToken(t, CARLOS.cpf, 'recovery');
    const wrong = await register(t, recoveryToken);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: M.verificationExpired });
    // Refused on the other endpoint, each token still works once where it belongs.
    expect((await register(t, registrationToken)).statusCode).toBe(201);
    expect((await reset(t, recoveryToken)).statusCode).toBe(200);
  });

  test('redefinir a senha encerra as sessões abertas e a senha antiga deixa de funcionar', async () => {
    const open = await contextToken(t.app, CARLOS, 1001);
    expect((await t.app.inject({ url: '/api/condominios/1001', headers: bearer(open) })).statusCode).toBe(200);
    const token = await twoFactorToken(t, CARLOS.cpf, 'recovery');
    const res = await reset(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.operationSuccess });
    const after = await t.app.inject({ url: '/api/condominios/1001', headers: bearer(open) });
    expect(after.statusCode).toBe(401);
    expect((await login(t.app, CARLOS.cpf, CARLOS.password)).json()).toEqual({ message: MESSAGES.loginInvalid });
    expect((await login(t.app, CARLOS.cpf, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(t, token, 'Mais#Uma#Senha1')).statusCode).toBe(401);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'conta.redefinir_senha'));
    expect(entry?.detalhes).toEqual({ sessoesEncerradas: 1 });
  });

  test('cadastro de CPF que já tem senha é 400 CPF já cadastrado e nada muda', async () => {
    const token = await twoFactorToken(t, JOANA.cpf, 'registration');
    await t.db.update(usuarios).set({ senhaHash: 'hash-existente' }).where(eq(usuarios.cpf, JOANA.cpf));
    const res = await register(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.cpfAlreadyRegistered });
    const [row] = await t.db
      .select({ senhaHash: usuarios.senhaHash })
      .from(usuarios)
      .where(eq(usuarios.cpf, JOANA.cpf));
    expect(row?.senhaHash).toBe('hash-existente');
  });

  test('redefinição de CPF sem cadastro é 406 com a mensagem do spec', async () => {
    const token = await twoFactorToken(t, CARLOS.cpf, 'recovery');
    await t.db.update(usuarios).set({ senhaHash: null }).where(eq(usuarios.cpf, CARLOS.cpf));
    const res = await reset(t, token);
    expect(res.statusCode).toBe(406);
    expect(res.json()).toEqual({ message: M.resetNotRegistered });
  });

  test('senha curta, longa, comum ou confirmação diferente: 400 pt-BR e o token continua valendo', async () => {
    const token = await twoFactorToken(t, JOANA.cpf, 'registration');
    const cases: [string, string, string][] = [
      ['curta1!', 'curta1!', M.passwordTooShort],
      ['x'.repeat(65), 'x'.repeat(65), M.passwordTooLong],
      ['12345678', '12345678', M.passwordTooCommon],
      ['Senha123', 'Senha123', M.passwordTooCommon],
      [NEW_PASSWORD, `${NEW_PASSWORD}x`, M.passwordMismatch],
      ['', '', M.passwordRequired],
    ];
    for (const [password, confirmation, message] of cases) {
      const res = await register(t, token, password, confirmation);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await register(t, token, 'x'.repeat(64))).statusCode).toBe(201);
  });

  test('sem token, token inventado ou vencido (10 min): 401 com mensagem pt-BR', async () => {
    expect((await register(t, null)).json()).toEqual({ message: M.verificationExpired });
    expect((await reset(t, 'inventado')).statusCode).toBe(401);
    const token = await twoFactorToken(t, JOANA.cpf, 'registration');
    t.clock.advance(10 * 60 * 1000);
    expect((await register(t, token)).statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(usuarios)
      .where(and(eq(usuarios.cpf, JOANA.cpf), sql`senha_hash is not null`));
    expect(rows).toHaveLength(0);
  });
});
