import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { tokens } from '../../db/schema/index.ts';
import { DEFAULT_SESSION_POLICY, hashToken } from '../../platform/access/tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARLOS, bearer, contextToken, login } from '../../test/helpers.ts';

const MINUTE = 60_000;

/** Tokens of the session of `token` that nothing has replaced, revoked or ended yet. */
const unreplacedOf = async (t: TestApp, token: string) => {
  const [row] = await t.db
    .select({ sessionId: tokens.sessionId })
    .from(tokens)
    .where(eq(tokens.hash, hashToken(token)));
  return t.db
    .select({ hash: tokens.hash })
    .from(tokens)
    .where(and(eq(tokens.sessionId, row!.sessionId), eq(tokens.kind, 'context'), isNull(tokens.revokedAt)));
};

describe('renovação da sessão ao longo do turno', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Twenty requests at once on a busy machine: the embedded database's waiting room must not answer 503 first.
    t = await createTestApp({ config: { embeddedDbQueue: { maxActive: 8, maxWaiting: 64, maxWaitMs: 60_000 } } });
  });
  afterAll(() => t.close());

  const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
  const getCondo = (token: string) => t.app.inject({ url: '/api/condominios/1001', headers: bearer(token) });

  test('vinte atualizações simultâneas do mesmo token dão um único token novo', async () => {
    const token = await contextToken(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/auth/rbac/refresh/4521', token)));
    const renewed = answers.filter((res) => res.statusCode === 200);
    expect(renewed).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(401);
    }
    const live = await unreplacedOf(t, token);
    expect(live).toEqual([{ hash: hashToken(renewed[0]!.json().token) }]);
  });

  test('vinte trocas de contexto simultâneas do mesmo token dão um único token novo', async () => {
    const token = await contextToken(t.app, CARLOS, 1001);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/auth/rbac/context/1002', token)));
    const switched = answers.filter((res) => res.statusCode === 200);
    expect(switched).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(19);
    expect(await unreplacedOf(t, token)).toEqual([{ hash: hashToken(switched[0]!.json().token) }]);
  });

  test('vinte trocas simultâneas do mesmo token de login dão um único token de contexto', async () => {
    const signedIn = await login(t.app, CARLOS.cpf, CARLOS.password);
    expect(signedIn.statusCode).toBe(200);
    const loginToken = signedIn.json().token as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/auth/rbac/context/1001', loginToken)),
    );
    const exchanged = answers.filter((res) => res.statusCode === 200);
    expect(exchanged).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(19);
    expect(await unreplacedOf(t, loginToken)).toEqual([{ hash: hashToken(exchanged[0]!.json().token) }]);
  });

  test('o token substituído pela atualização ainda abre o condomínio por um minuto, mas não se renova de novo', async () => {
    const token = await contextToken(t.app);
    const renewed = await post('/api/auth/rbac/refresh/4521', token);
    expect(renewed.statusCode).toBe(200);
    // Another tab (or a request already on its way) still carries the previous token.
    t.clock.advance(MINUTE - 1);
    expect((await getCondo(token)).statusCode).toBe(200);
    expect((await post('/api/auth/rbac/refresh/4521', token)).statusCode).toBe(401);
    expect((await post('/api/auth/rbac/context/1001', token)).statusCode).toBe(401);
    t.clock.advance(1);
    expect((await getCondo(token)).statusCode).toBe(401);
    expect((await getCondo(renewed.json().token)).statusCode).toBe(200);
  });

  test('logout encerra também o token ainda em carência', async () => {
    const token = await contextToken(t.app);
    const renewed = (await post('/api/auth/rbac/refresh/4521', token)).json().token as string;
    expect((await post('/api/auth/rbac/logout', token)).statusCode).toBe(204);
    expect((await getCondo(token)).statusCode).toBe(401);
    expect((await getCondo(renewed)).statusCode).toBe(401);
  });

  test('entrar de novo com a senha abre uma sessão nova de 12 h no mesmo condomínio', async () => {
    const startedAt = t.clock.now().getTime();
    const first = await contextToken(t.app);
    t.clock.advance(11 * 60 * MINUTE + 50 * MINUTE);
    const again = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token as string;
    const context = await post('/api/auth/rbac/context/1001', again);
    expect(context.statusCode).toBe(200);
    expect(new Date(context.json().validUntil).getTime()).toBe(t.clock.now().getTime() + 12 * 60 * MINUTE);
    t.clock.set(new Date(startedAt + 12 * 60 * MINUTE + MINUTE));
    expect((await getCondo(first)).statusCode).toBe(401);
    expect((await getCondo(context.json().token)).statusCode).toBe(200);
  });
});

describe('duração da sessão configurável (SESSION_MAX_MINUTES)', () => {
  test('a configuração lê minutos, aceita frações e recusa valores sem sentido', () => {
    expect(loadConfig({}).session.maxMs).toBe(12 * 60 * MINUTE);
    expect(loadConfig({ SESSION_MAX_MINUTES: '10.5' }).session.maxMs).toBe(10.5 * MINUTE);
    for (const bad of ['0', '-3', 'doze'])
      expect(() => loadConfig({ SESSION_MAX_MINUTES: bad })).toThrow(/SESSION_MAX_MINUTES/);
  });

  test('com a sessão encurtada, o token de contexto e a sessão acabam no fim dela', { timeout: 90_000 }, async () => {
    const t = await createTestApp({ config: { session: { ...DEFAULT_SESSION_POLICY, maxMs: 11 * MINUTE } } });
    try {
      const startedAt = t.clock.now().getTime();
      const token = await contextToken(t.app);
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/rbac/refresh/4521',
        headers: bearer(token),
      });
      expect(new Date(renewed.json().validUntil).getTime()).toBe(startedAt + 11 * MINUTE);
      t.clock.advance(11 * MINUTE);
      expect(
        (await t.app.inject({ url: '/api/condominios/1001', headers: bearer(renewed.json().token) })).statusCode,
      ).toBe(401);
    } finally {
      await t.close();
    }
  });
});
