import { PERMISSIONS } from '@portaria/shared';
import { PICKUP_CODE_LIMITS as L } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { afterAll, describe, expect, test } from 'vitest';
import { rolePermissions, roles, usuarioRoles, usuarios } from '../../db/schema/index.ts';
import { TEST_COST, hashPassword } from '../../platform/access/passwords.ts';
import type { Config } from '../../config.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { contextToken } from '../../test/helpers.ts';
import { dropPrefix, isRedisUp, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { createClock } from '../../test/test-app.ts';
import { api, parcel, pickupCodeFromOutbox, unitIdOf } from './correspondence.test-support.ts';
import { createPickupCodeGuard } from './pickup-code.ts';

const isUp = await isRedisUp();
if (!isUp) console.warn(`Redis em ${TEST_REDIS_URL} não responde: o limite dos códigos no Redis fica sem teste aqui`);
const prefix = testRedisPrefix();
afterAll(async () => {
  if (isUp) await dropPrefix(prefix);
});

const MINUTE = 60_000;

/** Another doorkeeper of condominium 1001 (another desk), with the correspondence permission only. */
const secondDesk = async (t: Fixture) => {
  const who = { cpf: makeCpf(770_001), password: 'Portaria@2024' };
  const [role] = await t.db.insert(roles).values({ idCondo: 1001, nome: 'PORTARIA-2' }).returning({ id: roles.id });
  await t.db.insert(rolePermissions).values({ idRole: role!.id, permissao: PERMISSIONS.correspondence });
  const senhaHash = await hashPassword(who.password, TEST_COST);
  const [user] = await t.db
    .insert(usuarios)
    .values({ cpf: who.cpf, nome: 'Porteira Dois', telefone: '11990000002', senhaHash })
    .returning({ id: usuarios.id });
  await t.db.insert(usuarioRoles).values({ idUsuario: user!.id, idRole: role!.id });
  return contextToken(t.app, who, 1001);
};

const stores: [string, Partial<Config>][] = [['memória', {}]];
if (isUp) stores.push(['Redis', { redisUrl: TEST_REDIS_URL, redisPrefix: prefix }]);

describe.each(stores)('códigos de retirada errados: digitação ou varredura (%s)', (_name, config) => {
  test('poucos errados no posto dizem "incorreto"; muitos travam o posto; muitos no condomínio travam todos, dizendo quando tentar', async () => {
    const t = await createFixture({ config });
    try {
      const b201 = await unitIdOf(t.db, 1001, 'Bloco B', '201');
      const desk1 = api(t.app, t.tokens.a);
      const desk2 = api(t.app, await secondDesk(t));
      const created = (await desk1.register(parcel(b201))).json();
      const codigo = pickupCodeFromOutbox(t, created.id)!;
      const wrong = `${codigo.slice(0, 5)}${(Number(codigo[5]) + 1) % 10}`;
      const wrongTimes = async (desk: typeof desk1, n: number) => {
        for (let i = 0; i < n; i += 1) {
          const res = await desk.byPickupCode(wrong);
          expect([res.statusCode, res.json()]).toEqual([404, { message: M.pickupCodeWrong }]);
        }
      };

      // A few typos at one desk: each one "incorreto"; the right code then still works and costs nothing.
      await wrongTimes(desk1, L.perDesk.max - 1);
      expect((await desk1.byPickupCode(codigo)).statusCode).toBe(200);
      await wrongTimes(desk1, 1);
      // Past the desk's budget: that desk waits, even with the right code, and is told for how long.
      const locked = await desk1.byPickupCode(codigo);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe(String(L.perDesk.windowMs / 1000));
      expect(locked.json()).toEqual({ message: fill(M.pickupCodeLockedDesk, { espera: '10 minutos' }) });
      const lockedRelease = await desk1.release({
        id: created.id,
        codigoRetirada: codigo,
        nomeMoradorNaoCadastro: 'X',
      });
      expect(lockedRelease.statusCode).toBe(429);
      // Another desk of the same condominium is not held up by a typo streak.
      expect((await desk2.byPickupCode(codigo)).statusCode).toBe(200);

      // A sweep: the desk keeps on after each wait until the condominium's budget is spent.
      t.clock.advance(L.perDesk.windowMs + 1000);
      await wrongTimes(desk1, L.perDesk.max);
      t.clock.advance(L.perDesk.windowMs + 1000);
      await wrongTimes(desk1, L.perCondominium.max - 2 * L.perDesk.max);
      const sweep = await desk2.byPickupCode(codigo);
      expect(sweep.statusCode).toBe(429);
      // The oldest wrong code of the condominium's 15 leaves its hour 40 minutes from now.
      expect(sweep.json()).toEqual({ message: fill(M.pickupCodeLockedCondominium, { espera: '40 minutos' }) });
      expect(Number(sweep.headers['retry-after'])).toBeGreaterThan(39 * 60);

      // Nothing waiting changed; the label's code with a document still releases; another condominium is free.
      const other = (await desk1.register(parcel(b201))).json();
      expect(
        (await desk2.release({ id: other.id, nomeMoradorNaoCadastro: 'Pessoa', documentoConferido: true })).statusCode,
      ).toBe(200);
      const fromB = await api(t.app, t.tokens.b).byPickupCode(wrong);
      expect(fromB.statusCode).toBe(404);

      // When the hour is over, the right code works again.
      t.clock.advance(41 * MINUTE);
      const back = await desk2.release({ id: created.id, codigoRetirada: codigo, nomeMoradorNaoCadastro: 'Ana' });
      expect([back.statusCode, back.json().data[0].status]).toEqual([200, 'RETIRADA']);
    } finally {
      await t.close();
    }
  });
});

describe('o limite de um dia no condomínio (varredura lenta)', () => {
  test('quem espera cada hora passar ainda para no limite do dia, e a mensagem diz em horas quando tentar', async () => {
    const clock = createClock();
    const deps = { redis: null, now: clock.now, config: { redisPrefix: 'teste:' } } as never;
    const warnings: object[] = [];
    const guard = createPickupCodeGuard(deps, { warn: (obj) => void warnings.push(obj) });
    const desk = (userId: number) => ({ idCondo: 1001, userId }) as AuthContext;
    // Each hour, three desks spend the hour's budget (5 each); the day's budget of 40 runs out in the third hour.
    let wrong = 0;
    for (let hour = 0; wrong < L.perCondominiumDay.max; hour += 1) {
      for (let i = 0; i < L.perCondominium.max && wrong < L.perCondominiumDay.max; i += 1, wrong += 1)
        await guard.attempt(desk(1 + Math.floor(i / L.perDesk.max)));
      clock.advance(L.perCondominium.windowMs + 1000);
    }
    const refused = await guard.attempt(desk(9)).catch((error: HttpError) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    // The day's first wrong code leaves its 24 hours in a little over 20 hours.
    expect((refused as HttpError).message).toBe(fill(M.pickupCodeLockedCondominium, { espera: '21 horas' }));
    expect(warnings).toEqual([expect.objectContaining({ idCondo: 1001, idUsuario: 9, isCondominium: true })]);
    expect(JSON.stringify(warnings)).not.toMatch(/\d{6}/);
  });
});
