import { LOGIN_LIMITS, MESSAGES } from '@portaria/shared';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { CARLOS, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type * as Passwords from '../../platform/access/passwords.ts';

// Counts how many passwords reach the check: the limits are only real if a burst cannot outrun them.
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../platform/access/passwords.ts', async (original) => {
  const actual = await original<typeof Passwords>();
  return {
    ...actual,
    verifyPassword: async (storedHash: string | null, password: string) => {
      checked.count += 1;
      return actual.verifyPassword(storedHash, password);
    },
  };
});

// A burst of 100+ requests at once would also meet the embedded engine's queue cap (503, tested in
// platform/http/embedded-db-gate.test.ts); here only the limits under test may refuse.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { embeddedDbQueue: null } });
});
afterAll(() => t.close());
beforeEach(() => {
  checked.count = 0;
  t.clock.advance(60 * 60 * 1000);
});

const burst = (n: number, attempt: (i: number) => ReturnType<typeof login>) =>
  Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));

test('100 senhas erradas simultâneas para um CPF: no máximo 10 chegam à verificação, as outras recebem 429', async () => {
  const answers = await burst(100, (i) => login(t.app, CARLOS.cpf, `errada-${i}`, `198.51.100.${(i % 200) + 1}`));
  expect(checked.count).toBeLessThanOrEqual(LOGIN_LIMITS.perCpf.max);
  expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(checked.count);
  const refused = answers.filter((r) => r.statusCode === 429);
  expect(refused).toHaveLength(100 - checked.count);
  expect(refused[0]!.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts });
  // The right password inside the window is refused too: the budget is spent.
  expect((await login(t.app, CARLOS.cpf, CARLOS.password, '198.51.100.250')).statusCode).toBe(429);
});

test('100 tentativas simultâneas de um IP com CPFs diferentes: no máximo 30 chegam à verificação', async () => {
  const cpfs = ['12345678909', '98765432100', '11122233396', '39053344705', '11144477735'];
  const ip = '203.0.113.99';
  const answers = await burst(100, (i) => login(t.app, cpfs[i % cpfs.length]!, `errada-${i}`, ip));
  expect(checked.count).toBeLessThanOrEqual(LOGIN_LIMITS.perIp.max);
  expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(checked.count);
  // The rest were refused before any password check: by the IP's budget (429), or by the argon2 gate's full
  // queue (503) when more checks than it holds arrive at once.
  expect(answers.filter((r) => r.statusCode === 429 || r.statusCode === 503)).toHaveLength(100 - checked.count);
  expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(100 - LOGIN_LIMITS.perIp.max);
});

test('a senha certa devolve a reserva: quem acerta não gasta o limite do IP', async () => {
  const ip = '203.0.113.120';
  for (let i = 0; i < LOGIN_LIMITS.perIp.max + 5; i += 1) {
    expect((await login(t.app, CARLOS.cpf, CARLOS.password, ip)).statusCode).toBe(200);
  }
  expect(checked.count).toBe(LOGIN_LIMITS.perIp.max + 5);
});
