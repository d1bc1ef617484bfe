import { LOGIN_LIMITS } from '@portaria/shared';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CARLOS, captureLog, loginPath } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp } from '../accounts/test-support.ts';
import { DEVICE_COOKIE } from '../../platform/access/trusted-device.ts';

// What the operator reads when a sign-in is refused: the reason, the masked CPF, and whether it came from a known
// device (a lockout there is the person's own typing, elsewhere it may be an attack).
const { lines, stream } = captureLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
  t.clock.advance(60 * 60 * 1000);
});

const HIDDEN = '52*******25';
const signIn = (password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: loginPath,
    payload: { user: CARLOS.cpf, password },
    remoteAddress: freshIp(),
    headers: cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {},
  });
const entries = (msg: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === msg);

test('senha errada: "login recusado" com o CPF mascarado e a origem (dispositivo conhecido ou não)', async () => {
  expect((await signIn('errada-1')).statusCode).toBe(401);
  const device = /=([\w-]{43});/.exec(String((await signIn(CARLOS.password)).headers['set-cookie']))![1]!;
  expect((await signIn('errada-2', device)).statusCode).toBe(401);
  expect(entries('login recusado')).toEqual([
    expect.objectContaining({ cpf: HIDDEN, isKnownDevice: false }),
    expect.objectContaining({ cpf: HIDDEN, isKnownDevice: true }),
  ]);
});

test('limite esgotado: "login bloqueado por excesso de tentativas" com a espera em segundos', async () => {
  for (let i = 0; i < LOGIN_LIMITS.perCpf.max; i += 1) expect((await signIn(`errada-${i}`)).statusCode).toBe(401);
  t.clock.advance(60_000);
  const blocked = await signIn(CARLOS.password);
  expect(blocked.statusCode).toBe(429);
  const retryAfter = LOGIN_LIMITS.perCpf.windowMs / 1000 - 60;
  expect(blocked.headers['retry-after']).toBe(String(retryAfter));
  expect(entries('login bloqueado por excesso de tentativas')).toEqual([
    expect.objectContaining({ cpf: HIDDEN, retryAfter, isKnownDevice: false }),
  ]);
});
