import { and, eq, sql } from 'drizzle-orm';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { bumpDataVersion } from '../../platform/lists/data-version.repository.ts';
import { areaReservas, auditLog, cobrancasUnidade, mudancas } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { fromLocal } from './local-time.ts';
import { chargesOfUnit } from './reservations.repository.ts';
import { RESERVE, areaIdOf, insertBlock, reservationBody, slotsOf } from './reservations.test-support.ts';

// The cached answers against the clock and the writes, and the same cancellation or move sent several times at once:
// the later ones must find nothing to undo, on PostgreSQL too, where they really overlap (the UPDATE's own filter
// decides, not the read before it). The fixture's clock: Tuesday 2024-10-01 09:00 in São Paulo.
// PGlite runs one transaction at a time: a request can never meet another one's uncommitted write there.
const isPglite = !process.env.TEST_DATABASE_URL;

describe('reservas e mudanças: cache e pedidos simultâneos', () => {
  let t: Fixture;
  let api: AreaClient;
  let salao: number;
  let quadra: number;
  let a101: number;

  beforeAll(async () => {
    t = await createFixture();
    api = t.client(t.tokens.a);
    salao = await areaIdOf(t.db, 1001, 'Salão de Festas');
    quadra = await areaIdOf(t.db, 1001, 'Quadra Poliesportiva');
    a101 = t.units.a101;
  });
  beforeEach(async () => {
    t.clock.set(new Date('2024-10-01T12:00:00Z'));
    await t.db.delete(cobrancasUnidade);
    await t.db.delete(areaReservas);
    await t.db.delete(mudancas);
    await bumpDataVersion(t.db, 1001, 'reservas');
    t.outbox!.clear();
  });
  afterAll(() => t.close());

  /**
   * Sends `request` while another transaction holds the uncommitted write of `hold`, and commits it once the request
   * waits on that write's lock: the request's checks read before the commit, its own write meets the committed row.
   */
  const againstUncommitted = async <T>(hold: (tx: Database) => Promise<unknown>, request: () => Promise<T>) => {
    let settled = false;
    let pending!: Promise<T>;
    await t.db.transaction(async (tx) => {
      await hold(tx);
      pending = request().finally(() => {
        settled = true;
      });
      for (;;) {
        const waiting = (await t.db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: unknown[] };
        if (waiting.rows.length > 0 || settled) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    return pending;
  };

  test('horários de hoje em cache: o que termina sai no minuto seguinte, antes de o cache expirar', async () => {
    t.clock.set(new Date('2024-10-01T12:59:30Z')); // 09:59:30
    const before = await slotsOf(api, quadra, a101, '01/10/2024');
    expect(before[0]).toBe('09:00-10:00');
    t.clock.advance(45_000); // 10:00:15, well inside the cache's minute of life
    const after = await slotsOf(api, quadra, a101, '01/10/2024');
    expect(after[0]).toBe('10:00-11:00');
    expect(after).toHaveLength(before.length - 1);
  });

  test('o calendário em cache mostra um bloqueio novo e deixa de mostrar o cancelado', async () => {
    const week = { datainicio: '08/10/2024', datafim: '10/10/2024' };
    const blocked = async () =>
      ((await api.get(`${RESERVE}/calendar/day/${salao}`, week)).json() as { data: string; B: boolean }[])
        .filter((d) => d.B)
        .map((d) => d.data);
    expect(await blocked()).toEqual([]);
    const id = await insertBlock(t.db, 1001, salao, '2024-10-09', '2024-10-10');
    expect(await blocked()).toEqual(['2024-10-09']);
    expect((await api.put(`${RESERVE}/status`, { id, idStatus: 90 })).statusCode).toBe(200);
    expect(await blocked()).toEqual([]);
    // Another area's calendar of the same days is its own answer.
    const other = (await api.get(`${RESERVE}/calendar/day/${quadra}`, week)).json() as { B: boolean }[];
    expect(other.map((d) => d.B)).toEqual([false, false, false]);
  });

  test('um bloqueio de poucas horas (dado antigo) fecha o dia inteiro: calendário B e nenhum horário livre', async () => {
    await t.db.insert(areaReservas).values({
      idCondo: 1001,
      idArea: quadra,
      idUnidade: null,
      tipoReserva: 'B',
      motivo: 1,
      dataInicioReserva: fromLocal('2024-10-10T10:00:00'),
      dataFimReserva: fromLocal('2024-10-10T12:00:00'),
      origemReserva: 'SINDICO',
    });
    await bumpDataVersion(t.db, 1001, 'reservas');
    expect(await slotsOf(api, quadra, a101, '10/10/2024')).toEqual([]);
    expect(await slotsOf(api, quadra, a101, '11/10/2024')).toHaveLength(14);
    const days = (
      await api.get(`${RESERVE}/calendar/day/${quadra}`, { datainicio: '10/10/2024', datafim: '11/10/2024' })
    ).json();
    expect(days).toEqual([
      { data: '2024-10-10', B: true },
      { data: '2024-10-11', B: false },
    ]);
    const res = await api.post(RESERVE, reservationBody(quadra, a101, '2024-10-10', '15:00', '16:00'));
    expect([res.statusCode, res.json().message]).toEqual([409, M.dayBlocked]);
  });

  test('a mesma reserva cancelada cinco vezes ao mesmo tempo: um 200, quatro 404 e um único estorno', async () => {
    const booked = (await api.post(RESERVE, reservationBody(quadra, a101, '2024-10-02', '10:00', '11:00'))).json();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    for (const a of answers.filter((x) => x.statusCode === 404)) expect(a.json().message).toBe(M.reservationNotFound);
    expect((await chargesOfUnit(t.db, 1001, a101)).map((c) => [c.tipo, c.valor])).toEqual([
      ['COBRANCA', 25],
      ['ESTORNO', -25],
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'reserva.cancelar'), eq(auditLog.idEntidade, String(booked.id))));
    expect(audit).toHaveLength(1);
  });

  test('o mesmo dia de mudança pedido por cinco unidades ao mesmo tempo: uma agendada e quatro 409', async () => {
    const units = [a101, t.units.b302, a101, t.units.b302, a101];
    const answers = await Promise.all(
      units.map((unidade) => api.post('/mudanca', { unidade, dataAgendada: '2024-10-04' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(M.moveDayTaken);
    expect(await t.db.select().from(mudancas).where(eq(mudancas.dia, '2024-10-04'))).toHaveLength(1);
  });

  test('a mesma mudança cancelada três vezes ao mesmo tempo: um 204 e dois 404, uma só auditoria', async () => {
    const move = (await api.post('/mudanca', { unidade: a101, dataAgendada: '2024-10-04' })).json();
    const answers = await Promise.all(Array.from({ length: 3 }, () => api.delete(`/mudanca/${move.id_mudanca}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 404, 404]);
    for (const a of answers.filter((x) => x.statusCode === 404)) expect(a.json().message).toBe(M.moveNotFound);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'mudanca.cancelar'), eq(auditLog.idEntidade, String(move.id_mudanca))));
    expect(audit).toHaveLength(1);
  });
  test.skipIf(isPglite)(
    'mudança no dia que outra transação acaba de agendar: a verificação não a vê, o índice único decide e é 409',
    async () => {
      const scheduled = () => t.db.select().from(auditLog).where(eq(auditLog.acao, 'mudanca.agendar'));
      const auditsBefore = (await scheduled()).length;
      const res = await againstUncommitted(
        (tx) =>
          tx.insert(mudancas).values({
            idCondo: 1001,
            idUnidade: t.units.b302,
            dia: '2024-10-04',
            dataAgendada: fromLocal('2024-10-04T08:00:00'),
            horarioFim: fromLocal('2024-10-04T17:00:00'),
          }),
        () => api.post('/mudanca', { unidade: a101, dataAgendada: '2024-10-04' }),
      );
      expect([res.statusCode, res.json().message]).toEqual([409, M.moveDayTaken]);
      const rows = await t.db.select({ idUnidade: mudancas.idUnidade }).from(mudancas);
      expect(rows).toEqual([{ idUnidade: t.units.b302 }]);
      expect(await scheduled()).toHaveLength(auditsBefore);
    },
  );

  test.skipIf(isPglite)(
    'horário que outra transação acaba de reservar: a verificação não o vê, a restrição de sobreposição decide e é 409',
    async () => {
      const res = await againstUncommitted(
        (tx) =>
          tx.insert(areaReservas).values({
            idCondo: 1001,
            idArea: quadra,
            idUnidade: t.units.b302,
            tipoReserva: 'R',
            dataInicioReserva: fromLocal('2024-10-02T10:00:00'),
            dataFimReserva: fromLocal('2024-10-02T11:00:00'),
          }),
        () => api.post(RESERVE, reservationBody(quadra, a101, '2024-10-02', '10:00', '11:00')),
      );
      expect([res.statusCode, res.json().message]).toEqual([409, M.slotTaken]);
      expect(await t.db.select({ idUnidade: areaReservas.idUnidade }).from(areaReservas)).toEqual([
        { idUnidade: t.units.b302 },
      ]);
      expect(await chargesOfUnit(t.db, 1001, a101)).toEqual([]);
    },
  );

  test.skipIf(isPglite)(
    'reserva que outra transação acaba de cancelar: lida ainda ativa, o cancelamento não acha o que mudar e é 404, sem estorno',
    async () => {
      const booked = (await api.post(RESERVE, reservationBody(quadra, a101, '2024-10-02', '10:00', '11:00'))).json();
      const res = await againstUncommitted(
        (tx) => tx.update(areaReservas).set({ idStatus: 90 }).where(eq(areaReservas.id, booked.id)),
        () => api.put(`${RESERVE}/status`, { id: booked.id, idStatus: 90 }),
      );
      expect([res.statusCode, res.json().message]).toEqual([404, M.reservationNotFound]);
      expect((await chargesOfUnit(t.db, 1001, a101)).map((c) => c.tipo)).toEqual(['COBRANCA']);
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.acao, 'reserva.cancelar'), eq(auditLog.idEntidade, String(booked.id)))),
      ).toEqual([]);
    },
  );

  test.skipIf(isPglite)(
    'mudança que outra transação acaba de cancelar: lida ainda ativa, o cancelamento não acha o que mudar e é 404',
    async () => {
      const move = (await api.post('/mudanca', { unidade: a101, dataAgendada: '2024-10-04' })).json();
      t.outbox!.clear();
      const res = await againstUncommitted(
        (tx) =>
          tx
            .update(mudancas)
            .set({ ativo: false, mudancaStatus: 'CANCELADO' })
            .where(eq(mudancas.idMudanca, move.id_mudanca)),
        () => api.delete(`/mudanca/${move.id_mudanca}`),
      );
      expect([res.statusCode, res.json().message]).toEqual([404, M.moveNotFound]);
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.acao, 'mudanca.cancelar'), eq(auditLog.idEntidade, String(move.id_mudanca)))),
      ).toEqual([]);
      expect(t.outbox!.list()).toEqual([]);
    },
  );
});
