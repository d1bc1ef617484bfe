import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { clockedDesk, visitorBody } from './visitors.test-support.ts';

const DAY = '/controleacesso/autorizarconvidado/logentrada';
const LOG = '/controleacesso/logentrada';
const schedule = (id: number) => `/controleacesso/autorizarconvidado/${id}`;

// The day's cards are built from the day's schedules and visits read apart (issue 30): their order, pages and
// search must stay those of one list (schedule, then visit; visits without a schedule last).
describe('entradas do dia: ordem, páginas e busca dos cartões', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  const { desk, moveTo, save } = clockedDesk(() => f);

  test('agendamento sem visita, visita de agendamento excluído e chegada sem agendamento: na ordem, uma por página', async () => {
    await moveTo('2025-01-06T08:00:00');
    const pontual = { tipoAutorizacao: 'PONTUAL', dataDe: '2025-01-06' };
    const waiting = await save(
      visitorBody(f.units.b302, { visitante: { nome: 'Dora Ordem Espera' }, autorizacao: pontual }),
    );
    const gone = await save(
      visitorBody(f.units.a101, { visitante: { nome: 'Dora Ordem Saiu' }, autorizacao: pontual }),
    );
    const entry = async (visit: { idVisitanteUnidade: number; idAutorizacao: number | null }) => {
      const res = await desk().post(LOG, { tipo: 'ENTRADA', ...visit });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().idLogEntrada as number;
    };
    await moveTo('2025-01-06T09:00:00');
    const goneVisit = await entry(gone);
    expect((await desk().delete(schedule(gone.idAutorizacao))).statusCode).toBe(200);
    const arrival = await entry({ idVisitanteUnidade: waiting.idVisitanteUnidade, idAutorizacao: null });
    // Neither someone else's schedule of the day nor one of Dora's on another day is a card of the search.
    const olavo = await save(
      visitorBody(f.units.b302, { visitante: { nome: 'Olavo Fora Busca' }, autorizacao: pontual }),
    );
    await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Dora Ordem Amanhã' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2025-01-07' },
      }),
    );

    const page = async (query: Record<string, string | number>) => {
      const res = await desk().get(DAY, { dataReferencia: '2025-01-06', ...query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Record<string, unknown>[]; meta: { totalItems: number; totalPages: number } };
    };
    const row = (c: Record<string, unknown>) => [
      c.nmVisitante,
      c.idAutorizacao,
      c.idLogEntrada,
      c.tipoAutorizacao,
      c.inicioAgendamento,
      c.nmUnidade,
    ];
    const expected = [
      ['Dora Ordem Espera', waiting.idAutorizacao, null, 'PONTUAL', '2025-01-06', '302'],
      ['Dora Ordem Saiu', gone.idAutorizacao, goneVisit, 'PONTUAL', '2025-01-06', '101'],
      ['Dora Ordem Espera', null, arrival, 'INTERFONAR', null, '302'],
    ];
    const all = await page({ curinga: 'dora ordem' });
    expect(all.data.map(row)).toEqual(expected);
    expect(all.meta).toMatchObject({ totalItems: 3 });
    for (const [n, card] of expected.entries()) {
      const one = await page({ curinga: 'dora ordem', limit: 1, page: n + 1 });
      expect([one.data.map(row), one.meta.totalItems, one.meta.totalPages]).toEqual([[card], 3, 3]);
    }
    // A word may name the unit or the block instead of the person; every word must match something of the card.
    expect((await page({ curinga: 'dora 302' })).data.map(row)).toEqual([expected[0], expected[2]]);
    expect((await page({ curinga: 'ordem bloco a' })).data.map(row)).toEqual([expected[1]]);
    expect((await page({ curinga: 'dora 999' })).data).toEqual([]);
    // Without a filter: every schedule of the day with its visit, by schedule, the visits outside them last.
    const everyone = await page({ limit: 50 });
    expect(everyone.meta.totalItems).toBe(everyone.data.length);
    const ours = everyone.data.filter((c) => /Dora Ordem|Olavo Fora/.test(String(c.nmVisitante))).map(row);
    const olavoCard = ['Olavo Fora Busca', olavo.idAutorizacao, null, 'PONTUAL', '2025-01-06', '302'];
    expect(ours).toEqual([expected[0], expected[1], olavoCard, expected[2]]);
    const paged = [];
    for (let n = 1; n <= everyone.data.length; n++) paged.push(...(await page({ limit: 1, page: n })).data.map(row));
    expect(paged).toEqual(everyone.data.map(row));
    // The filters that read the person: unit and block.
    expect((await page({ curinga: 'dora', idsUnidades: f.units.a101 })).data.map(row)).toEqual([expected[1]]);
  });
});
