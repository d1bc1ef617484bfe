import { TWO_FACTOR } from '@portaria/shared/accounts/accounts.schemas';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { JOANA } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkCpf, freshIp, sendCode, startFlow, validate, wrongCode } from './test-support.ts';
import type * as SmsCode from './sms-code.ts';

// Counts the codes that reach the hash comparison: the 5 tries of a code must hold under a concurrent burst.
const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sms-code.ts', async (original) => {
  const actual = await original<typeof SmsCode>();
  return {
    ...actual,
    verifyCode: async (stored: string, code: string) => {
      compared.count += 1;
      return actual.verifyCode(stored, code);
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
  compared.count = 0;
  t.clock.advance(2 * 60 * 60 * 1000);
});

test('50 códigos errados simultâneos: no máximo 5 são comparados e o código certo depois é recusado', async () => {
  const flow = await startFlow(t, JOANA.cpf, 'registration');
  const wrong = wrongCode(flow.code);
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => validate(t.app, flow.hashToken, wrong, freshIp())),
  );
  expect(answers.every((r) => r.statusCode === 400)).toBe(true);
  expect(compared.count).toBeLessThanOrEqual(TWO_FACTOR.maxWrongTries);
  expect((await validate(t.app, flow.hashToken, flow.code, flow.ip)).statusCode).toBe(400);
});

test('20 envios simultâneos de fluxos diferentes do mesmo CPF: no máximo 5 SMS saem na hora', async () => {
  const tokens: string[] = [];
  for (let i = 0; i < 20; i += 1)
    tokens.push((await checkCpf(t.app, JOANA.cpf, 'registration', freshIp())).json().data.hashToken);
  const before = t.outbox!.list().length;
  const answers = await Promise.all(tokens.map((token) => sendCode(t.app, token, freshIp())));
  const sent = t.outbox!.list().length - before;
  expect(sent).toBe(answers.filter((r) => r.statusCode === 200).length);
  expect(sent).toBeLessThanOrEqual(TWO_FACTOR.maxCodesPerHour);
  expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - sent);
});
