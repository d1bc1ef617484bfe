import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { trustedDevices, usuarios } from '../../db/schema/index.ts';
import { generateToken, hashToken } from './tokens.ts';
import { freshIp } from '../../modules/accounts/test-support.ts';
import { CARLOS, MARIA, loginPath } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deviceCookieHeader, readDeviceCookie, rememberDevice, trustedDeviceOf } from './trusted-device.ts';
import { findTrustedDevice, saveTrustedDevice } from './trusted-devices.repository.ts';

/** The browser keeps the cookie under this name: a new name would make every known device a stranger again. */
const NAME = 'portaria_dispositivo';
const DAY = 86_400_000;
const A = `${'a'.repeat(20)}-_${'Z'.repeat(21)}`;
const B = '9'.repeat(43);

describe('o cookie de dispositivo no cabeçalho', () => {
  test('vale só o cookie com o nome certo e 43 caracteres base64url, em qualquer posição do cabeçalho', () => {
    expect(readDeviceCookie(undefined)).toBeNull();
    expect(readDeviceCookie('')).toBeNull();
    expect(readDeviceCookie(`${NAME}=${A}`)).toBe(A);
    expect(readDeviceCookie(`tema=escuro; ${NAME}=${B}`)).toBe(B);
    expect(readDeviceCookie(`  ${NAME}=${A}  ;tema=claro`)).toBe(A);
    expect(readDeviceCookie(`tema=${A}`)).toBeNull();
    expect(readDeviceCookie(`x${NAME}=${A}`)).toBeNull();
    expect(readDeviceCookie(`${NAME}_velho=${A}`)).toBeNull();
    const wrong = [
      A.slice(0, 42),
      `${A}a`,
      `${A.slice(0, 42)}.`,
      `${A.slice(0, 21)}=${A.slice(21)}`,
      `${A.slice(0, 42)} `,
    ];
    for (const value of wrong) expect(readDeviceCookie(`${NAME}=${value}`)).toBeNull();
    // Two cookies of ours: the first well-formed one counts.
    expect(readDeviceCookie(`${NAME}=curto; ${NAME}=${B}`)).toBe(B);
  });

  test('o cookie é httpOnly, SameSite=Strict, só para /api, por 180 dias; Secure só em HTTPS', () => {
    const base = `${NAME}=${A}; Path=/api; Max-Age=15552000; HttpOnly; SameSite=Strict`;
    expect(deviceCookieHeader(A, false)).toBe(base);
    expect(deviceCookieHeader(A, true)).toBe(`${base}; Secure`);
  });
});

