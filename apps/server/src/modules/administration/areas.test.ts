import { and, eq } from 'drizzle-orm';
import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import { RESERVATION_MESSAGES as RM } from '@portaria/shared/reservations/reservations.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { areaReservas, auditLog, cobrancasUnidade } from '../../db/schema/index.ts';
import { bumpDataVersion } from '../../platform/lists/data-version.repository.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';
import { areaIdOf, reservationBody, slotsOf } from '../reservations/reservations.test-support.ts';

const RENATA = { cpf: '74185296355', password: 'Admin@2024' };
const AREAS = '/administracao/areas';
const RESERVE = '/reservaareas/v1/areareserva';

const body = (patch: object = {}) => ({
  nomeArea: 'Espaço Gourmet',
  capacidade: 15,
  valorTaxaUtilizacao: 50,
  qtMinDiasDisponivelReserva: 1,
  qtDiasDisponivelReserva: 30,
  diasSemana: [6, 7, 7],
  abertura: '10:00',
  fechamento: '22:00',
  diaInteiro: false,
  horarios: [
    { de: '16:00', ate: '22:00' },
    { de: '10:00', ate: '15:00' },
  ],
  precisaAprovacao: true,
  ...patch,
});

// The fixture's clock: 2024-10-01 12:00 UTC = Tuesday 09:00 in São Paulo; the demo's bookings start in 2025.
describe('áreas comuns, bloqueios e regras de mudança no console', () => {
  let t: Fixture;
  let syndic: AreaClient;
  let desk: AreaClient;
  let churrasqueira: number;

  beforeAll(async () => {
    t = await createFixture();
    syndic = t.client(await contextToken(t.app, MARIA, 1001));
    desk = t.client(t.tokens.a);
    churrasqueira = await areaIdOf(t.db, 1001, 'Churrasqueira');
  });
  beforeEach(async () => {
    t.clock.set(new Date('2024-10-01T12:00:00Z'));
    await t.db.delete(cobrancasUnidade);
    await t.db.delete(areaReservas);
    await bumpDataVersion(t.db, 1001, 'reservas');
    t.outbox!.clear();
  });
  afterAll(() => t.close());

  test('a síndica cria uma área por horários; a portaria a vê com os dias, os horários em ordem e a taxa', async () => {
    const res = await syndic.post(AREAS, body());
    expect(res.statusCode).toBe(201);
    const area = res.json();
    expect(area).toMatchObject({
      nomeArea: 'Espaço Gourmet',
      flagAreaPaga: 1,
      valorTaxaUtilizacao: 50,
      diasSemana: [6, 7],
      diaInteiro: false,
      horarios: [
        { de: '10:00', ate: '15:00' },
        { de: '16:00', ate: '22:00' },
      ],
      precisaAprovacao: true,
      ativo: true,
    });
    const list = (await syndic.get(AREAS)).json().data as { nomeArea: string }[];
    expect(list.map((a) => a.nomeArea)).toContain('Espaço Gourmet');
    const deskAreas = (await desk.get('/reservaareas/v1/area/condominio/4521')).json() as { id: number }[];
    expect(deskAreas.find((a) => a.id === area.id)).toMatchObject({ flagAreaPaga: 1, diasSemana: [6, 7] });
    // Friday 04/10 opens (6), Tuesday 01/10 does not; 1 day ahead at least.
    expect(await slotsOf(desk, area.id, t.units.a101, '04/10/2024')).toEqual(['10:00-15:00', '16:00-22:00']);
    expect(await slotsOf(desk, area.id, t.units.a101, '08/10/2024')).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'area.criar'), eq(auditLog.idEntidade, String(area.id))));
    expect(audit).toBeDefined();
  });

  test('dia inteiro: uma só reserva do horário de abertura ao de fechamento', async () => {
    const res = await syndic.post(AREAS, body({ nomeArea: 'Quiosque', diaInteiro: true, horarios: [] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ diaInteiro: true, horarios: [{ de: '10:00', ate: '22:00' }] });
    expect(await slotsOf(desk, res.json().id, t.units.a101, '05/10/2024')).toEqual(['10:00-22:00']);
  });

  test.each([
    [{ horarios: [{ de: '09:00', ate: '12:00' }] }, M.slotOutsideOpening],
    [{ horarios: [{ de: '12:00', ate: '11:00' }] }, M.slotInverted],
    [
      {
        horarios: [
          { de: '10:00', ate: '13:00' },
          { de: '12:00', ate: '14:00' },
        ],
      },
      M.slotsOverlap,
    ],
    [{ horarios: [] }, M.slotsRequired],
    [{ abertura: '22:00', fechamento: '10:00' }, M.openingInverted],
    [{ abertura: '25:00' }, M.timeInvalid],
    [{ qtMinDiasDisponivelReserva: 10, qtDiasDisponivelReserva: 5 }, M.advanceInverted],
    [{ qtDiasDisponivelReserva: 400 }, M.advanceInvalid],
    [{ diasSemana: [] }, M.weekdaysRequired],
    [{ diasSemana: [0] }, M.weekdaysRequired],
    [{ capacidade: 0 }, M.capacityInvalid],
    [{ valorTaxaUtilizacao: -1 }, M.feeInvalid],
    [{ nomeArea: '   ' }, M.nameRequired],
  ])('regra da área recusada com 400 em pt-BR: %j', async (patch, message) => {
    const res = await syndic.post(AREAS, body({ nomeArea: 'Área Recusada', ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  test('nome repetido entre as ativas é 409; a edição muda a taxa (com o antes e o depois na auditoria)', async () => {
    const dup = await syndic.post(AREAS, body({ nomeArea: 'churrasqueira' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: M.nameTaken });
    const before = (await syndic.get(AREAS)).json().data.find((a: { id: number }) => a.id === churrasqueira);
    expect(before).toMatchObject({
      abertura: '11:00',
      fechamento: '23:00',
      diaInteiro: false,
      precisaAprovacao: false,
    });
    const edited = await syndic.put(`${AREAS}/${churrasqueira}`, { ...before, valorTaxaUtilizacao: 0 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ flagAreaPaga: 0, valorTaxaUtilizacao: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'area.editar'), eq(auditLog.idEntidade, String(churrasqueira))));
    expect(audit!.detalhes).toEqual({ valorTaxaUtilizacao: { antes: 80, depois: 0 } });
    const booked = await desk.post(
      RESERVE,
      reservationBody(churrasqueira, t.units.a101, '2024-10-05', '11:00', '17:00'),
    );
    expect(booked.json().valorCobranca).toBeNull();
    await syndic.put(`${AREAS}/${churrasqueira}`, before);
  });

  test('área de outro condomínio: 404 para editar, desativar e bloquear', async () => {
    const other = await areaIdOf(t.db, 1002, 'Salão de Festas');
    for (const res of [
      await syndic.put(`${AREAS}/${other}`, body({ nomeArea: 'Invasão' })),
      await syndic.post(`${AREAS}/${other}/desativar`),
      await syndic.get(`${AREAS}/${other}/bloqueios/conflitos`, { dataDe: '2024-10-02', dataAte: '2024-10-03' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.areaNotFound });
    }
  });

  test('desativar: recusado com reserva futura; depois some da portaria e volta ao reativar', async () => {
    const booked = await desk.post(
      RESERVE,
      reservationBody(churrasqueira, t.units.a101, '2024-10-05', '11:00', '17:00'),
    );
    const refused = await syndic.post(`${AREAS}/${churrasqueira}/desativar`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.futureBookings.replace('{n}', '1') });
    await desk.put(`${RESERVE}/status`, { id: booked.json().id, idStatus: 90 });
    const off = await syndic.post(`${AREAS}/${churrasqueira}/desativar`);
    expect(off.json()).toMatchObject({ ativo: false });
    const names = async () =>
      ((await desk.get('/reservaareas/v1/area/condominio/4521')).json() as { id: number }[]).map((a) => a.id);
    expect(await names()).not.toContain(churrasqueira);
    expect(
      (await desk.post(RESERVE, reservationBody(churrasqueira, t.units.a101, '2024-10-06', '11:00', '17:00')))
        .statusCode,
    ).toBe(404);
    expect((await syndic.post(`${AREAS}/${churrasqueira}/reativar`)).json()).toMatchObject({ ativo: true });
    expect(await names()).toContain(churrasqueira);
  });

  test('bloqueio: a prévia lista a reserva (unidade, data, moradores); confirmado, cancela, estorna e avisa', async () => {
    const booked = (
      await desk.post(RESERVE, reservationBody(churrasqueira, t.units.a101, '2024-10-05', '11:00', '17:00'))
    ).json();
    const preview = await syndic.get(`${AREAS}/${churrasqueira}/bloqueios/conflitos`, {
      dataDe: '2024-10-04',
      dataAte: '2024-10-06',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      dias: 3,
      jaBloqueados: 0,
      data: [
        {
          id: booked.id,
          dataInicioReserva: '2024-10-05T11:00:00',
          unidade: { nome: '101', nmBloco: 'Bloco A' },
          valorCobranca: 80,
        },
      ],
    });
    expect(preview.json().data[0].moradores.length).toBeGreaterThan(0);

    const block = { dataDe: '2024-10-04', dataAte: '2024-10-06', motivo: 1, observacao: 'Troca do piso' };
    const unconfirmed = await syndic.post(`${AREAS}/${churrasqueira}/bloqueios`, block);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({ message: M.clashesChanged });

    const done = await syndic.post(`${AREAS}/${churrasqueira}/bloqueios`, { ...block, reservas: [booked.id] });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ dias: 3, canceladas: 1 });
    expect(done.json().notificados).toBeGreaterThan(0);
    const cancelled = await t.db.select().from(areaReservas).where(eq(areaReservas.id, booked.id));
    expect(cancelled[0]!.idStatus).toBe(90);
    const lines = await t.db.select().from(cobrancasUnidade).where(eq(cobrancasUnidade.idReserva, booked.id));
    expect(lines.map((l) => [l.tipo, l.valor]).sort()).toEqual([
      ['COBRANCA', 80],
      ['ESTORNO', -80],
    ]);
    const notice = t.outbox!.list().find((m) => m.subject === 'Reserva cancelada: Churrasqueira bloqueada');
    expect(notice?.body).toContain('bloqueou Churrasqueira de 04/10/2024 a 06/10/2024 (Manutenção)');
    expect(notice?.body).toContain('unidade Bloco A - 101 em 05/10/2024 11:00 às 17:00');
    expect(notice?.body).toContain('A taxa de utilização de R$ 80,00 foi estornada.');

    const days = await desk.get(`${RESERVE}/calendar/day/${churrasqueira}`, {
      datainicio: '03/10/2024 00:00:00',
      datafim: '07/10/2024 23:59:59',
    });
    expect((days.json() as { B: boolean }[]).map((d) => d.B)).toEqual([true, true, true, true, true]);
    const blocks = await desk.get(`${RESERVE}/condominio/4521`, {
      datainicio: '01/10/2024',
      datafim: '31/10/2024',
      idArea: churrasqueira,
      tiporeserva: 'BLOQUEIO',
    });
    expect((blocks.json() as { descricaoMotivo: string }[]).map((b) => b.descricaoMotivo)).toEqual([
      'Manutenção',
      'Manutenção',
      'Manutenção',
    ]);
    const again = await syndic.post(`${AREAS}/${churrasqueira}/bloqueios`, { ...block, motivo: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.blockAlreadyBlocked });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'bloqueio.criar'), eq(auditLog.idEntidade, String(churrasqueira))));
    expect(audit!.detalhes).toMatchObject({ dias: 3, motivo: 'Manutenção', reservasCanceladas: [booked.id] });
  });

  test('bloqueio de hoje começa agora (a reserva já terminada fica); antes de hoje é 400; motivo fora da lista 400', async () => {
    const quadra = await areaIdOf(t.db, 1001, 'Quadra Poliesportiva');
    // 09:00 in São Paulo: the 08:00 slot has ended, the 10:00 one has not.
    await t.db.insert(areaReservas).values({
      idCondo: 1001,
      idArea: quadra,
      idUnidade: t.units.a101,
      tipoReserva: 'R',
      dataInicioReserva: new Date('2024-10-01T11:00:00Z'),
      dataFimReserva: new Date('2024-10-01T12:00:00Z'),
    });
    const later = (
      await desk.post(RESERVE, reservationBody(quadra, t.units.b302, '2024-10-01', '10:00', '11:00'))
    ).json();
    const preview = await syndic.get(`${AREAS}/${quadra}/bloqueios/conflitos`, {
      dataDe: '2024-10-01',
      dataAte: '2024-10-01',
    });
    expect(preview.json().data.map((c: { id: number }) => c.id)).toEqual([later.id]);
    const done = await syndic.post(`${AREAS}/${quadra}/bloqueios`, {
      dataDe: '2024-10-01',
      dataAte: '2024-10-01',
      motivo: 2,
      reservas: [later.id],
    });
    expect(done.statusCode).toBe(201);
    expect(await slotsOf(desk, quadra, t.units.a101, '01/10/2024')).toEqual([]);
    const past = await syndic.post(`${AREAS}/${quadra}/bloqueios`, {
      dataDe: '2024-09-30',
      dataAte: '2024-10-02',
      motivo: 1,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: M.blockInPast });
    const reason = await syndic.post(`${AREAS}/${quadra}/bloqueios`, {
      dataDe: '2024-10-02',
      dataAte: '2024-10-02',
      motivo: 4,
    });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().message).toContain(M.reasonInvalid);
    const inverted = await syndic.get(`${AREAS}/${quadra}/bloqueios/conflitos`, {
      dataDe: '2024-10-03',
      dataAte: '2024-10-02',
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toContain(M.blockRangeInverted);
    expect(RM.blocked).toBe('Bloqueio realizado com sucesso!');
  });

  test('regras de mudança: a síndica muda dias e horários; a portaria passa a seguir as novas', async () => {
    const rules = (await syndic.get('/administracao/mudancas/regras')).json();
    expect(rules).toMatchObject({ ativo: true, diasPermitidos: 126, diasAntecedencia: 2 });
    const { id_mudanca_regra: _id, ...values } = rules;
    // Saturday (bit 6) off, 3 days ahead, 09:00–18:00 on weekdays.
    const next = {
      ...values,
      diasPermitidos: 62,
      diasAntecedencia: 3,
      horaSemanaInicio: '09:00',
      horaSemanaFim: '18:00',
    };
    const saved = await syndic.put('/administracao/mudancas/regras', next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...next, id_mudanca_regra: rules.id_mudanca_regra });
    expect((await desk.get('/mudanca/regra', { id: 4521 })).json()).toMatchObject(next);
    const saturday = await desk.post('/mudanca', {
      unidade: t.units.a101,
      dataAgendada: '2024-10-05',
      status: 'PENDENTE',
    });
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json()).toEqual({ message: RM.moveDayForbidden });
    const move = await desk.post('/mudanca', { unidade: t.units.a101, dataAgendada: '2024-10-07', status: 'PENDENTE' });
    expect(move.json()).toMatchObject({ dataAgendada: '2024-10-07T09:00:00', horarioFim: '2024-10-07T18:00:00' });
    await desk.delete(`/mudanca/${move.json().id_mudanca}`);
    const bad = await syndic.put('/administracao/mudancas/regras', {
      ...next,
      horaFdsInicio: '13:00',
      horaFdsFim: '12:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(M.moveHoursInverted);
    await syndic.put('/administracao/mudancas/regras', values);
  });

  test('condomínio sem regras: os padrões com id nulo; salvar cria a linha', async () => {
    const renata = await contextToken(t.app, RENATA, 1001);
    const created = await t
      .client(renata)
      .post('/administracao/condominios', { nome: 'Mudanças Novas', multiplosBlocos: true });
    const admin = t.client(await contextToken(t.app, RENATA, created.json().idCondo));
    const start = (await admin.get('/administracao/mudancas/regras')).json();
    expect(start).toMatchObject({ id_mudanca_regra: null, ativo: false });
    expect((await admin.get(AREAS)).json()).toEqual({ data: [] });
    const { id_mudanca_regra: _id, ...values } = start;
    const saved = await admin.put('/administracao/mudancas/regras', { ...values, ativo: true });
    expect(saved.json().id_mudanca_regra).toEqual(expect.any(Number));
  });

  test('o porteiro sem a permissão das áreas recebe 403', async () => {
    const res = await desk.get(AREAS);
    expect(res.statusCode).toBe(403);
  });
});
