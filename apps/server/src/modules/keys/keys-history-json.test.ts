import type { Page } from '@portaria/shared/common/page';
import type { KeyMovement } from '@portaria/shared/keys/keys.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { outNowOrder } from '@portaria/shared/keys/keys.rules';
import { findMovement, toMovement } from './keys.repository.ts';
import { HOUR, checkOut, inHours, newKey, newResident, provider, syndicOf } from './keys.test-support.ts';

const NOW = new Date('2026-11-29T15:00:00.000Z');

/**
 * Decision 136: the history's movements are written as JSON by the database. Each must be exactly the answer the
 * single-movement path builds in JS (`toMovement`): São Paulo's wall clock as `localDateTime` writes it (also from
 * times with microseconds), the unit's label, the staff's names, nulls, and `atrasada` on the request's clock.
 */
describe('chaves: cada movimento do histórico, escrito pelo banco, é o mesmo da resposta de um só', () => {
  let t: Fixture;
  let desk: AreaClient;

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    desk = t.client(t.tokens.a);
    const syndic = await syndicOf(t);
    const gym = await newKey(syndic, { nome: 'Academia "nova"', local: 'Subsolo, ala ç' });
    const hall = await newKey(syndic, { nome: 'Sala de jogos da cobertura' });
    const roof = await newKey(syndic, { nome: 'Casa de máquinas do teste' });
    const idPessoa = await newResident(t, t.units.b302, 'Helena Duarte');
    const returned = await checkOut(desk, gym.id, provider(t, 2, 'Jorge Mendes'));
    expect((await desk.post(`/chaves/movimentos/${returned.id}/devolucao`)).statusCode).toBe(200);
    await checkOut(desk, hall.id, {
      tipoPortador: 'MORADOR',
      idUnidade: t.units.b302,
      idPessoa,
      devolucaoPrevista: inHours(t, 1),
    });
    const late = await checkOut(desk, roof.id, provider(t, 1, 'Ana Prestadora'));
    await t.db.execute(sql`update chave_movimentos set retirada_em = '2026-11-29 13:59:59.999999+00',
      devolucao_prevista = '2026-11-29 14:30:00.000500+00', lembrete_em = '2026-11-29 14:45:00+00'
      where id = ${late.id}`);
    t.clock.advance(HOUR / 2);
  });
  afterAll(() => t.close());

  test('cada movimento da página é igual ao de toMovement, campo a campo', async () => {
    const res = await desk.get('/chaves/movimentos', {});
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page<KeyMovement>;
    // The demo's own movements, and these three.
    const total = page.data.length;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(page.meta).toEqual({ page: 1, totalPages: 1, totalItems: total });
    for (const listed of page.data) {
      const row = (await findMovement(t.db, 1001, listed.id))!;
      expect(listed).toStrictEqual(toMovement(row, t.clock.now()));
    }
    const byName = (name: string) => page.data.find((m) => m.portadorNome === name)!;
    expect(byName('Ana Prestadora')).toMatchObject({
      retiradaEm: '2026-11-29T10:59:59',
      devolucaoPrevista: '2026-11-29T11:30:00',
      lembreteEm: '2026-11-29T11:45:00',
      atrasada: true,
    });
    expect(byName('Helena Duarte')).toMatchObject({ unidade: 'Bloco B - 302', atrasada: false });
    expect(byName('Jorge Mendes')).toMatchObject({ chave: 'Academia "nova"', local: 'Subsolo, ala ç' });
    expect(byName('Jorge Mendes').devolvidaEm).not.toBeNull();
    expect(byName('Jorge Mendes').recebidaPor).not.toBeNull();
    // One key's history and a search: the same answers, their totals in the same statement.
    const one = (
      await desk.get(`/chaves/${byName('Jorge Mendes').idChave}/movimentos`, {})
    ).json() as Page<KeyMovement>;
    expect(one.data).toEqual([byName('Jorge Mendes')]);
    expect(one.meta.totalItems).toBe(1);
    const found = (await desk.get('/chaves/movimentos', { q: 'helena' })).json() as Page<KeyMovement>;
    expect(found.data).toEqual([byName('Helena Duarte')]);
    const beyond = total + 4;
    const past = (await desk.get('/chaves/movimentos', { page: beyond, limit: 1 })).json() as Page<KeyMovement>;
    expect(past).toEqual({ data: [], meta: { page: beyond, totalPages: total, totalItems: total } });
  });

  test('fora agora: cada chave é a de toMovement, atrasadas primeiro (outNowOrder), num só comando', async () => {
    const res = await desk.get('/chaves/fora');
    expect(res.statusCode).toBe(200);
    const out = (res.json() as { data: KeyMovement[] }).data;
    const rows = await Promise.all(out.map(async (listed) => (await findMovement(t.db, 1001, listed.id))!));
    expect(out).toStrictEqual(outNowOrder(rows, t.clock.now()).map((row) => toMovement(row, t.clock.now())));
    expect(out.map((m) => m.portadorNome)).toEqual(expect.arrayContaining(['Ana Prestadora', 'Helena Duarte']));
    expect(out.find((m) => m.portadorNome === 'Jorge Mendes')).toBeUndefined();
    expect(out[0]).toMatchObject({ portadorNome: 'Ana Prestadora', atrasada: true });
  });
});
