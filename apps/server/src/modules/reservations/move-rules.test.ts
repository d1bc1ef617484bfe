import { and, eq, isNotNull, or } from 'drizzle-orm';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  auditLog,
  condominios,
  jobs,
  mudancaRegras,
  mudancas,
  pessoas,
  timelineEvents,
  usuarios,
} from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { CARLOS } from '../../test/helpers.ts';
import { readDataVersion } from '../../platform/lists/data-version.repository.ts';
import { fromLocal } from './local-time.ts';

// Spec 02 §2.10, §5 and §9 for moves, beyond moves.test.ts: the exact notices, audit and timeline rows, the refusals'
// messages, missing or inactive rules, the weekend hours of a Sunday, and the list's days, order and pages.
// 2024-10-01 is a Tuesday, 09:00 in São Paulo; the demo rules: Monday to Saturday, 2 days ahead.
describe('mudanças: regras e recusas', () => {
  let t: Fixture;
  let api: AreaClient;
  let a101: number;
  let carlosId: number;
  let condoName: string;
  let residents: { nome: string; email: string | null; telefone: string | null }[];
  const DEMO_RULES = {
    ativo: true,
    diasPermitidos: 0b1111110,
    diasAntecedencia: 2,
    horaSemanaInicio: '08:00',
    horaSemanaFim: '17:00',
    horaFdsInicio: '08:00',
    horaFdsFim: '12:00',
  };
  const schedule = (dataAgendada: string, unidade = a101) => api.post('/mudanca', { unidade, dataAgendada });
  const list = (from: string, until: string, extra: Record<string, string | number> = {}) =>
    api.get('/mudanca', { dataChegadaFrom: from, dataChegadaUntil: until, ...extra });
  const notices = (purpose: string) =>
    t
      .outbox!.list()
      .filter((m) => m.purpose === purpose)
      .map(({ channel, to, subject, body }) => ({ channel, to, subject, body }))
      .sort((x, y) => `${x.channel}${x.to}`.localeCompare(`${y.channel}${y.to}`));
  const expected = (subject: string, text: (nome: string) => string, sms: string) =>
    residents
      .flatMap((r) => [
        ...(r.email ? [{ channel: 'email', to: r.email, subject, body: text(r.nome.split(' ')[0]!) }] : []),
        ...(r.telefone ? [{ channel: 'sms', to: r.telefone, subject: null, body: sms }] : []),
      ])
      .sort((x, y) => `${x.channel}${x.to}`.localeCompare(`${y.channel}${y.to}`));

  beforeAll(async () => {
    t = await createFixture();
    api = t.client(t.tokens.a);
    a101 = t.units.a101;
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    carlosId = carlos!.id;
    const [condo] = await t.db
      .select({ nome: condominios.nome })
      .from(condominios)
      .where(eq(condominios.idCondo, 1001));
    condoName = condo!.nome;
    residents = await t.db
      .select({ nome: pessoas.nome, email: pessoas.email, telefone: pessoas.telefone })
      .from(pessoas)
      .where(and(eq(pessoas.idUnidade, a101), or(isNotNull(pessoas.email), isNotNull(pessoas.telefone))));
  });
  beforeEach(async () => {
    t.clock.set(new Date('2024-10-01T12:00:00Z'));
    await t.db.delete(mudancas);
    await t.db
      .insert(mudancaRegras)
      .values({ idCondo: 1001, ...DEMO_RULES })
      .onConflictDoUpdate({ target: mudancaRegras.idCondo, set: DEMO_RULES });
    t.outbox!.clear();
  });
  afterAll(() => t.close());

  test('agendar: resposta, linha gravada, auditoria, linha do tempo e avisos exatos aos moradores', async () => {
    expect(residents.length).toBeGreaterThan(0);
    const res = await schedule('2024-10-03');
    expect(res.statusCode).toBe(201);
    const move = res.json();
    expect(move).toEqual({
      id_mudanca: expect.any(Number),
      unidade: { idUnidade: a101, nome: '101', nmBloco: 'Bloco A' },
      dataAgendada: '2024-10-03T08:00:00',
      horarioFim: '2024-10-03T17:00:00',
      mudancaStatus: 'PENDENTE',
      ativo: true,
      notificados: residents.length,
    });
    const [row] = await t.db.select().from(mudancas).where(eq(mudancas.idMudanca, move.id_mudanca));
    expect(row).toMatchObject({
      idCondo: 1001,
      dia: '2024-10-03',
      createdBy: carlosId,
      createdAt: new Date('2024-10-01T12:00:00Z'),
      canceladoEm: null,
    });
    const audit = await t.db
      .select({
        idUsuario: auditLog.idUsuario,
        idCondo: auditLog.idCondo,
        entidade: auditLog.entidade,
        detalhes: auditLog.detalhes,
      })
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'mudanca.agendar'), eq(auditLog.idEntidade, String(move.id_mudanca))));
    expect(audit).toEqual([
      { idUsuario: carlosId, idCondo: 1001, entidade: 'mudanca', detalhes: { idUnidade: a101, dia: '2024-10-03' } },
    ]);
    const events = await t.db
      .select({
        atividade: timelineEvents.atividade,
        dtInicio: timelineEvents.dtInicio,
        dtFim: timelineEvents.dtFim,
        idUnidade: timelineEvents.idUnidade,
        entidade: timelineEvents.entidade,
      })
      .from(timelineEvents)
      .where(and(eq(timelineEvents.area, 'mudancas'), eq(timelineEvents.idEntidade, String(move.id_mudanca))));
    expect(events).toEqual([
      {
        atividade: 'Mudança agendada (03/10/2024 08:00-17:00)',
        dtInicio: fromLocal('2024-10-03T08:00:00'),
        dtFim: fromLocal('2024-10-03T17:00:00'),
        idUnidade: a101,
        entidade: 'mudanca',
      },
    ]);
    const quando = '03/10/2024 08:00-17:00';
    expect(notices('mudancas')).toEqual(
      expected(
        'Mudança agendada',
        (nome) => `Olá, ${nome}. A portaria do ${condoName} agendou a mudança da unidade Bloco A - 101 para ${quando}.`,
        `${condoName}: mudança da unidade Bloco A - 101 agendada para ${quando}.`,
      ),
    );
  });

  test('cancelar: a linha fica CANCELADO e inativa com a hora, auditoria, linha do tempo e avisos exatos', async () => {
    const move = (await schedule('2024-10-05')).json();
    t.outbox!.clear();
    t.clock.advance(30 * 60_000);
    expect((await api.delete(`/mudanca/${move.id_mudanca}`)).statusCode).toBe(204);
    const [row] = await t.db.select().from(mudancas).where(eq(mudancas.idMudanca, move.id_mudanca));
    expect(row).toMatchObject({
      ativo: false,
      mudancaStatus: 'CANCELADO',
      canceladoEm: new Date('2024-10-01T12:30:00Z'),
    });
    const audit = await t.db
      .select({ idUsuario: auditLog.idUsuario, entidade: auditLog.entidade, detalhes: auditLog.detalhes })
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'mudanca.cancelar'), eq(auditLog.idEntidade, String(move.id_mudanca))));
    expect(audit).toEqual([
      {
        idUsuario: carlosId,
        entidade: 'mudanca',
        detalhes: { idUnidade: a101, dataAgendada: '2024-10-05T08:00:00' },
      },
    ]);
    const events = await t.db
      .select({
        atividade: timelineEvents.atividade,
        idUnidade: timelineEvents.idUnidade,
        entidade: timelineEvents.entidade,
      })
      .from(timelineEvents)
      .where(and(eq(timelineEvents.area, 'mudancas'), eq(timelineEvents.idEntidade, String(move.id_mudanca))))
      .orderBy(timelineEvents.id);
    expect(events).toEqual([
      { atividade: 'Mudança agendada (05/10/2024 08:00-12:00)', idUnidade: a101, entidade: 'mudanca' },
      { atividade: 'Mudança cancelada (05/10/2024 08:00-12:00)', idUnidade: a101, entidade: 'mudanca' },
    ]);
    const quando = '05/10/2024 08:00-12:00';
    expect(notices('mudancas')).toEqual(
      expected(
        'Mudança cancelada',
        (nome) => `Olá, ${nome}. A portaria do ${condoName} cancelou a mudança da unidade Bloco A - 101 de ${quando}.`,
        `${condoName}: a mudança da unidade Bloco A - 101 de ${quando} foi cancelada.`,
      ),
    );
  });

  test('agendar e cancelar avançam a versão das listas de mudanças e deixam os avisos ligados à mudança', async () => {
    const version = () => readDataVersion(t.db, 1001, 'mudancas');
    const noticesOf = async (id: number) =>
      (
        await t.db
          .select({ kind: jobs.kind })
          .from(jobs)
          .where(and(eq(jobs.entidade, 'mudanca'), eq(jobs.idEntidade, id)))
      ).map((j) => j.kind);
    const perChange = residents.flatMap((r) => [
      ...(r.email ? ['aviso.email'] : []),
      ...(r.telefone ? ['aviso.sms'] : []),
    ]);
    const start = await version();
    const move = (await schedule('2024-10-03')).json();
    expect(await version()).toBe(start + 1);
    expect((await noticesOf(move.id_mudanca)).sort()).toEqual([...perChange].sort());
    expect((await api.delete(`/mudanca/${move.id_mudanca}`)).statusCode).toBe(204);
    expect(await version()).toBe(start + 2);
    expect((await noticesOf(move.id_mudanca)).sort()).toEqual([...perChange, ...perChange].sort());
  });

  test('cancelar mudança inexistente, já cancelada ou RECUSADA: 404 com a mensagem', async () => {
    const move = (await schedule('2024-10-04')).json();
    const [refused] = await t.db
      .insert(mudancas)
      .values({
        idCondo: 1001,
        idUnidade: a101,
        dia: '2024-10-08',
        dataAgendada: fromLocal('2024-10-08T08:00:00'),
        horarioFim: fromLocal('2024-10-08T17:00:00'),
        mudancaStatus: 'RECUSADO',
      })
      .returning({ id: mudancas.idMudanca });
    expect((await api.delete(`/mudanca/${move.id_mudanca}`)).statusCode).toBe(204);
    for (const id of [move.id_mudanca, refused!.id, 999_999]) {
      const res = await api.delete(`/mudanca/${id}`);
      expect([id, res.statusCode, res.json().message]).toEqual([id, 404, M.moveNotFound]);
    }
    const [kept] = await t.db.select().from(mudancas).where(eq(mudancas.idMudanca, refused!.id));
    expect([kept!.ativo, kept!.mudancaStatus]).toEqual([true, 'RECUSADO']);
  });

  test('sem regras de mudança ou com regras inativas: consulta 404 e agendamento 400 com a mensagem', async () => {
    await t.db.update(mudancaRegras).set({ ativo: false }).where(eq(mudancaRegras.idCondo, 1001));
    const inactive = await schedule('2024-10-03');
    expect([inactive.statusCode, inactive.json().message]).toEqual([400, M.noMoveRules]);
    expect((await api.get('/mudanca/regra', { id: 4521 })).json()).toMatchObject({ ativo: false });
    await t.db.delete(mudancaRegras).where(eq(mudancaRegras.idCondo, 1001));
    const none = await api.get('/mudanca/regra', { id: 4521 });
    expect([none.statusCode, none.json().message]).toEqual([404, M.noMoveRules]);
    const missing = await schedule('2024-10-03');
    expect([missing.statusCode, missing.json().message]).toEqual([400, M.noMoveRules]);
    expect(await t.db.select().from(mudancas)).toEqual([]);
  });

  test('domingo permitido pela máscara usa o horário de fim de semana; status diferente de PENDENTE e unidade alheia são recusados', async () => {
    await t.db
      .update(mudancaRegras)
      .set({ diasPermitidos: 0b1111111, diasAntecedencia: 0, horaFdsInicio: '09:00', horaFdsFim: '13:00' })
      .where(eq(mudancaRegras.idCondo, 1001));
    const sunday = await schedule('2024-10-06');
    expect(sunday.statusCode).toBe(201);
    expect([sunday.json().dataAgendada, sunday.json().horarioFim]).toEqual([
      '2024-10-06T09:00:00',
      '2024-10-06T13:00:00',
    ]);
    const saturday = (await schedule('2024-10-05')).json();
    expect([saturday.dataAgendada, saturday.horarioFim]).toEqual(['2024-10-05T09:00:00', '2024-10-05T13:00:00']);
    const friday = (await schedule('2024-10-04')).json();
    expect([friday.dataAgendada, friday.horarioFim]).toEqual(['2024-10-04T08:00:00', '2024-10-04T17:00:00']);
    // diasAntecedencia 0: today is allowed.
    expect((await schedule('2024-10-01')).statusCode).toBe(201);
    const status = await api.post('/mudanca', { unidade: a101, dataAgendada: '2024-10-07', status: 'APROVADO' });
    expect([status.statusCode, status.json().message]).toEqual([400, M.moveStatusInvalid]);
    const other = await schedule('2024-10-07', t.units.torre101);
    expect([other.statusCode, other.json().message]).toEqual([404, M.unitNotFound]);
    expect(await t.db.select().from(mudancas).where(eq(mudancas.dia, '2024-10-07'))).toEqual([]);
  });

  test('antecedência e limite de 60 dias nas bordas: o primeiro e o último dia aceitam, o anterior e o seguinte não', async () => {
    await t.db.update(mudancaRegras).set({ diasPermitidos: 0b1111111 }).where(eq(mudancaRegras.idCondo, 1001));
    const soon = await schedule('2024-10-02');
    expect([soon.statusCode, soon.json().message]).toEqual([
      400,
      'A mudança precisa ser agendada com pelo menos 2 dia(s) de antecedência.',
    ]);
    expect((await schedule('2024-10-03')).statusCode).toBe(201);
    expect((await schedule('2024-11-30')).statusCode).toBe(201);
    const far = await schedule('2024-12-01');
    expect([far.statusCode, far.json().message]).toEqual([400, M.moveTooFar]);
  });

  test('lista do período: dias inclusive, em ordem de horário, páginas, o idCondominio do próprio token e os limites', async () => {
    await t.db.update(mudancaRegras).set({ diasPermitidos: 0b1111111 }).where(eq(mudancaRegras.idCondo, 1001));
    const ids: Record<string, number> = {};
    for (const day of ['2024-10-31', '2024-10-04', '2024-11-01', '2024-10-03']) {
      const res = await schedule(day);
      expect(res.statusCode).toBe(201);
      ids[day] = res.json().id_mudanca;
    }
    const idsOf = async (from: string, until: string, extra: Record<string, string | number> = {}) => {
      const res = await list(from, until, extra);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id_mudanca: number }[]).map((m) => m.id_mudanca);
    };
    expect(await idsOf('2024-10-03', '2024-10-31')).toEqual([ids['2024-10-03'], ids['2024-10-04'], ids['2024-10-31']]);
    expect(await idsOf('2024-10-31', '2024-11-01')).toEqual([ids['2024-10-31'], ids['2024-11-01']]);
    expect(await idsOf('2024-10-05', '2024-10-30')).toEqual([]);
    expect(await idsOf('2024-10-01', '2024-12-31', { idCondominio: 1001 })).toHaveLength(4);
    const second = await list('2024-10-01', '2024-12-31', { limit: 3, page: 2 });
    expect(second.json()).toMatchObject({
      data: [{ id_mudanca: ids['2024-11-01'] }],
      meta: { page: 2, totalPages: 2, totalItems: 4 },
    });
    const cases: [Record<string, string | number>, string, string][] = [
      [{}, '2024-10-31', M.rangeInvalid],
      [{}, '2025-11-03', M.rangeTooLong],
      [{ dataChegadaFrom: '2024-02-30' }, '2024-10-31', M.dateInvalid],
    ];
    for (const [extra, until, message] of cases) {
      const res = await api.get('/mudanca', { dataChegadaFrom: '2024-11-01', dataChegadaUntil: until, ...extra });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await list('2024-10-01', '2024-10-31', { limit: 101 })).statusCode).toBe(400);
    const taken = await api.get('/mudanca/ocupados', { dataChegadaFrom: '2024-10-01', dataChegadaUntil: '2025-10-03' });
    expect([taken.statusCode, taken.json().message]).toEqual([400, M.rangeTooLong]);
    expect(
      (await api.get('/mudanca/ocupados', { dataChegadaFrom: '2024-10-31', dataChegadaUntil: '2024-11-01' })).json(),
    ).toEqual({ dias: ['2024-10-31', '2024-11-01'] });
  });
});
