import type { LOGIN_LIMITS } from '@portaria/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRedis, type Redis } from '../../platform/http/redis.ts';
import { dropPrefix, isRedisUp, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis.ts';
import { createClock } from '../../test/test-app.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { memoryBudget, redisBudget, type LoginBudget } from './redis-login-limiter.ts';

// The same small limits as login-limiter.test.ts: each test's arithmetic stays readable.
const LIMITS = {
  perCpf: { max: 3, windowMs: 60_000 },
  perIp: { max: 5, windowMs: 30_000 },
  perDevice: { max: 2, windowMs: 120_000 },
} as unknown as typeof LOGIN_LIMITS;

const isUp = await isRedisUp();
if (!isUp) console.warn(`Redis em ${TEST_REDIS_URL} não responde: testes do limite no Redis pulados (o CI tem Redis)`);

const fail = async (budget: LoginBudget, cpf: string, ip: string, device: string | null = null) => {
  const taken = await budget.reserve(cpf, ip, device);
  if ('retryAfter' in taken) throw new Error(`bloqueado por ${taken.retryAfter} s`);
};
const pass = async (budget: LoginBudget, cpf: string, ip: string, device: string | null = null) => {
  const taken = await budget.reserve(cpf, ip, device);
  if ('retryAfter' in taken) throw new Error(`bloqueado por ${taken.retryAfter} s`);
  await taken.release();
};

// Both stores follow one rule: the Redis one (several processes) and the in-memory one behind memoryBudget.
const stores: [string, (clock: ReturnType<typeof createClock>) => LoginBudget][] = [
  ['memória', (clock) => memoryBudget(createLoginLimiter(clock.now, LIMITS))],
];
let redis: Redis | undefined;
const prefix = testRedisPrefix();
if (isUp) stores.push(['Redis', (clock) => redisBudget(redis!, clock.now, `${prefix}${Math.random()}:`, LIMITS)]);

beforeAll(() => {
  if (isUp) redis = createRedis(TEST_REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  if (isUp) await dropPrefix(prefix);
});

describe.each(stores)('orçamento de tentativas de login (%s)', (_name, make) => {
  const setup = () => {
    const clock = createClock(new Date('2024-10-01T12:00:00.000Z'));
    return { clock, budget: make(clock) };
  };

  test('CPF e IP contam separados: o CPF esgotado não bloqueia outro CPF, o IP esgotado não bloqueia outro IP', async () => {
    const { clock, budget } = setup();
    for (let i = 0; i < 3; i += 1) await fail(budget, 'a', `ip-${i}`);
    clock.advance(10_000);
    expect(await budget.reserve('a', 'ip-9')).toEqual({ retryAfter: 50 });
    await fail(budget, 'b', 'ip-9');
    for (const cpf of ['c', 'd', 'e', 'f']) await fail(budget, cpf, 'ip-9');
    expect(await budget.reserve('g', 'ip-9')).toEqual({ retryAfter: 30 });
    await fail(budget, 'g', 'ip-8');
  });

  test('a senha certa perdoa as falhas do CPF e devolve só a reserva do IP', async () => {
    const { budget } = setup();
    await fail(budget, 'a', 'ip');
    await fail(budget, 'a', 'ip');
    await pass(budget, 'a', 'ip');
    for (let i = 0; i < 3; i += 1) await fail(budget, 'a', `outro-${i}`);
    expect(await budget.reserve('a', 'mais-um')).toEqual({ retryAfter: 60 });
    // The IP kept its two failures: three more fit, then it is blocked.
    for (const cpf of ['x', 'y', 'z']) await fail(budget, cpf, 'ip');
    expect(await budget.reserve('w', 'ip')).toEqual({ retryAfter: 30 });
  });

  test('cada dispositivo conhecido tem o próprio limite, fora do CPF e do IP; acertar ali zera só ele', async () => {
    const { budget } = setup();
    for (let i = 0; i < 3; i += 1) await fail(budget, 'a', 'ip');
    expect(await budget.reserve('a', 'ip')).toEqual({ retryAfter: 60 });
    await fail(budget, 'a', 'ip', 'balcao');
    await pass(budget, 'a', 'ip', 'balcao');
    await fail(budget, 'a', 'ip', 'balcao');
    await fail(budget, 'a', 'ip', 'balcao');
    expect(await budget.reserve('a', 'ip', 'balcao')).toEqual({ retryAfter: 120 });
    // Another device is not blocked; the device's failures did not touch the CPF's or the IP's budget.
    await fail(budget, 'a', 'ip', 'guarita');
    expect(await budget.reserve('a', 'ip')).toEqual({ retryAfter: 60 });
    await fail(budget, 'b', 'ip');
    await fail(budget, 'b', 'ip');
    expect(await budget.reserve('b', 'ip')).toEqual({ retryAfter: 30 });
  });
});
