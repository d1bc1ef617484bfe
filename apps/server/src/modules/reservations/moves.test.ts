import { and, eq } from 'drizzle-orm';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, mudancas, timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { fromLocal } from './local-time.ts';
import { reservationsTokenOfB } from './reservations.test-support.ts';

// 2024-10-01 is a Tuesday; the demo rules: Monday to Saturday, 2 days ahead, 08:00–17:00, Saturday 08:00–12:00.
describe('mudanças agendadas', () => {
  let t: Fixture;
  let api: AreaClient;
  const list = (from: string, until = from) =>
    api.get('/mudanca', { idCondominio: 1001, limit: 100, dataChegadaFrom: from, dataChegadaUntil: until });

  beforeAll(async () => {
    t = await createFixture();
    api = t.client(t.tokens.a);
  });
  beforeEach(async () => {
    t.clock.set(new Date('2024-10-01T12:00:00Z'));
    await t.db.delete(mudancas);
    t.outbox!.clear();
  });
  afterAll(() => t.close());

  test('regras de mudança do condomínio do token; outra referência é 403', async () => {
    const res = await api.get('/mudanca/regra', { id: 4521 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ativo: true,
      diasPermitidos: 0b1111110,
      diasAntecedencia: 2,
      horaSemanaInicio: '08:00',
      horaSemanaFim: '17:00',
      horaFdsInicio: '08:00',
      horaFdsFim: '12:00',
    });
    expect((await api.get('/mudanca/regra', { id: 7310 })).statusCode).toBe(403);
  });

  test('agenda num dia permitido: horário do dia útil e do sábado, auditoria, linha do tempo e aviso', async () => {
    const res = await api.post('/mudanca', { unidade: t.units.a101, dataAgendada: '2024-10-03', status: 'PENDENTE' });
    expect(res.statusCode).toBe(201);
    const move = res.json();
    expect(move).toMatchObject({
      dataAgendada: '2024-10-03T08:00:00',
      horarioFim: '2024-10-03T17:00:00',
      mudancaStatus: 'PENDENTE',
      ativo: true,
      unidade: { nome: '101', nmBloco: 'Bloco A' },
    });
    const saturday = (
      await api.post('/mudanca', { unidade: t.units.b302, dataAgendada: '2024-10-05', status: 'PENDENTE' })
    ).json();
    expect([saturday.dataAgendada, saturday.horarioFim]).toEqual(['2024-10-05T08:00:00', '2024-10-05T12:00:00']);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.acao, 'mudanca.agendar'), eq(auditLog.idEntidade, String(move.id_mudanca)))),
    ).toHaveLength(1);
    const [event] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.area, 'mudancas'), eq(timelineEvents.idEntidade, String(move.id_mudanca))));
    expect(event!.atividade).toBe('Mudança agendada (03/10/2024 08:00-17:00)');
    expect(t.outbox!.list().some((m) => m.purpose === 'mudancas' && m.subject === 'Mudança agendada')).toBe(true);
  });

  test('recusa o domingo da máscara, antes da antecedência, além de 60 dias e o dia já ocupado', async () => {
    const post = (dataAgendada: string, unidade = t.units.a101) =>
      api.post('/mudanca', { unidade, dataAgendada, status: 'PENDENTE' });
    const cases: [string, number, string][] = [
      ['2024-10-06', 400, M.moveDayForbidden],
      ['2024-10-02', 400, 'A mudança precisa ser agendada com pelo menos 2 dia(s) de antecedência.'],
      ['2024-12-02', 400, M.moveTooFar],
      ['2024-02-30', 400, M.dateInvalid],
    ];
    for (const [day, status, message] of cases) {
      const res = await post(day);
      expect([day, res.statusCode, res.json().message]).toEqual([day, status, message]);
    }
    expect((await post('2024-11-30')).statusCode).toBe(201);
    const taken = await post('2024-11-30', t.units.b302);
    expect([taken.statusCode, taken.json().message]).toEqual([409, M.moveDayTaken]);
  });

  test('dias ocupados do período: só mudanças ativas e não recusadas; o dia ocupado é recusado pela mesma regra (409)', async () => {
    await api.post('/mudanca', { unidade: t.units.a101, dataAgendada: '2024-10-04' });
    await api.post('/mudanca', { unidade: t.units.a101, dataAgendada: '2024-10-09' });
    await t.db.insert(mudancas).values({
      idCondo: 1001,
      idUnidade: t.units.b302,
      dia: '2024-10-10',
      dataAgendada: fromLocal('2024-10-10T08:00:00'),
      horarioFim: fromLocal('2024-10-10T17:00:00'),
      mudancaStatus: 'CANCELADO',
      ativo: false,
    });
    await t.db.insert(mudancas).values({
      idCondo: 1001,
      idUnidade: t.units.b302,
      dia: '2024-10-11',
      dataAgendada: fromLocal('2024-10-11T08:00:00'),
      horarioFim: fromLocal('2024-10-11T17:00:00'),
      mudancaStatus: 'RECUSADO',
    });
    const res = await api.get('/mudanca/ocupados', { dataChegadaFrom: '2024-10-01', dataChegadaUntil: '2024-10-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dias: ['2024-10-04', '2024-10-09'] });
    expect(
      (await api.get('/mudanca/ocupados', { dataChegadaFrom: '2024-10-05', dataChegadaUntil: '2024-10-08' })).json(),
    ).toEqual({ dias: [] });
    const taken = await api.post('/mudanca', { unidade: t.units.b302, dataAgendada: '2024-10-09' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, M.moveDayTaken]);
    // Another condominium's token sees its own days only.
    const b = t.client(await reservationsTokenOfB(t));
    expect(
      (await b.get('/mudanca/ocupados', { dataChegadaFrom: '2024-10-01', dataChegadaUntil: '2024-10-31' })).json(),
    ).toEqual({ dias: [] });
    const bad = await api.get('/mudanca/ocupados', { dataChegadaFrom: '2024-10-31', dataChegadaUntil: '2024-10-01' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.rangeInvalid]);
  });

  test('a lista do dia esconde RECUSADO; cancelar tira a mudança da lista e libera o dia', async () => {
    const ok = (
      await api.post('/mudanca', { unidade: t.units.a101, dataAgendada: '2024-10-04', status: 'PENDENTE' })
    ).json();
    await t.db.insert(mudancas).values({
      idCondo: 1001,
      idUnidade: t.units.b302,
      dia: '2024-10-04',
      dataAgendada: fromLocal('2024-10-04T08:00:00'),
      horarioFim: fromLocal('2024-10-04T17:00:00'),
      mudancaStatus: 'RECUSADO',
    });
    const day = await list('2024-10-04');
    expect(day.statusCode).toBe(200);
    expect(day.json().data.map((m: { id_mudanca: number }) => m.id_mudanca)).toEqual([ok.id_mudanca]);
    expect((await api.delete(`/mudanca/${ok.id_mudanca}`)).statusCode).toBe(204);
    expect((await list('2024-10-04')).json().data).toEqual([]);
    expect((await api.delete(`/mudanca/${ok.id_mudanca}`)).statusCode).toBe(404);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.acao, 'mudanca.cancelar'))).toHaveLength(1);
    expect((await api.post('/mudanca', { unidade: t.units.b302, dataAgendada: '2024-10-04' })).statusCode).toBe(201);
  });

  test('outro condomínio: a mudança de A é 404 para B e idCondominio de A é 403 para B', async () => {
    const ok = (await api.post('/mudanca', { unidade: t.units.a101, dataAgendada: '2024-10-04' })).json();
    const b = t.client(await reservationsTokenOfB(t));
    expect((await b.delete(`/mudanca/${ok.id_mudanca}`)).statusCode).toBe(404);
    expect(
      (await b.get('/mudanca', { idCondominio: 1001, dataChegadaFrom: '2024-10-04', dataChegadaUntil: '2024-10-04' }))
        .statusCode,
    ).toBe(403);
    const own = await b.get('/mudanca', { dataChegadaFrom: '2024-10-04', dataChegadaUntil: '2024-10-04' });
    expect(own.json().data).toEqual([]);
    expect((await b.post('/mudanca', { unidade: t.units.a101, dataAgendada: '2024-10-07' })).statusCode).toBe(404);
    expect((await list('2024-10-04')).json().data).toHaveLength(1);
  });
});
