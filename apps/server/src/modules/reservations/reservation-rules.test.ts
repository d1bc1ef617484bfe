import { and, eq, inArray, or, isNotNull } from 'drizzle-orm';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { bumpDataVersion } from '../../platform/lists/data-version.repository.ts';
import {
  areaReservas,
  areas,
  auditLog,
  cobrancasUnidade,
  condominios,
  pessoas,
  timelineEvents,
  usuarios,
} from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { CARLOS } from '../../test/helpers.ts';
import { fromLocal } from './local-time.ts';
import { chargesOfUnit } from './reservations.repository.ts';
import {
  RESERVE,
  areaIdOf,
  insertBlock,
  reservationBody,
  reservationsTokenOfB,
  slotsOf,
} from './reservations.test-support.ts';

const LIST = '/reservaareas/v1/areareserva/condominio/4521';

// Spec 02 §2.9, §5, §9 and the server answers of decision 076 that reservations.test.ts leaves unchecked: the exact
// notices, charge lines, audit and timeline rows, each refusal's message, and the edges of the window and the lists.
// The fixture's clock: Tuesday 2024-10-01 09:00 in São Paulo. Each test starts from no booking and the demo areas.
describe('reservas: regras e recusas', () => {
  let t: Fixture;
  let api: AreaClient;
  let salao: number;
  let churrasqueira: number;
  let quadra: number;
  let quarto: number;
  let a101: number;
  let carlosId: number;
  let condoName: string;
  let residents: { nome: string; email: string | null; telefone: string | null }[];

  const entries = (purpose: string) => t.outbox!.list().filter((m) => m.purpose === purpose);
  const firstName = (nome: string) => nome.split(' ')[0];
  /** The messages the unit's residents get: one e-mail and one SMS each, by the channels they have. */
  const expectedNotices = (subject: string, text: (nome: string) => string, sms: string) =>
    residents.flatMap((r) => [
      ...(r.email ? [{ channel: 'email', to: r.email, subject, body: text(firstName(r.nome)!) }] : []),
      ...(r.telefone ? [{ channel: 'sms', to: r.telefone, subject: null, body: sms }] : []),
    ]);
  const sorted = <T extends { channel: string; to: string }>(list: T[]) =>
    [...list].sort((x, y) => `${x.channel}${x.to}`.localeCompare(`${y.channel}${y.to}`));
  const sent = (purpose: string) =>
    sorted(entries(purpose).map(({ channel, to, subject, body }) => ({ channel, to, subject, body })));
  const auditOf = async (acao: string, id: number) =>
    t.db
      .select({ idCondo: auditLog.idCondo, idUsuario: auditLog.idUsuario, detalhes: auditLog.detalhes })
      .from(auditLog)
      .where(and(eq(auditLog.acao, acao), eq(auditLog.idEntidade, String(id))));
  const eventsOf = async (id: number) =>
    t.db
      .select({
        atividade: timelineEvents.atividade,
        dtInicio: timelineEvents.dtInicio,
        dtFim: timelineEvents.dtFim,
        idUnidade: timelineEvents.idUnidade,
        entidade: timelineEvents.entidade,
      })
      .from(timelineEvents)
      .where(and(eq(timelineEvents.area, 'reservas'), eq(timelineEvents.idEntidade, String(id))))
      .orderBy(timelineEvents.id);
  const rowOf = async (id: number) => {
    const [row] = await t.db.select().from(areaReservas).where(eq(areaReservas.id, id));
    return row!;
  };

  beforeAll(async () => {
    t = await createFixture();
    api = t.client(t.tokens.a);
    salao = await areaIdOf(t.db, 1001, 'Salão de Festas');
    churrasqueira = await areaIdOf(t.db, 1001, 'Churrasqueira');
    quadra = await areaIdOf(t.db, 1001, 'Quadra Poliesportiva');
    quarto = await areaIdOf(t.db, 1001, 'Quarto de Hóspedes');
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
    await t.db.delete(cobrancasUnidade);
    await t.db.delete(areaReservas);
    // The demo's fees and the areas' state, whatever a test changed.
    await t.db.update(areas).set({ valorTaxaUtilizacao: 0, flagAreaPaga: 0, ativo: true }).where(eq(areas.id, quarto));
    await t.db.update(areas).set({ valorTaxaUtilizacao: 25, flagAreaPaga: 1 }).where(eq(areas.id, quadra));
    // Rows deleted by hand: the cached lists must not answer from before (every API write bumps it the same way).
    await bumpDataVersion(t.db, 1001, 'reservas');
    t.outbox!.clear();
  });
  afterAll(() => t.close());

  test('reserva paga: resposta completa, cobrança descrita, origem PORTARIA por omissão, auditoria, linha do tempo e avisos exatos', async () => {
    expect(residents.length).toBeGreaterThan(0);
    const body = { ...reservationBody(churrasqueira, a101, '2024-10-05', '11:00', '17:00'), observacao: 'Aniversário' };
    const res = await api.post(RESERVE, { ...body, origemReserva: null });
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    expect(booked).toEqual({
      id: expect.any(Number),
      idArea: churrasqueira,
      nomeArea: 'Churrasqueira',
      idUnidade: a101,
      nomeUnidade: '101',
      unidade: { idUnidade: a101, nome: '101', nmBloco: 'Bloco A' },
      dataInicioReserva: '2024-10-05T11:00:00',
      dataFimReserva: '2024-10-05T17:00:00',
      tipoReserva: 'R',
      observacao: 'Aniversário',
      dataInclusao: '2024-10-01T09:00:00',
      origemReserva: 'PORTARIA',
      descriptionIdStatus: 'Ativo',
      motivo: null,
      descricaoMotivo: null,
      valorCobranca: 80,
      notificados: residents.length,
    });
    const row = await rowOf(booked.id);
    expect(row).toMatchObject({ idCondo: 1001, idStatus: 1, createdBy: carlosId, canceladoEm: null });
    expect(await chargesOfUnit(t.db, 1001, a101)).toEqual([
      {
        tipo: 'COBRANCA',
        valor: 80,
        idReserva: booked.id,
        descricao: 'Taxa de utilização: Churrasqueira em 05/10/2024 11:00 às 17:00',
      },
    ]);
    expect(await auditOf('reserva.criar', booked.id)).toEqual([
      {
        idCondo: 1001,
        idUsuario: carlosId,
        detalhes: {
          idArea: churrasqueira,
          idUnidade: a101,
          inicio: '2024-10-05T11:00:00',
          fim: '2024-10-05T17:00:00',
          valor: 80,
        },
      },
    ]);
    expect(await eventsOf(booked.id)).toEqual([
      {
        atividade: 'Reserva de Churrasqueira (05/10/2024 11:00 às 17:00)',
        dtInicio: fromLocal('2024-10-05T11:00:00'),
        dtFim: fromLocal('2024-10-05T17:00:00'),
        idUnidade: a101,
        entidade: 'reserva',
      },
    ]);
    const quando = '05/10/2024 11:00 às 17:00';
    expect(sent('reservas')).toEqual(
      sorted(
        expectedNotices(
          'Reserva confirmada: Churrasqueira',
          (nome) =>
            `Olá, ${nome}. A portaria do ${condoName} reservou Churrasqueira para a unidade Bloco A - 101 em ${quando}. A taxa de utilização de R$ 80,00 será cobrada da unidade.`,
          `${condoName}: reserva de Churrasqueira para a unidade Bloco A - 101 em ${quando}.`,
        ),
      ),
    );
    // The origin the client names is kept (the resident app's, for instance).
    const fromApp = await api.post(RESERVE, {
      ...reservationBody(churrasqueira, a101, '2024-10-05', '18:00', '23:00'),
      origemReserva: 'APP',
    });
    expect([fromApp.statusCode, fromApp.json().origemReserva]).toEqual([201, 'APP']);
    expect((await rowOf(fromApp.json().id)).origemReserva).toBe('APP');
  });

  test('sem cobrança: área gratuita com valor cadastrado e área paga de valor zero; o aviso não fala de taxa', async () => {
    // A free area keeps no fee even with a value on record; a paid area of R$ 0 charges nothing either.
    await t.db.update(areas).set({ valorTaxaUtilizacao: 50 }).where(eq(areas.id, quarto));
    await t.db.update(areas).set({ valorTaxaUtilizacao: 0 }).where(eq(areas.id, quadra));
    const guest = await api.post(RESERVE, reservationBody(quarto, a101, '2024-10-02', '12:00', '22:00'));
    expect(guest.statusCode).toBe(201);
    expect(guest.json()).toMatchObject({ valorCobranca: null, nomeArea: 'Quarto de Hóspedes' });
    const court = await api.post(RESERVE, reservationBody(quadra, a101, '2024-10-02', '10:00', '11:00'));
    expect([court.statusCode, court.json().valorCobranca]).toEqual([201, null]);
    expect(await chargesOfUnit(t.db, 1001, a101)).toEqual([]);
    expect((await auditOf('reserva.criar', guest.json().id))[0]!.detalhes).toMatchObject({ valor: 0 });
    const emails = entries('reservas').filter((m) => m.channel === 'email' && m.subject?.includes('Quarto'));
    expect(emails.length).toBe(residents.filter((r) => r.email).length);
    for (const email of emails) expect(email.body).toMatch(/em 02\/10\/2024 12:00 às 22:00\.$/);
  });

  test('cancelar reserva paga: estorno descrito, linha cancelada com quem e quando, auditoria com o estorno, linha do tempo e avisos exatos', async () => {
    const booked = (
      await api.post(RESERVE, reservationBody(churrasqueira, a101, '2024-10-05', '11:00', '17:00'))
    ).json();
    t.outbox!.clear();
    t.clock.advance(60 * 60_000); // 10:00
    const res = await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: booked.id,
      descriptionIdStatus: 'Cancelado',
      valorCobranca: 80,
      notificados: residents.length,
    });
    expect(await rowOf(booked.id)).toMatchObject({
      idStatus: 90,
      canceladoPor: carlosId,
      canceladoEm: new Date('2024-10-01T13:00:00Z'),
    });
    expect(await chargesOfUnit(t.db, 1001, a101)).toEqual([
      expect.objectContaining({ tipo: 'COBRANCA', valor: 80 }),
      {
        tipo: 'ESTORNO',
        valor: -80,
        idReserva: booked.id,
        descricao: 'Estorno: Taxa de utilização: Churrasqueira em 05/10/2024 11:00 às 17:00',
      },
    ]);
    expect(await auditOf('reserva.cancelar', booked.id)).toEqual([
      {
        idCondo: 1001,
        idUsuario: carlosId,
        detalhes: { idArea: churrasqueira, idUnidade: a101, inicio: '2024-10-05T11:00:00', estorno: 80 },
      },
    ]);
    const events = await eventsOf(booked.id);
    expect(events.map((e) => [e.atividade, e.idUnidade, e.entidade])).toEqual([
      ['Reserva de Churrasqueira (05/10/2024 11:00 às 17:00)', a101, 'reserva'],
      ['Reserva de Churrasqueira cancelada (05/10/2024 11:00 às 17:00)', a101, 'reserva'],
    ]);
    const quando = '05/10/2024 11:00 às 17:00';
    expect(sent('reservas')).toEqual(
      sorted(
        expectedNotices(
          'Reserva cancelada: Churrasqueira',
          (nome) =>
            `Olá, ${nome}. A portaria do ${condoName} cancelou a reserva de Churrasqueira da unidade Bloco A - 101 em ${quando}.`,
          `${condoName}: a reserva de Churrasqueira da unidade Bloco A - 101 em ${quando} foi cancelada.`,
        ),
      ),
    );
  });

  test('cancelar reserva de área gratuita: nenhum estorno e a auditoria diz estorno nulo', async () => {
    const booked = (await api.post(RESERVE, reservationBody(salao, a101, '2024-10-02', '10:00', '16:00'))).json();
    expect((await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 })).statusCode).toBe(200);
    expect(await chargesOfUnit(t.db, 1001, a101)).toEqual([]);
    expect((await auditOf('reserva.cancelar', booked.id))[0]!.detalhes).toEqual({
      idArea: salao,
      idUnidade: a101,
      inicio: '2024-10-02T10:00:00',
      estorno: null,
    });
  });

  test('cancelar bloqueio: bloqueio.cancelar na auditoria e na linha do tempo, sem aviso a ninguém', async () => {
    const id = await insertBlock(t.db, 1001, salao, '2024-10-10', '2024-10-11', 1);
    const res = await api.put(`${RESERVE}/status`, { id, idStatus: 90 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      tipoReserva: 'B',
      descriptionIdStatus: 'Cancelado',
      motivo: 1,
      descricaoMotivo: 'Manutenção',
      unidade: null,
      notificados: 0,
    });
    expect(await auditOf('bloqueio.cancelar', id)).toEqual([
      {
        idCondo: 1001,
        idUsuario: carlosId,
        detalhes: { idArea: salao, idUnidade: null, inicio: '2024-10-10T00:00:00', estorno: null },
      },
    ]);
    expect(await auditOf('reserva.cancelar', id)).toEqual([]);
    expect((await eventsOf(id)).map((e) => [e.atividade, e.idUnidade])).toEqual([
      ['Bloqueio de Salão de Festas cancelado (10/10/2024)', null],
    ]);
    expect(t.outbox!.list()).toEqual([]);
  });

  test('cancelar: idStatus diferente de 90 é 400; inexistente, já cancelada ou de outro condomínio é 404 com a mensagem', async () => {
    const booked = (await api.post(RESERVE, reservationBody(salao, a101, '2024-10-02', '10:00', '16:00'))).json();
    const wrong = await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 1 });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, M.statusInvalid]);
    expect((await rowOf(booked.id)).idStatus).toBe(1);
    const missing = await api.put(`${RESERVE}/status`, { id: 999_999, idStatus: 90 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, M.reservationNotFound]);
    const fromB = await t
      .client(await reservationsTokenOfB(t))
      .put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 });
    expect([fromB.statusCode, fromB.json().message]).toEqual([404, M.reservationNotFound]);
    expect((await rowOf(booked.id)).idStatus).toBe(1);
    expect((await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 })).statusCode).toBe(200);
    const again = await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 });
    expect([again.statusCode, again.json().message]).toEqual([404, M.reservationNotFound]);
    expect(await auditOf('reserva.cancelar', booked.id)).toHaveLength(1);
  });

  test('cancelar no limite: a reserva que termina agora já terminou; a que está em andamento ainda se cancela', async () => {
    const insert = async (de: string, ate: string) => {
      const [row] = await t.db
        .insert(areaReservas)
        .values({
          idCondo: 1001,
          idArea: quadra,
          idUnidade: a101,
          tipoReserva: 'R',
          dataInicioReserva: fromLocal(`2024-10-01T${de}:00`),
          dataFimReserva: fromLocal(`2024-10-01T${ate}:00`),
        })
        .returning({ id: areaReservas.id });
      return row!.id;
    };
    const ended = await insert('08:00', '09:00'); // 09:00 is now
    const running = await insert('09:00', '10:00');
    const over = await api.put(`${RESERVE}/status`, { id: ended, idStatus: 90 });
    expect([over.statusCode, over.json().message]).toEqual([400, M.reservationOver]);
    expect((await rowOf(ended)).idStatus).toBe(1);
    const ok = await api.put(`${RESERVE}/status`, { id: running, idStatus: 90 });
    expect([ok.statusCode, ok.json().descriptionIdStatus]).toEqual([200, 'Cancelado']);
  });

  test('área inexistente ou inativa: 404 com a mensagem ao reservar, no calendário, nos horários, na lista e nos anos', async () => {
    await t.db.update(areas).set({ ativo: false }).where(eq(areas.id, quarto));
    for (const idArea of [quarto, 999_999]) {
      const calls = [
        api.post(RESERVE, reservationBody(idArea, a101, '2024-10-02', '12:00', '22:00')),
        api.get(`${RESERVE}/calendar/day/${idArea}`, { datainicio: '01/10/2024', datafim: '31/10/2024' }),
        api.get(`${RESERVE}/calendar/day/hours/${idArea}/${a101}`, { data: '02/10/2024' }),
        api.get(LIST, { datainicio: '01/10/2024', datafim: '31/10/2024', idArea, tiporeserva: 'RESERVA' }),
        api.get(`${RESERVE}/anos`, { idArea, tiporeserva: 'RESERVA' }),
      ];
      for (const res of await Promise.all(calls))
        expect([res.statusCode, res.json().message]).toEqual([404, M.areaNotFound]);
    }
    const listed = (await api.get('/reservaareas/v1/area/condominio/4521')).json() as { id: number }[];
    expect(listed.map((a) => a.id)).not.toContain(quarto);
    expect(await t.db.select().from(areaReservas)).toEqual([]);
  });

  test('horários de uma unidade de outro condomínio: 404 com a mensagem, mesmo depois da mesma consulta com a unidade certa', async () => {
    expect(await slotsOf(api, salao, a101, '02/10/2024')).toEqual(['10:00-16:00', '18:00-23:00']);
    const res = await api.get(`${RESERVE}/calendar/day/hours/${salao}/${t.units.torre101}`, { data: '02/10/2024' });
    expect([res.statusCode, res.json().message]).toEqual([404, M.unitNotFound]);
  });

  test('observação de 257 caracteres, origem de 31 e horário que passa da meia-noite: 400 com a mensagem', async () => {
    const base = reservationBody(salao, a101, '2024-10-02', '10:00', '16:00');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, observacao: 'x'.repeat(257) }, M.observationTooLong],
      [{ ...base, origemReserva: 'O'.repeat(31) }, M.originTooLong],
      [{ ...base, dataFimReserva: '2024-10-03T16:00:00' }, M.slotNotOffered],
      [{ ...base, idArea: 'abc' }, M.areaNotFound],
      [{ ...base, idUnidade: 0 }, M.unitNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await api.post(RESERVE, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await t.db.select().from(areaReservas)).toEqual([]);
    const longest = await api.post(RESERVE, { ...base, observacao: 'x'.repeat(256), origemReserva: 'O'.repeat(30) });
    expect([longest.statusCode, longest.json().observacao.length]).toEqual([201, 256]);
  });

  test('horário que só termina como um da área, ou que junta dois horários seguidos: 400 com a mensagem', async () => {
    const cases = [
      reservationBody(salao, a101, '2024-10-02', '11:00', '16:00'),
      reservationBody(quadra, a101, '2024-10-02', '08:00', '10:00'),
    ];
    for (const body of cases) {
      const res = await api.post(RESERVE, body);
      expect([body.dataInicioReserva, res.statusCode, res.json().message]).toEqual([
        body.dataInicioReserva,
        400,
        M.slotNotOffered,
      ]);
    }
    expect(await t.db.select().from(areaReservas)).toEqual([]);
  });

  test('cancelar de novo uma reserva cancelada que já terminou: 404 (não há o que cancelar), não 400', async () => {
    const booked = (await api.post(RESERVE, reservationBody(quadra, a101, '2024-10-01', '10:00', '11:00'))).json();
    expect((await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 })).statusCode).toBe(200);
    t.clock.advance(3 * 60 * 60_000); // 12:00, after the slot's end
    const again = await api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 });
    expect([again.statusCode, again.json().message]).toEqual([404, M.reservationNotFound]);
    expect(await chargesOfUnit(t.db, 1001, a101)).toEqual([
      expect.objectContaining({ tipo: 'COBRANCA', valor: 25 }),
      expect.objectContaining({ tipo: 'ESTORNO', valor: -25 }),
    ]);
  });

  test('avisos só por canal que o morador tem: notificados conta quem tem e-mail ou telefone, e quem não tem nenhum fica de fora', async () => {
    const b302 = t.units.b302;
    const added = await t.db
      .insert(pessoas)
      .values([
        { idUnidade: b302, cpf: '90000000001', nome: 'Só Email Teste', email: 'so.email@example.com', telefone: null },
        { idUnidade: b302, cpf: '90000000002', nome: 'Só Telefone Teste', email: null, telefone: '11990000002' },
        { idUnidade: b302, cpf: '90000000003', nome: 'Sem Canal Teste', email: null, telefone: null },
      ])
      .returning({ id: pessoas.id });
    try {
      const people = await t.db
        .select({ email: pessoas.email, telefone: pessoas.telefone })
        .from(pessoas)
        .where(eq(pessoas.idUnidade, b302));
      const reachable = people.filter((p) => p.email !== null || p.telefone !== null).length;
      const res = await api.post(RESERVE, reservationBody(salao, b302, '2024-10-02', '10:00', '16:00'));
      expect(res.statusCode).toBe(201);
      expect(res.json().notificados).toBe(reachable);
      expect(reachable).toBe(people.length - 1);
      const to = (channel: string) =>
        entries('reservas')
          .filter((m) => m.channel === channel)
          .map((m) => m.to);
      expect(to('email')).toContain('so.email@example.com');
      expect(to('sms')).toContain('11990000002');
      expect(to('email')).toHaveLength(people.filter((p) => p.email !== null).length);
      expect(to('sms')).toHaveLength(people.filter((p) => p.telefone !== null).length);
    } finally {
      await t.db.delete(pessoas).where(
        inArray(
          pessoas.id,
          added.map((p) => p.id),
        ),
      );
    }
  });

  test('bloqueio de motivo desconhecido (dado antigo): listado com o motivo e sem descrição', async () => {
    const id = await insertBlock(t.db, 1001, salao, '2024-10-10', '2024-10-11', 7);
    const res = await api.get(LIST, {
      datainicio: '01/10/2024',
      datafim: '31/10/2024',
      idArea: salao,
      tiporeserva: 'BLOQUEIO',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ id, motivo: 7, descricaoMotivo: null, unidade: null, idUnidade: null }]);
  });

  test('uma reserva tira só o seu horário: os vizinhos continuam livres e reserváveis', async () => {
    expect(await slotsOf(api, quadra, a101, '02/10/2024')).toHaveLength(14);
    expect((await api.post(RESERVE, reservationBody(quadra, a101, '2024-10-02', '10:00', '11:00'))).statusCode).toBe(
      201,
    );
    const free = await slotsOf(api, quadra, t.units.b302, '02/10/2024');
    expect(free).toHaveLength(13);
    expect(free).not.toContain('10:00-11:00');
    expect(free).toEqual(expect.arrayContaining(['09:00-10:00', '11:00-12:00']));
    for (const [de, ate] of [
      ['09:00', '10:00'],
      ['11:00', '12:00'],
    ] as const) {
      const res = await api.post(RESERVE, reservationBody(quadra, t.units.b302, '2024-10-02', de, ate));
      expect(res.statusCode).toBe(201);
    }
  });

  test('janela de reserva: o último dia permitido aceita e o seguinte não; sem antecedência mínima, hoje aceita', async () => {
    // Quadra: 0 to 30 days ahead.
    expect(await slotsOf(api, quadra, a101, '31/10/2024')).toHaveLength(14);
    expect(await slotsOf(api, quadra, a101, '01/11/2024')).toEqual([]);
    expect((await api.post(RESERVE, reservationBody(quadra, a101, '2024-10-31', '08:00', '09:00'))).statusCode).toBe(
      201,
    );
    const far = await api.post(RESERVE, reservationBody(quadra, a101, '2024-11-01', '08:00', '09:00'));
    expect([far.statusCode, far.json().message]).toEqual([400, M.outsideWindow]);
    expect((await api.post(RESERVE, reservationBody(quadra, a101, '2024-10-01', '20:00', '21:00'))).statusCode).toBe(
      201,
    );
    // Salão: from 1 day ahead, so tomorrow is the first day.
    expect((await api.post(RESERVE, reservationBody(salao, a101, '2024-10-02', '18:00', '23:00'))).statusCode).toBe(
      201,
    );
    // Churrasqueira opens on weekends only (1 Sunday, 7 Saturday): Saturday and Sunday yes, Friday and Monday no.
    expect(await slotsOf(api, churrasqueira, a101, '05/10/2024')).toEqual(['11:00-17:00', '18:00-23:00']);
    expect(await slotsOf(api, churrasqueira, a101, '06/10/2024')).toEqual(['11:00-17:00', '18:00-23:00']);
    expect(await slotsOf(api, churrasqueira, a101, '04/10/2024')).toEqual([]);
    expect(await slotsOf(api, churrasqueira, a101, '07/10/2024')).toEqual([]);
    const monday = await api.post(RESERVE, reservationBody(churrasqueira, a101, '2024-10-07', '11:00', '17:00'));
    expect([monday.statusCode, monday.json().message]).toEqual([400, M.weekdayClosed]);
    expect(
      (await api.post(RESERVE, reservationBody(churrasqueira, a101, '2024-10-06', '11:00', '17:00'))).statusCode,
    ).toBe(201);
  });

  test('um bloqueio vale só para o seu dia: o dia seguinte aceita reservas e mostra os horários', async () => {
    await insertBlock(t.db, 1001, salao, '2024-10-10', '2024-10-11');
    expect(await slotsOf(api, salao, a101, '09/10/2024')).toEqual(['10:00-16:00', '18:00-23:00']);
    expect(await slotsOf(api, salao, a101, '11/10/2024')).toEqual(['10:00-16:00', '18:00-23:00']);
    const days = (
      await api.get(`${RESERVE}/calendar/day/${salao}`, { datainicio: '09/10/2024', datafim: '11/10/2024' })
    ).json();
    expect(days).toEqual([
      { data: '2024-10-09', B: false },
      { data: '2024-10-10', B: true },
      { data: '2024-10-11', B: false },
    ]);
    expect((await api.post(RESERVE, reservationBody(salao, a101, '2024-10-11', '10:00', '16:00'))).statusCode).toBe(
      201,
    );
    expect((await api.post(RESERVE, reservationBody(salao, a101, '2024-10-09', '18:00', '23:00'))).statusCode).toBe(
      201,
    );
    // A reservation of the day is no block: the day's other slot is still booked.
    expect((await api.post(RESERVE, reservationBody(salao, a101, '2024-10-11', '18:00', '23:00'))).statusCode).toBe(
      201,
    );
    // Nor in the calendar, which reads the blocks alone: the 11th, fully booked, is not a B day.
    const after = await api.get(`${RESERVE}/calendar/day/${salao}`, {
      datainicio: '09/10/2024',
      datafim: '11/10/2024',
    });
    expect(after.json()).toEqual([
      { data: '2024-10-09', B: false },
      { data: '2024-10-10', B: true },
      { data: '2024-10-11', B: false },
    ]);
  });

  test('lista do período: do primeiro ao último dia inclusive, por início; reservas e bloqueios separados', async () => {
    const book = async (idArea: number, day: string, de: string, ate: string) => {
      const res = await api.post(RESERVE, reservationBody(idArea, a101, day, de, ate));
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const late = await book(quadra, '2024-10-03', '21:00', '22:00');
    const early = await book(quadra, '2024-10-02', '08:00', '09:00');
    const next = await book(quadra, '2024-10-04', '08:00', '09:00');
    const before = await book(quadra, '2024-10-01', '21:00', '22:00');
    await book(salao, '2024-10-02', '10:00', '16:00');
    const block = await insertBlock(t.db, 1001, quadra, '2024-10-05', '2024-10-06');
    const ids = async (datainicio: string, datafim: string, tiporeserva = 'RESERVA') => {
      const res = await api.get(LIST, { datainicio, datafim, idArea: quadra, tiporeserva });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number }[]).map((r) => r.id);
    };
    expect(await ids('02/10/2024', '03/10/2024')).toEqual([early, late]);
    expect(await ids('03/10/2024 00:00:00', '03/10/2024 23:59:59')).toEqual([late]);
    expect(await ids('01/10/2024', '31/10/2024')).toEqual([before, early, late, next]);
    expect(await ids('01/10/2024', '31/10/2024', 'BLOQUEIO')).toEqual([block]);
    expect(await ids('05/10/2024', '05/10/2024')).toEqual([]);
  });

  test('lista e calendário: período invertido, de mais de 366 dias, data inválida, tipo inválido e outra referência', async () => {
    const list = (q: Record<string, string | number>) =>
      api.get(LIST, { datainicio: '01/10/2024', datafim: '31/10/2024', idArea: quadra, tiporeserva: 'RESERVA', ...q });
    const calendar = (q: Record<string, string>) =>
      api.get(`${RESERVE}/calendar/day/${quadra}`, { datainicio: '01/10/2024', datafim: '31/10/2024', ...q });
    const cases: [Promise<{ statusCode: number; json: () => { message: string } }>, number, string][] = [
      [list({ datafim: '30/09/2024' }), 400, M.rangeInvalid],
      [list({ datainicio: '01/01/2024', datafim: '02/01/2025' }), 400, M.rangeTooLong],
      [list({ datainicio: '31/02/2024' }), 400, M.dateInvalid],
      [list({ tiporeserva: 'R' }), 400, M.tipoInvalid],
      [
        api.get('/reservaareas/v1/areareserva/condominio/7310', {
          datainicio: '01/10/2024',
          datafim: '31/10/2024',
          idArea: quadra,
          tiporeserva: 'RESERVA',
        }),
        403,
        M.otherCondominium,
      ],
      [calendar({ datafim: '30/09/2024' }), 400, M.rangeInvalid],
      [calendar({ datainicio: '01/01/2024', datafim: '02/01/2025' }), 400, M.rangeTooLong],
      [calendar({ datainicio: '2024-10-01' }), 400, M.dateInvalid],
      [api.get(`${RESERVE}/calendar/day/hours/${quadra}/${a101}`, { data: '32/10/2024' }), 400, M.dateInvalid],
      [api.get(`${RESERVE}/calendar/day/hours/${quadra}/${a101}`, { data: '01/01/1800' }), 400, M.dateInvalid],
    ];
    for (const [call, status, message] of cases) {
      const res = await call;
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    // A whole leap year plus one day is the longest range.
    expect((await list({ datainicio: '01/01/2024', datafim: '01/01/2025' })).statusCode).toBe(200);
  });

  test('avisos de uma reserva: um por morador e canal, enviados; reserva inexistente ou de outro condomínio é 404', async () => {
    const booked = (await api.post(RESERVE, reservationBody(salao, a101, '2024-10-02', '10:00', '16:00'))).json();
    const res = await api.get(`${RESERVE}/avisos/${booked.id}`);
    expect(res.statusCode).toBe(200);
    const notices = res.json();
    const channels = residents.flatMap((r) => [...(r.email ? ['email'] : []), ...(r.telefone ? ['sms'] : [])]);
    expect(notices.data).toHaveLength(channels.length);
    expect(notices.data.map((n: { canal: string }) => n.canal).sort()).toEqual([...channels].sort());
    expect(notices).toMatchObject({ status: 'ENVIADO', moradores: residents.length, falhas: 0, pendentes: 0 });
    const missing = await api.get(`${RESERVE}/avisos/999999`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, M.reservationNotFound]);
    const fromB = await t.client(await reservationsTokenOfB(t)).get(`${RESERVE}/avisos/${booked.id}`);
    expect([fromB.statusCode, fromB.json().message]).toEqual([404, M.reservationNotFound]);
  });
});
