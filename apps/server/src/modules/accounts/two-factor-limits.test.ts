import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { TWO_FACTOR } from '@portaria/shared/accounts/accounts.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { twoFactorCodes, twoFactorFlows, twoFactorTokens, usuarios } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/access/tokens.ts';
import { CARLOS, JOANA } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkCpf, freshIp, lastCode, resendAfterWait, sendCode, startFlow, validate } from './test-support.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('código SMS: limites exatos de tempo e o que fica gravado', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // The hourly limits are per CPF and phone: every test starts in a fresh hour.
  beforeEach(() => t.clock.advance(2 * 60 * MINUTE));

  test('validar antes de qualquer código enviado é Código expirado', async () => {
    const ip = freshIp();
    const { hashToken } = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data;
    const res = await validate(t.app, hashToken, '123456', ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.codeExpired });
  });

  test('o código vence no segundo exato dos 10 minutos', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    t.clock.advance(TWO_FACTOR.codeTtlSeconds * SECOND);
    const res = await validate(t.app, flow.hashToken, flow.code, flow.ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.codeExpired });
  });

  test('reenvio aos 58,5 s espera 2 s (arredonda para cima); aos 60 s exatos é aceito', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    t.clock.advance(58.5 * SECOND);
    const early = await sendCode(t.app, flow.hashToken, flow.ip);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: 'Aguarde 2 segundos para solicitar um novo código.' });
    expect(early.headers['retry-after']).toBe('2');
    t.clock.advance(1.5 * SECOND);
    expect((await sendCode(t.app, flow.hashToken, flow.ip)).statusCode).toBe(200);
  });

  test('o token de dois fatores vale 10 minutos a partir da validação e fica gravado só como hash', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    t.clock.advance(30 * SECOND);
    const validatedAt = t.clock.now().getTime();
    const res = await validate(t.app, flow.hashToken, flow.code, flow.ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const validUntil = new Date(validatedAt + TWO_FACTOR.tokenTtlSeconds * SECOND);
    expect(body).toEqual({ status: 'VALID', token: expect.any(String), validUntil: validUntil.toISOString() });
    const [row] = await t.db
      .select()
      .from(twoFactorTokens)
      .where(eq(twoFactorTokens.hash, hashToken(body.token)));
    expect(row).toMatchObject({ cpf: JOANA.cpf, purpose: 'registration', validUntil, usedAt: null });
  });

  test('o fluxo guarda a pessoa, o CPF, o propósito e vence em 30 minutos; o código guarda o telefone e vence em 10', async () => {
    const [joana] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, JOANA.cpf));
    const startedAt = t.clock.now().getTime();
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    const flows = await t.db.select().from(twoFactorFlows).where(eq(twoFactorFlows.idUsuario, joana!.id));
    const mine = flows.find((f) => f.createdAt.getTime() === startedAt);
    expect(mine).toMatchObject({
      cpf: JOANA.cpf,
      purpose: 'registration',
      expiresAt: new Date(startedAt + TWO_FACTOR.flowTtlSeconds * SECOND),
    });
    const codes = await t.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.flowHash, mine!.hash));
    expect(codes).toEqual([
      expect.objectContaining({
        cpf: JOANA.cpf,
        phone: '11982345678',
        status: 'active',
        attempts: 0,
        sentAt: new Date(startedAt),
        expiresAt: new Date(startedAt + TWO_FACTOR.codeTtlSeconds * SECOND),
      }),
    ]);
    expect(flow.code).toMatch(/^\d{6}$/);
  });

  test('reenviar troca o código ativo: o antigo fica substituído e só o novo vale', async () => {
    const flow = await startFlow(t, CARLOS.cpf, 'recovery');
    expect((await resendAfterWait(t, flow)).statusCode).toBe(200);
    const statuses = (await t.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.cpf, CARLOS.cpf)))
      .map((c) => c.status)
      .sort();
    expect(statuses).toEqual(['active', 'replaced']);
    expect((await validate(t.app, flow.hashToken, lastCode(t), flow.ip)).statusCode).toBe(200);
    const after = (await t.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.cpf, CARLOS.cpf)))
      .map((c) => c.status)
      .sort();
    expect(after).toEqual(['replaced', 'used']);
  });

  test('o código certo enviado duas vezes ao mesmo tempo dá um único token', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    const answers = await Promise.all([0, 1].map(() => validate(t.app, flow.hashToken, flow.code, flow.ip)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect([M.codeInvalid, M.codeBlocked]).toContain(answers.find((r) => r.statusCode === 400)!.json().message);
    const token = answers.find((r) => r.statusCode === 200)!.json().token as string;
    const [joana] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, JOANA.cpf));
    const live = await t.db.select().from(twoFactorTokens).where(eq(twoFactorTokens.idUsuario, joana!.id));
    expect(live.filter((row) => row.validUntil > t.clock.now()).map((row) => row.hash)).toEqual([hashToken(token)]);
  });

  test('quem não pode seguir não recebe contatos nem dados; quem segue recebe os seus mascarados', async () => {
    const carlos = (await checkCpf(t.app, CARLOS.cpf, 'registration')).json().data;
    expect(carlos).toMatchObject({ outcome: 'ALREADY_REGISTERED', smsContacts: [], user: null, hashToken: null });
    const rec = (await checkCpf(t.app, CARLOS.cpf, 'recovery')).json().data;
    expect(rec).toMatchObject({
      outcome: 'PROCEED',
      user: { name: 'Carlos', email: 'ca***@portaria.dev', cpf: '52*******25' },
    });
  });
});
