import { and, eq } from 'drizzle-orm';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { areaReservas, auditLog, cobrancasUnidade, timelineEvents } from '../../db/schema/index.ts';
import { bumpDataVersion } from '../../platform/lists/data-version.repository.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { unitIdOf } from '../../test/units.ts';
import { chargesOfUnit } from './reservations.repository.ts';
import {
  RESERVE,
  areaIdOf,
  insertBlock,
  reservationBody,
  reservationsTokenOfB,
  slotsOf,
} from './reservations.test-support.ts';

// The fixture's clock: 2024-10-01 12:00 UTC = Tuesday 09:00 in São Paulo. The demo bookings follow the real date
// (2025 onwards), so October 2024 starts empty.
describe('reservas de áreas comuns', () => {
  let t: Fixture;
  let api: AreaClient;
  let salao: number;
  let churrasqueira: number;
  let quadra: number;
  let a101: number;
  let b302: number;

  beforeAll(async () => {
    t = await createFixture();
    api = t.client(t.tokens.a);
    salao = await areaIdOf(t.db, 1001, 'Salão de Festas');
    churrasqueira = await areaIdOf(t.db, 1001, 'Churrasqueira');
    quadra = await areaIdOf(t.db, 1001, 'Quadra Poliesportiva');
    a101 = t.units.a101;
    b302 = t.units.b302;
  });
  beforeEach(async () => {
    t.clock.set(new Date('2024-10-01T12:00:00Z'));
    await t.db.delete(cobrancasUnidade);
    await t.db.delete(areaReservas);
    // Rows deleted by hand: the cached lists must not answer from an earlier test (every API write bumps it too).
    await bumpDataVersion(t.db, 1001, 'reservas');
    t.outbox!.clear();
  });
  afterAll(() => t.close());

  test('lista as áreas do condomínio com taxa, capacidade, dias e horários; outra referência é 403', async () => {
    const res = await api.get('/reservaareas/v1/area/condominio/4521');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { nomeArea: string }[];
    expect(list.map((a) => a.nomeArea)).toEqual([
      'Churrasqueira',
      'Quadra Poliesportiva',
      'Quarto de Hóspedes',
      'Salão de Festas',
    ]);
    expect(list[0]).toMatchObject({
      flagAreaPaga: 1,
      valorTaxaUtilizacao: 80,
      capacidade: 20,
      diasSemana: [1, 7],
      horarios: [
        { de: '11:00', ate: '17:00' },
        { de: '18:00', ate: '23:00' },
      ],
    });
    expect(list[2]).toMatchObject({ capacidade: null, flagAreaPaga: 0, valorTaxaUtilizacao: 0 });
    const other = await api.get('/reservaareas/v1/area/condominio/7310');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.otherCondominium);
  });

  test('calendário: B nos dias de bloqueio e nos dias da semana em que a área não abre', async () => {
    await insertBlock(t.db, 1001, salao, '2024-10-10', '2024-10-11');
    const month = { datainicio: '01/10/2024 00:00:00', datafim: '31/10/2024 23:59:59' };
    const days = (await api.get(`${RESERVE}/calendar/day/${salao}`, month)).json() as { data: string; B: boolean }[];
    expect(days).toHaveLength(31);
    expect(days.filter((d) => d.B).map((d) => d.data)).toEqual(['2024-10-10']);
    const bbq = (await api.get(`${RESERVE}/calendar/day/${churrasqueira}`, month)).json() as {
      data: string;
      B: boolean;
    }[];
    expect(bbq.filter((d) => !d.B).map((d) => d.data.slice(8))).toEqual([
      '05',
      '06',
      '12',
      '13',
      '19',
      '20',
      '26',
      '27',
    ]);
  });

  test('horários do dia: janela mínima e máxima, bloqueio, e hoje sem os que já terminaram', async () => {
    // Salão: 1 to 90 days ahead; today (min 1) has no slots, tomorrow has both.
    expect(await slotsOf(api, salao, a101, '01/10/2024')).toEqual([]);
    expect(await slotsOf(api, salao, a101, '02/10/2024')).toEqual(['10:00-16:00', '18:00-23:00']);
    expect(await slotsOf(api, salao, a101, '30/12/2024')).toEqual(['10:00-16:00', '18:00-23:00']);
    expect(await slotsOf(api, salao, a101, '31/12/2024')).toEqual([]);
    // Quadra today at 09:00: 08:00-09:00 is over, 09:00-10:00 is still offered.
    const today = await slotsOf(api, quadra, a101, '01/10/2024');
    expect(today[0]).toBe('09:00-10:00');
    expect(today).toHaveLength(13);
    // Churrasqueira does not open on Tuesdays.
    expect(await slotsOf(api, churrasqueira, a101, '01/10/2024')).toEqual([]);
    await insertBlock(t.db, 1001, salao, '2024-10-10', '2024-10-11');
    expect(await slotsOf(api, salao, a101, '10/10/2024')).toEqual([]);
  });

  test('horários de hoje saem quando terminam, mesmo com a resposta em cache; um bloqueio novo também aparece', async () => {
    const first = await slotsOf(api, quadra, a101, '01/10/2024');
    expect(first[0]).toBe('09:00-10:00');
    expect(await slotsOf(api, quadra, a101, '01/10/2024')).toEqual(first);
    t.clock.advance(61 * 60_000); // 10:01 in São Paulo
    expect((await slotsOf(api, quadra, a101, '01/10/2024'))[0]).toBe('10:00-11:00');
    expect(await slotsOf(api, quadra, a101, '02/10/2024')).toHaveLength(14);
    await insertBlock(t.db, 1001, quadra, '2024-10-02', '2024-10-03');
    expect(await slotsOf(api, quadra, a101, '02/10/2024')).toEqual([]);
  });

  test('reserva paga: 201, cobrança na unidade, auditoria, linha do tempo e aviso; o horário some para outra unidade', async () => {
    const res = await api.post(RESERVE, reservationBody(churrasqueira, a101, '2024-10-05', '11:00', '17:00'));
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({
      nomeArea: 'Churrasqueira',
      tipoReserva: 'R',
      descriptionIdStatus: 'Ativo',
      valorCobranca: 80,
      dataInicioReserva: '2024-10-05T11:00:00',
      dataFimReserva: '2024-10-05T17:00:00',
      unidade: { nome: '101', nmBloco: 'Bloco A' },
    });
    expect(await chargesOfUnit(t.db, 1001, a101)).toMatchObject([
      { tipo: 'COBRANCA', valor: 80, idReserva: booked.id },
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'reserva.criar'), eq(auditLog.idEntidade, String(booked.id))));
    expect(audit).toHaveLength(1);
    const events = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.area, 'reservas'), eq(timelineEvents.idEntidade, String(booked.id))));
    expect(events[0]!.atividade).toBe('Reserva de Churrasqueira (05/10/2024 11:00 às 17:00)');
    const sent = t.outbox!.list().filter((m) => m.purpose === 'reservas');
    expect(booked.notificados).toBeGreaterThan(0);
    expect(sent.some((m) => m.subject === 'Reserva confirmada: Churrasqueira')).toBe(true);
    expect(await slotsOf(api, churrasqueira, b302, '05/10/2024')).toEqual(['18:00-23:00']);
    const again = await api.post(RESERVE, reservationBody(churrasqueira, b302, '2024-10-05', '11:00', '17:00'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.slotTaken);
  });

  test('a situação dos avisos das reservas da lista: só as do condomínio do token; ids inválidos ou mais de 100 dão 400', async () => {
    const booked = (
      await api.post(RESERVE, reservationBody(churrasqueira, a101, '2024-10-05', '11:00', '17:00'))
    ).json();
    const marks = await api.get(`${RESERVE}/avisos`, { ids: `${booked.id},999999` });
    expect(marks.statusCode).toBe(200);
    expect(marks.json().data).toEqual([expect.objectContaining({ id: booked.id, status: 'ENVIADO', falhas: 0 })]);
    expect(marks.json().data[0].moradores).toBeGreaterThan(0);
    const fromB = await t.client(await reservationsTokenOfB(t)).get(`${RESERVE}/avisos`, { ids: String(booked.id) });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.json()).toEqual({ data: [] });
    for (const ids of ['abc', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const bad = await api.get(`${RESERVE}/avisos`, { ids });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/\S/);
    }
  });

  test('20 reservas simultâneas do mesmo horário: exatamente 1 criada e 19 × 409', async () => {
    const units = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        unitIdOf(t.db, 1001, ['Bloco A', 'Bloco B', 'Bloco C'][i % 3]!, `${(i % 6) + 1}0${(i % 4) + 1}`),
      ),
    );
    const answers = await Promise.all(
      units.map((u) => api.post(RESERVE, reservationBody(quadra, u, '2024-10-03', '19:00', '20:00'))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(M.slotTaken);
    const rows = await t.db.select().from(areaReservas).where(eq(areaReservas.idArea, quadra));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(cobrancasUnidade)).toHaveLength(1);
  });

  test('cancelar libera o horário na hora e estorna a cobrança; a lista não mostra canceladas', async () => {
    const booked = (
      await api.post(RESERVE, reservationBody(churrasqueira, a101, '2024-10-05', '18:00', '23:00'))
    ).json();
    const month = {
      datainicio: '01/10/2024 00:00:00',
      datafim: '31/10/2024 23:59:59',
      idArea: churrasqueira,
      tiporeserva: 'RESERVA',
    };
    const listed = await api.get('/reservaareas/v1/areareserva/condominio/4521', month);
    expect(listed.json().map((r: { id: number }) => r.id)).toEqual([booked.id]);
    const res = await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: booked.id, descriptionIdStatus: 'Cancelado' });
    expect((await chargesOfUnit(t.db, 1001, a101)).map((c) => [c.tipo, c.valor])).toEqual([
      ['COBRANCA', 80],
      ['ESTORNO', -80],
    ]);
    expect(await slotsOf(api, churrasqueira, b302, '05/10/2024')).toContain('18:00-23:00');
    expect((await api.get('/reservaareas/v1/areareserva/condominio/4521', month)).json()).toEqual([]);
    expect((await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 })).statusCode).toBe(404);
    const [past] = await t.db
      .insert(areaReservas)
      .values({
        idCondo: 1001,
        idArea: churrasqueira,
        idUnidade: a101,
        tipoReserva: 'R',
        dataInicioReserva: new Date('2024-09-29T14:00:00Z'),
        dataFimReserva: new Date('2024-09-29T20:00:00Z'),
      })
      .returning({ id: areaReservas.id });
    const over = await api.put(`${RESERVE}/status`, { id: past!.id, idStatus: 90 });
    expect([over.statusCode, over.json().message]).toEqual([400, M.reservationOver]);
    const retaken = await api.post(RESERVE, reservationBody(churrasqueira, b302, '2024-10-05', '18:00', '23:00'));
    expect(retaken.statusCode).toBe(201);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'reserva.cancelar'), eq(auditLog.idEntidade, String(booked.id))));
    expect(audit).toHaveLength(1);
  });

  test('bloqueios: listados com o motivo, cancelados pelo mesmo status 90, e reservar num dia bloqueado é 409', async () => {
    const id = await insertBlock(t.db, 1001, salao, '2024-10-10', '2024-10-11', 2);
    const query = { datainicio: '01/10/2024', datafim: '31/10/2024', idArea: salao, tiporeserva: 'BLOQUEIO' };
    const blocks = (await api.get('/reservaareas/v1/areareserva/condominio/4521', query)).json();
    expect(blocks).toMatchObject([{ id, tipoReserva: 'B', motivo: 2, descricaoMotivo: 'Urgência', unidade: null }]);
    const refused = await api.post(RESERVE, reservationBody(salao, a101, '2024-10-10', '10:00', '16:00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.dayBlocked);
    expect((await api.put(`${RESERVE}/status`, { id, idStatus: 90 })).statusCode).toBe(200);
    expect((await api.get('/reservaareas/v1/areareserva/condominio/4521', query)).json()).toEqual([]);
    expect(await slotsOf(api, salao, a101, '10/10/2024')).toEqual(['10:00-16:00', '18:00-23:00']);
  });

  test('regras do dia: horário que a área não oferece, dia fechado, fora da janela e horário passado são 400', async () => {
    const cases: [ReturnType<typeof reservationBody>, string][] = [
      [reservationBody(salao, a101, '2024-10-02', '10:00', '15:00'), M.slotNotOffered],
      [reservationBody(churrasqueira, a101, '2024-10-02', '11:00', '17:00'), M.weekdayClosed],
      [reservationBody(salao, a101, '2024-10-01', '18:00', '23:00'), M.outsideWindow],
      [reservationBody(salao, a101, '2025-01-15', '18:00', '23:00'), M.outsideWindow],
      [reservationBody(quadra, a101, '2024-10-01', '08:00', '09:00'), M.slotPast],
      [{ ...reservationBody(salao, a101, '2024-10-02', '10:00', '16:00'), tipoReserva: 'B' }, M.onlyReservations],
      [
        { ...reservationBody(salao, a101, '2024-10-02', '10:00', '16:00'), dataInicioReserva: '2024-02-30T10:00:00' },
        M.dateTimeInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.post(RESERVE, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  test('outro condomínio: área, unidade e reserva de A são 404 para o token de B', async () => {
    const booked = (await api.post(RESERVE, reservationBody(salao, a101, '2024-10-02', '10:00', '16:00'))).json();
    const b = t.client(await reservationsTokenOfB(t));
    expect(
      (await b.get(`${RESERVE}/calendar/day/${salao}`, { datainicio: '01/10/2024', datafim: '31/10/2024' })).statusCode,
    ).toBe(404);
    expect((await b.post(RESERVE, reservationBody(salao, a101, '2024-10-02', '18:00', '23:00'))).statusCode).toBe(404);
    expect((await b.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 })).statusCode).toBe(404);
    const bSalao = await areaIdOf(t.db, 1002, 'Salão de Festas');
    const res = await b.post(RESERVE, reservationBody(bSalao, a101, '2024-10-02', '12:00', '22:00'));
    expect([res.statusCode, res.json().message]).toEqual([404, M.unitNotFound]);
  });
});