describe('dispositivos confiáveis: lembrados e reconhecidos por pessoa', () => {
  let t: TestApp;
  let carlos: number;
  let maria: number;
  beforeAll(async () => {
    t = await createTestApp();
    const idOf = async (cpf: string) =>
      (await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, cpf)))[0]!.id;
    carlos = await idOf(CARLOS.cpf);
    maria = await idOf(MARIA.cpf);
  });
  afterAll(() => t.close());

  const rowOf = async (cookie: string) =>
    (
      await t.db
        .select()
        .from(trustedDevices)
        .where(eq(trustedDevices.hash, hashToken(cookie)))
    )[0];
  /** A fixed instant per test, far from the others: the rows of one test never decide another's. */
  const instant = (year: number) => new Date(Date.UTC(year, 0, 10, 12, 0, 0));

  test('um navegador novo recebe um valor novo; o banco guarda só o hash, válido por 180 dias', async () => {
    const at = instant(2031);
    const value = await rememberDevice(t.db, null, carlos, at);
    expect(value).toMatch(/^[\w-]{43}$/);
    expect(await rowOf(value)).toEqual({
      hash: hashToken(value),
      idUsuario: carlos,
      createdAt: at,
      lastUsedAt: at,
      expiresAt: new Date(at.getTime() + 180 * DAY),
    });
    expect(await t.db.$count(trustedDevices, eq(trustedDevices.hash, value))).toBe(0);
  });

  test('o mesmo navegador da mesma pessoa mantém o valor e a validade desliza a partir do último uso', async () => {
    const first = instant(2032);
    const value = await rememberDevice(t.db, null, carlos, first);
    const later = new Date(first.getTime() + 179 * DAY);
    expect(await rememberDevice(t.db, value, carlos, later)).toBe(value);
    expect(await rowOf(value)).toEqual({
      hash: hashToken(value),
      idUsuario: carlos,
      createdAt: first,
      lastUsedAt: later,
      expiresAt: new Date(later.getTime() + 180 * DAY),
    });
  });

  test('o cookie de outra pessoa, um vencido ou um desconhecido não é reaproveitado: sai um valor novo', async () => {
    const at = instant(2033);
    const carlosDevice = await rememberDevice(t.db, null, carlos, at);
    const forMaria = await rememberDevice(t.db, carlosDevice, maria, at);
    expect(forMaria).not.toBe(carlosDevice);
    expect((await rowOf(carlosDevice))?.idUsuario).toBe(carlos);
    expect((await rowOf(forMaria))?.idUsuario).toBe(maria);

    const expiry = new Date(at.getTime() + 180 * DAY);
    const renewed = await rememberDevice(t.db, carlosDevice, carlos, expiry);
    expect(renewed).not.toBe(carlosDevice);
    expect(renewed).toMatch(/^[\w-]{43}$/);

    const unknown = generateToken();
    const fresh = await rememberDevice(t.db, unknown, carlos, at);
    expect(fresh).not.toBe(unknown);
    expect(await rowOf(unknown)).toBeUndefined();
  });

  test('reconhece o dispositivo só para a pessoa dele e só antes de vencer; sem cookie ou sem pessoa, nenhum', async () => {
    const at = instant(2034);
    const device = await rememberDevice(t.db, null, carlos, at);
    const expiry = new Date(at.getTime() + 180 * DAY);
    expect(await trustedDeviceOf(t.db, device, carlos, new Date(expiry.getTime() - 1))).toBe(hashToken(device));
    expect(await trustedDeviceOf(t.db, device, carlos, expiry)).toBeNull();
    expect(await trustedDeviceOf(t.db, device, maria, at)).toBeNull();
    expect(await trustedDeviceOf(t.db, device, undefined, at)).toBeNull();
    expect(await trustedDeviceOf(t.db, generateToken(), undefined, at)).toBeNull();
    expect(await trustedDeviceOf(t.db, generateToken(), carlos, at)).toBeNull();
    expect(await trustedDeviceOf(t.db, null, carlos, at)).toBeNull();
    expect(await findTrustedDevice(t.db, hashToken(device), at)).toEqual({ idUsuario: carlos });
  });

  test('cada pessoa guarda só os dispositivos usados mais recentemente; os de outra pessoa não contam', async () => {
    const at = instant(2035);
    await t.db.delete(trustedDevices).where(eq(trustedDevices.idUsuario, maria));
    const other = await rememberDevice(t.db, null, carlos, at);
    const hashes = ['m1', 'm2', 'm3'].map((n) => hashToken(`${n}-${at.getTime()}`));
    const expiresAt = new Date(at.getTime() + DAY);
    for (const [i, hash] of hashes.entries()) {
      const seen = new Date(at.getTime() + i * 60_000);
      await saveTrustedDevice(t.db, { hash, idUsuario: maria, at: seen, expiresAt }, 2);
    }
    const kept = await t.db
      .select({ hash: trustedDevices.hash })
      .from(trustedDevices)
      .where(eq(trustedDevices.idUsuario, maria));
    expect(kept.map((r) => r.hash).sort()).toEqual(hashes.slice(1).sort());
    expect(await rowOf(other)).toBeDefined();

    // Seen again, the oldest of the two becomes the newest and the next new one pushes the other out.
    await saveTrustedDevice(
      t.db,
      { hash: hashes[1]!, idUsuario: maria, at: new Date(at.getTime() + 5 * 60_000), expiresAt },
      2,
    );
    const fourth = hashToken(`m4-${at.getTime()}`);
    await saveTrustedDevice(
      t.db,
      { hash: fourth, idUsuario: maria, at: new Date(at.getTime() + 6 * 60_000), expiresAt },
      2,
    );
    const now = await t.db
      .select({ hash: trustedDevices.hash })
      .from(trustedDevices)
      .where(inArray(trustedDevices.hash, [...hashes, fourth]));
    expect(now.map((r) => r.hash).sort()).toEqual([hashes[1]!, fourth].sort());
  });

  test('rememberDevice guarda no máximo 10 dispositivos por pessoa', async () => {
    const at = instant(2036);
    // A person of this test's own: ten devices of Maria's seen in 2036 would push out, as older, the one the
    // other-person test gives her in 2033.
    const [lia] = await t.db
      .insert(usuarios)
      .values({ cpf: '27390561092', nome: 'Lia Campos Rocha' })
      .returning({ id: usuarios.id });
    const values: string[] = [];
    for (let i = 0; i < 11; i += 1)
      values.push(await rememberDevice(t.db, null, lia!.id, new Date(at.getTime() + i * 60_000)));
    expect(await t.db.$count(trustedDevices, eq(trustedDevices.idUsuario, lia!.id))).toBe(10);
    expect(await rowOf(values[0]!)).toBeUndefined();
    expect(await rowOf(values[1]!)).toBeDefined();
  });

  test('pela API: o login entrega o cookie, e o mesmo navegador, ao entrar de novo, fica com ele', async () => {
    const signIn = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: loginPath,
        payload: { user: CARLOS.cpf, password: CARLOS.password },
        remoteAddress: freshIp(),
        headers: cookie ? { cookie: `tema=claro; ${NAME}=${cookie}` } : {},
      });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    const value = new RegExp(`^${NAME}=([\\w-]{43}); Path=/api; Max-Age=15552000; HttpOnly; SameSite=Strict$`).exec(
      String(first.headers['set-cookie']),
    )?.[1];
    expect(value).toBeDefined();
    expect((await rowOf(value!))?.idUsuario).toBe(carlos);
    t.clock.advance(60_000);
    const again = await signIn(value);
    expect(again.statusCode).toBe(200);
    expect(String(again.headers['set-cookie'])).toContain(`${NAME}=${value};`);
  });
});
