import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { dayStart } from '@portaria/shared/common/day';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { correspondencias } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { contextToken } from '../../test/helpers.ts';
import { api, parcel, unitIdOf } from './correspondence.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('listas de correspondências', () => {
  let t: Fixture;
  let token: string;
  let unit: number;
  let a101: number;
  beforeAll(async () => {
    // The seed dates its parcels from the real clock; this test's clock is fixed in 2024.
    t = await createFixture({ now: new Date('2024-09-27T12:00:00.000Z') });
    unit = await unitIdOf(t.db, 1001, 'Bloco C', '402');
    await t.db.delete(correspondencias).where(eq(correspondencias.idUnidade, unit));
    a101 = t.units.a101;
    // 5 parcels of one unit, one per day, ending 2024-10-01 09:00 (São Paulo); two released.
    for (let i = 0; i < 5; i += 1) {
      // A context token lives one shift (12 h): a new login each day.
      token = await contextToken(t.app);
      await api(t.app, token).register(parcel(unit, { destinatario: `Pessoa ${i}` }));
      t.clock.advance(DAY);
    }
    t.clock.set(new Date('2024-10-01T15:00:00.000Z'));
    token = await contextToken(t.app);
    const listed = await api(t.app, token).list({ unidade: unit, status: 'PENDENTE', limit: 100 });
    const all = listed.json().data;
    if (!all) throw new Error(listed.body);
    await api(t.app, token).releaseMany({ ids: [all[3].id, all[4].id], nomeMoradorNaoCadastro: 'Vizinho do 401' });
  });
  afterAll(() => t.close());

  test('lista de pendentes da unidade: só PENDENTE, mais novas primeiro, com unidade e bloco', async () => {
    const res = await api(t.app, token).list({ unidade: unit, status: 'PENDENTE', limit: 100, condominio: 4521 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((d: { destinatario: string }) => d.destinatario)).toEqual([
      'Pessoa 4',
      'Pessoa 3',
      'Pessoa 2',
    ]);
    expect(body.meta).toEqual({ page: 1, totalPages: 1, totalItems: 3 });
    expect(body.data[0].unidade).toEqual({ idUnidade: unit, nome: '402', nmBloco: 'Bloco C' });
  });

  test('a demonstração tem correspondências pendentes no Bloco A 101', async () => {
    const body = (await api(t.app, token).list({ unidade: a101, status: 'PENDENTE', limit: 100 })).json();
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data.every((d: { status: string }) => d.status === 'PENDENTE')).toBe(true);
  });

  test('histórico filtra por status e período e mostra quem retirou', async () => {
    const released = (
      await api(t.app, token).list({
        unidade: unit,
        status: 'RETIRADA',
        dataChegadaFrom: '2024-09-01',
        dataChegadaUntil: '2024-10-01',
      })
    ).json();
    expect(released.meta.totalItems).toBe(2);
    expect(released.data[0]).toMatchObject({
      status: 'RETIRADA',
      nomeMoradorNaoCadastro: 'Vizinho do 401',
      moradorRetirada: null,
    });
    const window = (
      await api(t.app, token).list({ unidade: unit, dataChegadaFrom: '2024-09-28', dataChegadaUntil: '2024-09-29' })
    ).json();
    expect(window.data.map((d: { destinatario: string }) => d.destinatario)).toEqual(['Pessoa 2', 'Pessoa 1']);
  });

  test('páginas de tamanho limit com meta.totalPages e totalItems', async () => {
    const q = { unidade: unit, dataChegadaFrom: '2024-09-01', dataChegadaUntil: '2024-10-01', limit: 2 };
    const p1 = (await api(t.app, token).list({ ...q, page: 1 })).json();
    const p3 = (await api(t.app, token).list({ ...q, page: 3 })).json();
    expect(p1.meta).toEqual({ page: 1, totalPages: 3, totalItems: 5 });
    expect(p1.data).toHaveLength(2);
    expect(p3.data.map((d: { destinatario: string }) => d.destinatario)).toEqual(['Pessoa 0']);
  });

  test('histórico do condomínio inteiro: o total (das contagens diárias) é o das linhas do período, por situação', async () => {
    const period = { dataChegadaFrom: '2024-09-28', dataChegadaUntil: '2024-10-01' };
    const real = async (status?: string) => {
      const rows = await t.db.execute(
        sql`select count(*) as n from correspondencias where id_condo = 1001
            and data_chegada >= ${dayStart('2024-09-28').toISOString()}::timestamptz
            and data_chegada < ${dayStart('2024-10-02').toISOString()}::timestamptz
            ${status ? sql`and status = ${status}` : sql``}`,
      );
      return Number((rows as unknown as { rows: { n: string }[] }).rows[0]!.n);
    };
    for (const status of ['PENDENTE', 'RETIRADA', undefined] as const) {
      // limit 1: a full first page, so the total is counted rather than read off a last page.
      const body = (await api(t.app, token).list({ ...period, ...(status ? { status } : {}), limit: 1 })).json();
      expect(body.meta.totalItems, String(status)).toBe(await real(status));
    }
    expect(await real('RETIRADA')).toBeGreaterThan(0);
    expect(await real('PENDENTE')).toBeGreaterThan(0);
  });

  test('histórico do bloco inteiro filtra pelas unidades do bloco', async () => {
    const body = (
      await api(t.app, token).list({
        bloco: await blockId(t, 'Bloco C'),
        dataChegadaFrom: '2024-09-01',
        dataChegadaUntil: '2024-10-01',
      })
    ).json();
    expect(body.meta.totalItems).toBe(5);
  });

  test('regra dos 90 dias: período maior, datas futuras ou invertidas são 400 em pt-BR', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ dataChegadaFrom: '2024-06-01', dataChegadaUntil: '2024-09-01' }, M.rangeTooLong],
      [{ dataChegadaFrom: '2024-09-01', dataChegadaUntil: '2024-10-02' }, M.rangeFuture],
      [{ dataChegadaFrom: '2024-09-10', dataChegadaUntil: '2024-09-01' }, M.rangeInverted],
      [{ dataChegadaFrom: '2024-02-30' }, M.dateInvalid],
    ];
    for (const [q, message] of cases) {
      const res = await api(t.app, token).list(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const exactly90 = await api(t.app, token).list({ dataChegadaFrom: '2024-07-03', dataChegadaUntil: '2024-10-01' });
    expect(exactly90.statusCode).toBe(200);
  });

  test('limite acima de 200 é recusado', async () => {
    expect((await api(t.app, token).list({ limit: 201 })).statusCode).toBe(400);
  });

  test('o token de 1002 não vê a unidade de 1001 (404) nem suas correspondências', async () => {
    const token1002 = await contextToken(t.app, undefined, 1002);
    expect((await api(t.app, token1002).list({ unidade: unit, status: 'PENDENTE' })).statusCode).toBe(404);
    const all = (
      await api(t.app, token1002).list({ dataChegadaFrom: '2024-09-01', dataChegadaUntil: '2024-10-01' })
    ).json();
    expect(all.data.some((d: { unidade: { idUnidade: number } }) => d.unidade.idUnidade === unit)).toBe(false);
    const total = await t.db.select().from(correspondencias);
    expect(total.length).toBeGreaterThan(all.meta.totalItems);
  });
});

const blockId = async (t: Fixture, nome: string) => {
  const condo = (
    await t.app.inject({
      url: '/api/condominios/1001',
      headers: { authorization: `Bearer ${await contextToken(t.app)}` },
    })
  ).json();
  return condo.blocos.find((b: { nome: string }) => b.nome === nome).idBloco as number;
};
