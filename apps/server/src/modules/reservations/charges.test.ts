import { eq } from 'drizzle-orm';
import { CHARGE_MESSAGES as CM } from '@portaria/shared/reservations/charge.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areaReservas, cobrancasUnidade, customPermissions, usuarios } from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { CARLOS, MARIA, contextToken } from '../../test/helpers.ts';
import { RESERVE, areaIdOf, reservationBody } from './reservations.test-support.ts';

const CHARGES = '/reservaareas/v1/cobrancas';

// The fixture's clock: 2024-10-01 12:00 UTC. The doorkeeper books and cancels; the syndic (Maria) reads the month.
describe('cobranças de reservas do síndico', () => {
  let t: Fixture;
  let desk: AreaClient;
  let syndic: AreaClient;
  let ofB: AreaClient;

  beforeAll(async () => {
    t = await createFixture();
    await t.db.delete(cobrancasUnidade);
    await t.db.delete(areaReservas);
    desk = t.client(t.tokens.a);
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    await t.db
      .insert(customPermissions)
      .values({ idUsuario: carlos!.id, idCondo: 1002, permissao: PERMISSIONS.reservationCharges });

    const churrasqueira = await areaIdOf(t.db, 1001, 'Churrasqueira');
    const salao = await areaIdOf(t.db, 1001, 'Salão de Festas');
    const book = async (idArea: number, unit: number, day: string, de: string, ate: string) => {
      const res = await desk.post(RESERVE, reservationBody(idArea, unit, day, de, ate));
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().id as number;
    };
    await book(churrasqueira, t.units.a101, '2024-10-05', '11:00', '17:00');
    const at = async (iso: string) => {
      t.clock.set(new Date(iso));
      desk = t.client(await contextToken(t.app, CARLOS, 1001)); // a sign-in of that day
    };
    await at('2024-10-02T13:30:00Z');
    const cancelled = await book(churrasqueira, t.units.b302, '2024-10-06', '18:00', '23:00');
    await book(salao, t.units.b302, '2024-10-10', '10:00', '16:00'); // free area: no charge line
    await at('2024-10-03T15:00:00Z');
    expect((await desk.put(`${RESERVE}/status`, { id: cancelled, idStatus: 90 })).statusCode).toBe(200);
    // Posted on 31/10 at 23:30 São Paulo time (02:30 UTC of 1 November): October's, not November's.
    await at('2024-11-01T02:30:00Z');
    await book(churrasqueira, t.units.a101, '2024-11-02', '11:00', '17:00');
    await at('2024-11-05T12:00:00Z');
    syndic = t.client(await contextToken(t.app, MARIA, 1001));
    ofB = t.client(await contextToken(t.app, CARLOS, 1002));
  });
  afterAll(() => t.close());

  test('o mês: cobranças e estornos em ordem, com unidade, descrição e os totais do mês', async () => {
    const res = await syndic.get(CHARGES, { mes: '2024-10' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.meta).toEqual({ page: 1, totalPages: 1, totalItems: 4 });
    expect(
      page.data.map((l: { tipo: string; valor: number; unidade: { nmBloco: string; nome: string } }) => [
        l.tipo,
        l.valor,
        `${l.unidade.nmBloco} ${l.unidade.nome}`,
      ]),
    ).toEqual([
      ['COBRANCA', 80, 'Bloco A 101'],
      ['COBRANCA', 80, 'Bloco B 302'],
      ['ESTORNO', -80, 'Bloco B 302'],
      ['COBRANCA', 80, 'Bloco A 101'],
    ]);
    expect(page.data[0]).toMatchObject({
      dataLancamento: '2024-10-01T09:00:00',
      descricao: expect.stringContaining('Churrasqueira'),
    });
    expect(page.data[2].descricao).toMatch(/^Estorno: /);
    expect(page.data[3].dataLancamento).toBe('2024-10-31T23:30:00');
    expect(page.totais).toEqual({ cobrado: 240, estornado: 80, saldo: 160 });
    const november = (await syndic.get(CHARGES, { mes: '2024-11' })).json();
    expect(november).toMatchObject({
      data: [],
      meta: { totalItems: 0 },
      totais: { cobrado: 0, estornado: 0, saldo: 0 },
    });
  });

  test('páginas de 50: a segunda página traz o resto e os totais continuam os do mês', async () => {
    const first = (await syndic.get(CHARGES, { mes: '2024-10', limit: '3' })).json();
    const second = (await syndic.get(CHARGES, { mes: '2024-10', limit: '3', page: '2' })).json();
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    expect(second.meta).toEqual({ page: 2, totalPages: 2, totalItems: 4 });
    expect(second.totais.saldo).toBe(160);
    expect((await syndic.get(CHARGES, { mes: '2024-10', limit: '51' })).statusCode).toBe(400);
  });

  test('mês inválido, futuro ou de mais de 10 anos: 400 com a mensagem', async () => {
    for (const [mes, message] of [
      ['2024-13', CM.monthInvalid],
      ['10/2024', CM.monthInvalid],
      ['2024-12', CM.monthInFuture],
      ['2014-12', CM.monthTooOld],
    ] as const) {
      const res = await syndic.get(CHARGES, { mes });
      expect(res.statusCode, mes).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await syndic.get(CHARGES, { mes: '2015-01' })).statusCode).toBe(200);
    expect((await syndic.get(`${CHARGES}/relatorio/XLS`, { mes: '2024-10' })).statusCode).toBe(400);
  });

  test('CSV do mês: cabeçalho, valores em reais, o estorno dito na coluna Tipo', async () => {
    const res = await syndic.get(`${CHARGES}/relatorio/CSV`, { mes: '2024-10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cobrancas-reservas-2024-10.csv"');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Lançado em;Unidade;Descrição;Tipo;Valor');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^01\/10\/2024 09:00;Bloco A - 101;Taxa de utilização: Churrasqueira .*;Cobrança;R\$ 80,00$/,
    );
    expect(lines[3]).toMatch(/;Bloco B - 302;Estorno: .*;Estorno;R\$ 80,00$/);
  });

  test('PDF do mês com o nome do arquivo', async () => {
    const res = await syndic.get(`${CHARGES}/relatorio/PDF`, { mes: '2024-10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('o porteiro não tem a permissão (403); outro condomínio vê só o seu mês, vazio, e um CSV sem linhas de A', async () => {
    expect((await desk.get(CHARGES, { mes: '2024-10' })).statusCode).toBe(403);
    const b = (await ofB.get(CHARGES, { mes: '2024-10' })).json();
    expect(b).toMatchObject({ data: [], meta: { totalItems: 0 }, totais: { cobrado: 0, estornado: 0, saldo: 0 } });
    const csv = await ofB.get(`${CHARGES}/relatorio/CSV`, { mes: '2024-10' });
    expect(
      csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Lançado em;Unidade;Descrição;Tipo;Valor']);
  });
});
