import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@portaria/shared';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type * as Passwords from '../../platform/access/passwords.ts';
import { loadConfig } from '../../config.ts';
import { CARLOS, MARIA, bearer, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp } from './test-support.ts';

// Counts argon2 hashes: an anonymous request must never reach one.
const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../platform/access/passwords.ts', async (original) => {
  const actual = await original<typeof Passwords>();
  return {
    ...actual,
    hashPassword: async (...args: Parameters<typeof actual.hashPassword>) => {
      hashed.count += 1;
      return actual.hashPassword(...args);
    },
  };
});

// A burst of 100+ requests at once would also meet the embedded engine's queue cap (503, tested in
// platform/http/embedded-db-gate.test.ts) or, on PostgreSQL, the pool's waiting-queue limit (503, modules/health/health.test.ts);
// here only the limits under test may refuse.
let t: TestApp;
beforeAll(async () => {
  const { overload } = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ config: { embeddedDbQueue: null, overload: { ...overload, maxDbWaiting: 0 } } });
});
afterAll(() => t.close());
beforeEach(() => {
  hashed.count = 0;
  t.clock.advance(60 * 60 * 1000);
});

const anonymousChange = (url: string, method: 'PUT' | 'POST', ip = freshIp()) =>
  t.app.inject({
    method,
    url,
    payload: { password: 'Inundacao#2024', confirmation: 'Inundacao#2024' },
    headers: bearer(randomBytes(32).toString('base64url')),
    remoteAddress: ip,
  });

test('100 redefinições e 100 cadastros anônimos simultâneos: todos 401 sem calcular um hash; o login certo segue entrando', async () => {
  const flood = [
    ...Array.from({ length: 100 }, () => anonymousChange('/api/external/forgot-my-password', 'PUT')),
    ...Array.from({ length: 100 }, () => anonymousChange('/api/external/porter/registration', 'POST')),
  ];
  const during = login(t.app, CARLOS.cpf, CARLOS.password, freshIp());
  const answers = await Promise.all(flood);
  expect(answers.every((r) => r.statusCode === 401)).toBe(true);
  expect(answers[0]!.json()).toEqual({ message: M.verificationExpired });
  expect(hashed.count).toBe(0);
  expect((await during).statusCode).toBe(200);
});

test('um mesmo IP tem no máximo 10 tentativas de redefinição por minuto', async () => {
  const ip = freshIp();
  const answers = [];
  for (let i = 0; i < 11; i += 1) answers.push(await anonymousChange('/api/external/forgot-my-password', 'PUT', ip));
  expect(answers.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
  expect(answers[10]!.statusCode).toBe(429);
  expect(answers[10]!.json()).toEqual({ message: MESSAGES.tooManyRequests });
});

test('com a fila de hashes cheia o login recebe 503 com Retry-After em palavras, nunca 500', async () => {
  const busy = await t.sibling({ passwordWork: { concurrency: 1, maxQueue: 1 } });
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) => login(busy, i % 2 ? CARLOS.cpf : MARIA.cpf, `errada-${i}`, freshIp())),
  );
  const refused = answers.filter((r) => r.statusCode === 503);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused[0]!.json()).toEqual({ message: MESSAGES.serverBusy });
  expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  expect(answers.every((r) => [401, 503].includes(r.statusCode))).toBe(true);
});
