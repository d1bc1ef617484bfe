import { LOGIN_LIMITS, MESSAGES } from '@portaria/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { CARLOS, login } from '../../test/helpers.ts';
import { dropPrefix, isRedisUp, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const isUp = await isRedisUp();
if (!isUp)
  console.warn(`Redis em ${TEST_REDIS_URL} não responde: testes de limites compartilhados pulados (o CI tem Redis)`);

describe.skipIf(!isUp)('limites compartilhados no Redis entre dois processos da API', () => {
  const prefix = testRedisPrefix();
  let t: TestApp;
  let other: FastifyInstance;
  let alone: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: TEST_REDIS_URL, redisPrefix: prefix } });
    other = await t.sibling();
    // The same database without Redis: its counters are its own (what two processes did before).
    alone = await t.sibling({ redisUrl: undefined });
  });
  afterAll(async () => {
    await t.close();
    await dropPrefix(prefix);
  });

  test('11 senhas erradas divididas entre os dois processos: a 11ª é 429 em qualquer um', async () => {
    const apps = [t.app, other];
    for (let i = 0; i < LOGIN_LIMITS.perCpf.max; i += 1) {
      expect((await login(apps[i % 2]!, CARLOS.cpf, 'senha-errada', `10.9.0.${i}`)).statusCode).toBe(401);
    }
    for (const app of apps) {
      const res = await login(app, CARLOS.cpf, 'senha-errada', '10.9.1.1');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Without the shared store the other process would still have its whole budget.
    expect((await login(alone, CARLOS.cpf, 'senha-errada', '10.9.1.2')).statusCode).toBe(401);
    // The window passes on the app's clock: the CPF may try again.
    t.clock.advance(LOGIN_LIMITS.perCpf.windowMs);
    expect((await login(other, CARLOS.cpf, CARLOS.password, '10.9.1.3')).statusCode).toBe(200);
  });

  test('o limite por IP também é um só para os dois processos', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < LOGIN_LIMITS.perIp.max; i += 1) {
      expect((await login(i % 2 ? other : t.app, makeCpf(7000 + i), 'x', ip)).statusCode).toBe(401);
    }
    expect((await login(t.app, makeCpf(7100), 'x', ip)).statusCode).toBe(429);
    expect((await login(other, makeCpf(7101), 'x', ip)).statusCode).toBe(429);
  });

  test('limite de taxa das rotas públicas (desafio do pré-cadastro, 30 por minuto) somado entre os processos', async () => {
    const challenge = (app: FastifyInstance) =>
      app.inject({ url: '/api/public/altcha/challenge', remoteAddress: '10.7.0.1' });
    for (let i = 0; i < 30; i += 1) expect((await challenge(i % 2 ? other : t.app)).statusCode).toBe(200);
    const refused = await challenge(t.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect((await challenge(other)).statusCode).toBe(429);
  });
});
