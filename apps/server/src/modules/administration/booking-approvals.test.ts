import { APPROVAL_MESSAGES as M } from '@portaria/shared/administration/booking-approvals.messages';
import { RESERVATION_MESSAGES as R } from '@portaria/shared/reservations/reservations.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areas, auditLog, cobrancasUnidade, timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';

// The fixture's clock: 2024-10-01 09:00 in São Paulo; the Churrasqueira (R$ 80) opens Sundays and Saturdays.
const booking = (idArea: number, idUnidade: number, day: string) => ({
  idArea,
  idUnidade,
  dataInicioReserva: `${day}T11:00:00`,
  dataFimReserva: `${day}T17:00:00`,
  tipoReserva: 'R',
  observacao: null,
  dataInclusao: `${day}T00:00:00`,
  origemReserva: 'PORTARIA',
});

describe('reservas em áreas que precisam de aprovação do síndico', () => {
  let t: Fixture;
  let grill: number;
  beforeAll(async () => {
    t = await createFixture();
    const [row] = await t.db
      .update(areas)
      .set({ precisaAprovacao: true })
      .where(and(eq(areas.idCondo, 1001), eq(areas.nomeArea, 'Churrasqueira')))
      .returning({ id: areas.id });
    grill = row!.id;
  });
  afterAll(() => t.close());

  test('a reserva da portaria fica aguardando, segura o horário e avisa; o síndico aprova e a unidade é avisada', async () => {
    const desk = t.client(t.tokens.a);
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const res = await desk.post('/reservaareas/v1/areareserva', booking(grill, t.units.a101, '2024-10-05'));
    expect(res.statusCode).toBe(201);
    expect(res.json().descriptionIdStatus).toBe(R.statusPending);
    const id = res.json().id as number;
    expect(t.outbox!.list()[0]!.body).toContain('aguarda aprovação do síndico');
    const taken = await desk.post('/reservaareas/v1/areareserva', booking(grill, t.units.b302, '2024-10-05'));
    expect(taken.statusCode).toBe(409);

    const pending = (await syndic.get('/administracao/reservas/pendentes')).json().data;
    expect(pending).toEqual([
      {
        id,
        nomeArea: 'Churrasqueira',
        nomeUnidade: 'Bloco A - 101',
        dataInicioReserva: '2024-10-05T11:00:00',
        dataFimReserva: '2024-10-05T17:00:00',
        valorCobranca: 80,
      },
    ]);
    const approved = await syndic.post(`/administracao/reservas/${id}/aprovar`);
    expect(approved.json()).toEqual({ message: M.approved });
    expect(t.outbox!.list()[0]!.body).toContain('aprovou a reserva de Churrasqueira da unidade Bloco A - 101');
    const month = { datainicio: '01/10/2024', datafim: '31/10/2024', idArea: grill, tiporeserva: 'RESERVA' };
    const listed = (await desk.get('/reservaareas/v1/areareserva/condominio/4521', month)).json() as {
      id: number;
      descriptionIdStatus: string;
    }[];
    expect(listed.find((r) => r.id === id)?.descriptionIdStatus).toBe(R.statusActive);
    const again = await syndic.post(`/administracao/reservas/${id}/aprovar`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: M.notFound });
  });

  test('recusada, o horário fica livre, a taxa é estornada e a auditoria registra; o porteiro não aprova', async () => {
    const desk = t.client(t.tokens.a);
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const id = (await desk.post('/reservaareas/v1/areareserva', booking(grill, t.units.a101, '2024-10-06'))).json()
      .id as number;
    const refused = await syndic.post(`/administracao/reservas/${id}/recusar`);
    expect(refused.json()).toEqual({ message: M.refused });
    const lines = await t.db.select().from(cobrancasUnidade).where(eq(cobrancasUnidade.idReserva, id));
    expect(lines.map((l) => [l.tipo, l.valor]).sort()).toEqual([
      ['COBRANCA', 80],
      ['ESTORNO', -80],
    ]);
    const retaken = await desk.post('/reservaareas/v1/areareserva', booking(grill, t.units.b302, '2024-10-06'));
    expect(retaken.statusCode).toBe(201);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'reserva.recusar'));
    expect(entry).toMatchObject({ idCondo: 1001, idEntidade: String(id) });
    const events = await t.db
      .select()
      .from(timelineEvents)
      .where(eq(timelineEvents.idEntidade, String(id)));
    expect(events.map((e) => e.atividade)).toContain(
      'Reserva de Churrasqueira recusada pelo síndico (06/10/2024 11:00 às 17:00)',
    );
    expect((await desk.post(`/administracao/reservas/${retaken.json().id}/aprovar`)).statusCode).toBe(403);
  });
});
