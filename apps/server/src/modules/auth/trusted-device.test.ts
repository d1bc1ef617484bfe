import { LOGIN_LIMITS, MESSAGES } from '@portaria/shared';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { trustedDevices } from '../../db/schema/index.ts';
import { CARLOS, MARIA, bearer, loginPath } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp, twoFactorToken } from '../accounts/test-support.ts';
import { DEVICE_COOKIE } from '../../platform/access/trusted-device.ts';

// Each test its own app and database: the CPF lockouts, the devices and Carlos's password (the recovery test
// changes it) are never another test's starting point.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signIn = (cpf: string, password: string, cookie?: string | null, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: loginPath,
    payload: { user: cpf, password },
    remoteAddress: ip,
    headers: cookie ? { cookie: `outro=1; ${DEVICE_COOKIE}=${cookie}` } : {},
  });

const deviceOf = (res: { headers: Record<string, unknown> }): string => {
  const header = String(res.headers['set-cookie'] ?? '');
  const value = new RegExp(`^${DEVICE_COOKIE}=([\\w-]{43});`).exec(header)?.[1];
  if (!value) throw new Error(`sem cookie de dispositivo: ${header}`);
  return value;
};

/** 50 wrong passwords for the CPF from 50 addresses, none with a device cookie. */
const attack = async (cpf: string) => {
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(cpf, `chute-${i}`)));
  expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_LIMITS.perCpf.max);
};

describe('dispositivo conhecido (cookie de dispositivo)', () => {
  test('o login entrega um cookie httpOnly, SameSite=Strict, só para a API; o banco guarda só o hash', async () => {
    const res = await signIn(CARLOS.cpf, CARLOS.password);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43}; Path=/api; Max-Age=15552000; HttpOnly; SameSite=Strict$`),
    );
    const rows = await t.db.select().from(trustedDevices);
    expect(rows.some((r) => r.hash === deviceOf(res))).toBe(false);
    // Signing in again from the same browser keeps its cookie.
    const again = await signIn(CARLOS.cpf, CARLOS.password, deviceOf(res));
    expect(deviceOf(again)).toBe(deviceOf(res));
  });

  test('50 senhas erradas de um estranho não impedem o porteiro de entrar do computador da portaria', async () => {
    const gatehouse = deviceOf(await signIn(CARLOS.cpf, CARLOS.password));
    await attack(CARLOS.cpf);
    // Anyone without the cookie, even with the right password, waits out the CPF's lockout...
    const elsewhere = await signIn(CARLOS.cpf, CARLOS.password);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts });
    // ...but the gatehouse PC signs in.
    expect((await signIn(CARLOS.cpf, CARLOS.password, gatehouse)).statusCode).toBe(200);
  });

  test('o cookie de outra pessoa ou inventado não vale como dispositivo conhecido', async () => {
    const mariaDevice = deviceOf(await signIn(MARIA.cpf, MARIA.password));
    await attack(CARLOS.cpf);
    expect((await signIn(CARLOS.cpf, CARLOS.password, mariaDevice)).statusCode).toBe(429);
    expect((await signIn(CARLOS.cpf, CARLOS.password, 'x'.repeat(43))).statusCode).toBe(429);
  });

  test('o dispositivo conhecido tem o próprio limite: 10 erros nele bloqueiam só ele', async () => {
    const device = deviceOf(await signIn(CARLOS.cpf, CARLOS.password));
    for (let i = 0; i < LOGIN_LIMITS.perDevice.max; i += 1) {
      expect((await signIn(CARLOS.cpf, `errada-${i}`, device)).statusCode).toBe(401);
    }
    expect((await signIn(CARLOS.cpf, CARLOS.password, device)).statusCode).toBe(429);
    // Its failures did not spend the CPF's budget: another browser still signs in.
    expect((await signIn(CARLOS.cpf, CARLOS.password)).statusCode).toBe(200);
  });

  test('depois do código SMS da recuperação, o navegador passa a ser conhecido e entra mesmo sob ataque', async () => {
    await attack(CARLOS.cpf);
    const token = await twoFactorToken(t, CARLOS.cpf, 'recovery');
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/external/forgot-my-password',
      payload: { password: 'Nova#Guarita2025', confirmation: 'Nova#Guarita2025' },
      headers: bearer(token),
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    const device = deviceOf(reset);
    expect((await signIn(CARLOS.cpf, 'Nova#Guarita2025')).statusCode).toBe(429);
    expect((await signIn(CARLOS.cpf, 'Nova#Guarita2025', device)).statusCode).toBe(200);
  });
});
