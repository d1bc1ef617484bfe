import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { trustedDevices, usuarios } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/access/tokens.ts';
import { CARLOS, MARIA, loginPath } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp } from '../accounts/test-support.ts';
import { DEVICE_COOKIE, deviceCookieHeader, readDeviceCookie } from '../../platform/access/trusted-device.ts';

const DAY = 86_400_000;
const A = 'A'.repeat(21) + '-_' + 'b'.repeat(20);
const B = 'B'.repeat(43);

describe('leitura e escrita do cookie de dispositivo', () => {
  test('só vale o cookie com o nome certo e um valor de exatamente 43 caracteres base64url', () => {
    expect(readDeviceCookie(undefined)).toBeNull();
    expect(readDeviceCookie('')).toBeNull();
    expect(readDeviceCookie(`${DEVICE_COOKIE}=${A}`)).toBe(A);
    expect(readDeviceCookie(`outro=${B}; ${DEVICE_COOKIE}=${A}`)).toBe(A);
    expect(readDeviceCookie(`outro=${B}`)).toBeNull();
    expect(readDeviceCookie(`outro=1;${DEVICE_COOKIE}=${A} `)).toBe(A);
    expect(readDeviceCookie(`${DEVICE_COOKIE}x=${A}`)).toBeNull();
    for (const value of [A.slice(1), `${A}b`, `${A.slice(0, 42)}!`, `${A.slice(0, 20)}=${A.slice(20)}`, `${A} x`]) {
      expect(readDeviceCookie(`${DEVICE_COOKIE}=${value}`)).toBeNull();
    }
  });

  test('em HTTPS o cookie leva Secure; em HTTP não', () => {
    const base = `${DEVICE_COOKIE}=${A}; Path=/api; Max-Age=15552000; HttpOnly; SameSite=Strict`;
    expect(deviceCookieHeader(A, true)).toBe(`${base}; Secure`);
    expect(deviceCookieHeader(A, false)).toBe(base);
  });
});

describe('dispositivos lembrados no banco', () => {
  let t: TestApp;
  let mariaId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [maria] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, MARIA.cpf));
    mariaId = maria!.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(60 * 60 * 1000));

  const signIn = async (who: { cpf: string; password: string }, cookie?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: loginPath,
      payload: { user: who.cpf, password: who.password },
      remoteAddress: freshIp(),
      headers: cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {},
    });
    expect(res.statusCode).toBe(200);
    const value = new RegExp(`^${DEVICE_COOKIE}=([\\w-]{43});`).exec(String(res.headers['set-cookie']))?.[1];
    if (!value) throw new Error('sem cookie de dispositivo');
    return value;
  };
  const rowOf = async (cookie: string) =>
    (
      await t.db
        .select()
        .from(trustedDevices)
        .where(eq(trustedDevices.hash, hashToken(cookie)))
    )[0];

  test('o dispositivo vale 180 dias a partir do último uso; vencido, o navegador recebe outro cookie', async () => {
    const first = t.clock.now();
    const device = await signIn(CARLOS);
    expect(await rowOf(device)).toMatchObject({
      createdAt: first,
      lastUsedAt: first,
      expiresAt: new Date(first.getTime() + 180 * DAY),
    });

    t.clock.advance(100 * DAY);
    const seen = t.clock.now();
    expect(await signIn(CARLOS, device)).toBe(device);
    expect(await rowOf(device)).toMatchObject({
      createdAt: first,
      lastUsedAt: seen,
      expiresAt: new Date(seen.getTime() + 180 * DAY),
    });

    t.clock.advance(180 * DAY);
    const replaced = await signIn(CARLOS, device);
    expect(replaced).not.toBe(device);
    expect(await rowOf(replaced)).toMatchObject({ createdAt: t.clock.now() });
  });

  test('atrás de um proxy confiável em HTTPS o login entrega o cookie com Secure', async () => {
    const proxied = await t.sibling({ trustProxy: true });
    const res = await proxied.inject({
      method: 'POST',
      url: loginPath,
      payload: { user: CARLOS.cpf, password: CARLOS.password },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshIp() },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43}; Path=/api; Max-Age=15552000; HttpOnly; SameSite=Strict; Secure$`),
    );
  });

  test('o cookie de outra pessoa não é reaproveitado: quem entra recebe um cookie seu', async () => {
    const carlos = await signIn(CARLOS);
    const maria = await signIn(MARIA, carlos);
    expect(maria).not.toBe(carlos);
    expect((await rowOf(carlos))?.idUsuario).not.toBe(mariaId);
    expect((await rowOf(maria))?.idUsuario).toBe(mariaId);
  });

  test('cada pessoa guarda só os 10 dispositivos usados mais recentemente', async () => {
    const carlos = await signIn(CARLOS);
    await t.db.delete(trustedDevices).where(eq(trustedDevices.idUsuario, mariaId));
    const devices: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(60_000);
      devices.push(await signIn(MARIA));
    }
    // The first one is used again: it becomes the newest, and the second is now the oldest.
    t.clock.advance(60_000);
    expect(await signIn(MARIA, devices[0])).toBe(devices[0]);
    t.clock.advance(60_000);
    const eleventh = await signIn(MARIA);

    const kept = await t.db
      .select({ hash: trustedDevices.hash })
      .from(trustedDevices)
      .where(eq(trustedDevices.idUsuario, mariaId));
    const expected = [devices[0]!, ...devices.slice(2), eleventh].map(hashToken);
    expect(kept.map((r) => r.hash).sort()).toEqual(expected.sort());
    expect(await rowOf(devices[1]!)).toBeUndefined();
    // Another person's devices are not counted with hers.
    expect(await rowOf(carlos)).toBeDefined();
    // The evicted browser is a stranger again: it gets a new cookie.
    t.clock.advance(60_000);
    expect(await signIn(MARIA, devices[1])).not.toBe(devices[1]);
  });
});
