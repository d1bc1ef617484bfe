import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, condominios, correspondencias, jobs, timelineEvents } from '../../db/schema/index.ts';
import { createAppQueue } from '../../platform/notices/app-queue.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken, MARIA } from '../../test/helpers.ts';
import { api, parcel, pickupCodeFromOutbox, unitIdOf } from './correspondence.test-support.ts';
import { parcelDigestTask } from './parcel-digest.service.ts';
import { REMINDER_ENTITY } from './reminders.repository.ts';
import { parcelPeriodicTasks, parcelReminderTask } from './reminders.service.ts';
import { loadConfig } from '../../config.ts';

/** Monday 2026-11-02, 10:00 in São Paulo. */
const NOW = new Date('2026-11-02T13:00:00.000Z');
const silentLog = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;

describe('lembretes de encomendas pela fila de avisos (issue 33 item 2)', () => {
  let t: Fixture;
  let b201: number;
  let token = '';
  const desk = () => api(t.app, token);
  /** A worker on the fixture's clock, as the API process runs it (its poll runs the periodic work). */
  const worker = () =>
    createAppQueue({
      db: t.db,
      config: t.config,
      now: t.clock.now,
      log: silentLog,
      notifier: t.notifier,
      periodic: [parcelReminderTask(t.config), parcelDigestTask],
    });
  /** Moves the clock; the desk signs in again (a session lasts hours, these tests jump days). */
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    token = await contextToken(t.app, CARLOS, 1001);
  };
  const register = async (destinatario: string) => {
    const res = await desk().register(parcel(b201, { destinatario }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const release = async (id: number) => {
    const res = await desk().release({ id, nomeMoradorNaoCadastro: 'Vizinho' });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The parcel's reminders as the desk reads them. */
  const remindersOf = async (id: number) =>
    (await t.client(token).get(`/correspondencia/avisos/${id}`)).json<{
      status: string;
      lembretes: { numero: number; enviadoEm: string; status: string | null; data: { status: string }[] }[];
    }>().lembretes;
  const settings = (values: { diasPrimeiroLembrete: number; diasEntreLembretes: number }) =>
    t.db.update(condominios).set(values).where(eq(condominios.idCondo, 1001));
  const reminderBodies = (id: number) =>
    t
      .outbox!.list()
      .filter(
        (m) => m.purpose === 'correspondencia' && m.body.includes(`Cód.${id}`) && /aguarda retirada/.test(m.body),
      );

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    b201 = await unitIdOf(t.db, 1001, 'Bloco B', '201');
    // The demo's parcels waiting leave the shelf: each test counts only its own.
    await t.db.update(correspondencias).set({ status: 'RETIRADA' }).where(eq(correspondencias.status, 'PENDENTE'));
  });
  afterAll(() => t.close());

  test('o primeiro lembrete vai depois de N dias, com novo código que funciona junto com o primeiro; depois a cada M dias', async () => {
    await at('2026-11-02T13:00:00Z');
    t.outbox!.clear();
    const id = await register('Lembrete Regular');
    const first = pickupCodeFromOutbox(t, id);
    expect(first).toMatch(/^\d{6}$/);

    await at('2026-11-05T12:59:00Z'); // 2 days 23h59 later
    await worker().poll();
    expect(await remindersOf(id)).toEqual([]);

    await at('2026-11-05T13:00:00Z'); // 3 days
    const one = worker();
    await one.poll();
    const [reminder] = await remindersOf(id);
    expect(reminder).toMatchObject({ numero: 1, enviadoEm: '2026-11-05T13:00:00.000Z', status: 'ENVIADO' });
    expect(reminder!.data.length).toBeGreaterThan(1);
    const bodies = reminderBodies(id);
    expect(bodies.length).toBe(reminder!.data.length);
    expect(bodies.every((m) => m.body.includes('há 3 dias'))).toBe(true);
    const second = /Novo código de retirada: (\d{6})/.exec(bodies[0]!.body)?.[1];
    expect(second).toMatch(/^\d{6}$/);
    expect(second).not.toBe(first);
    // Both codes find the parcel: the one of the first notice and the reminder's.
    expect((await desk().byPickupCode(first)).json()).toMatchObject({ id });
    expect((await desk().byPickupCode(second)).json()).toMatchObject({ id });
    // The jobs kept no code once sent.
    const sent = await t.db.select().from(jobs).where(eq(jobs.entidade, REMINDER_ENTITY));
    expect(JSON.stringify(sent)).not.toContain(second);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'correspondencia.lembrar'), eq(auditLog.idEntidade, String(id))));
    expect(audit).toMatchObject({ idCondo: 1001, idUsuario: null });
    expect(audit!.detalhes).toMatchObject({ numero: 1, novoCodigoRetirada: true });
    const lines = await t.db
      .select({ atividade: timelineEvents.atividade })
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'correspondencia'), eq(timelineEvents.idEntidade, String(id))));
    expect(lines.map((l) => l.atividade)).toContain(`Lembrete 1 da correspondência Cód.${id} enviado à unidade`);

    // The same process a minute later and another process: nothing more.
    await at('2026-11-05T13:06:00Z');
    await one.poll();
    await worker().poll();
    expect(await remindersOf(id)).toHaveLength(1);

    await at('2026-11-12T12:59:00Z');
    await worker().poll();
    expect(await remindersOf(id)).toHaveLength(1);
    await at('2026-11-12T13:00:00Z'); // 7 days after the first reminder
    await worker().poll();
    expect((await remindersOf(id)).map((r) => r.numero)).toEqual([1, 2]);
    await release(id);
  });

  test('nunca à noite: um lembrete que vence às 21h espera as 8h do dia seguinte', async () => {
    await at('2026-11-02T00:00:00Z'); // Sunday 21:00 in São Paulo
    const id = await register('Lembrete Noturno');
    await at('2026-11-05T00:00:00Z'); // due: 21:00
    await worker().poll();
    await at('2026-11-05T10:59:00Z'); // 07:59
    await worker().poll();
    expect(await remindersOf(id)).toEqual([]);
    await at('2026-11-05T11:00:00Z'); // 08:00
    await worker().poll();
    expect(await remindersOf(id)).toMatchObject([{ numero: 1, enviadoEm: '2026-11-05T11:00:00.000Z' }]);
    await release(id);
  });

  test('para na retirada: retirada antes do prazo, nenhum; retirada depois do primeiro, nenhum outro', async () => {
    await at('2026-11-02T13:00:00Z');
    const early = await register('Retirou Cedo');
    const late = await register('Retirou Depois');
    await at('2026-11-04T13:00:00Z');
    await release(early);
    await at('2026-11-05T14:00:00Z');
    await worker().poll();
    expect(await remindersOf(early)).toEqual([]);
    expect(await remindersOf(late)).toHaveLength(1);
    await release(late);
    await at('2026-11-20T14:00:00Z');
    await worker().poll();
    expect(await remindersOf(late)).toHaveLength(1);
  });

  test('por condomínio: N = 0 desliga, M = 0 manda só o primeiro, outro N muda o prazo', async () => {
    await at('2026-11-02T13:00:00Z');
    const id = await register('Condomínio Configura');
    await settings({ diasPrimeiroLembrete: 0, diasEntreLembretes: 7 });
    await at('2026-11-09T13:00:00Z');
    await worker().poll();
    expect(await remindersOf(id)).toEqual([]);

    await settings({ diasPrimeiroLembrete: 10, diasEntreLembretes: 0 });
    await worker().poll();
    expect(await remindersOf(id)).toEqual([]);
    await at('2026-11-12T13:00:00Z'); // 10 days
    await worker().poll();
    expect(await remindersOf(id)).toHaveLength(1);
    await at('2026-12-12T13:00:00Z');
    await worker().poll();
    expect(await remindersOf(id)).toHaveLength(1);
    await settings({ diasPrimeiroLembrete: 3, diasEntreLembretes: 7 });
    await release(id);
  });

  test('o console grava N e M; o status de entrega de cada lembrete aparece na lista e Reenviar aviso o repõe com novo código', async () => {
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const current = (await syndic.get('/administracao/condominio')).json<Record<string, unknown>>();
    expect(current).toMatchObject({ diasPrimeiroLembrete: 3, diasEntreLembretes: 7 });
    const { idCondo: _i, referencia: _r, ativo: _a, multiplosBlocos: _m, ...body } = current;
    const saved = await syndic.put('/administracao/condominio', { ...body, diasPrimeiroLembrete: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ diasPrimeiroLembrete: 2, diasEntreLembretes: 7 });
    const refused = await syndic.put('/administracao/condominio', { ...body, diasEntreLembretes: 91 });
    expect(refused.statusCode).toBe(400);

    await at('2026-12-14T13:00:00Z');
    const id = await register('Lembrete Falhou');
    await at('2026-12-16T13:00:00Z'); // 2 days
    await worker().poll();
    const [reminder] = await remindersOf(id);
    expect(reminder).toMatchObject({ numero: 1, status: 'ENVIADO' });
    // As after its last failed try: FALHOU, and the secret already dropped.
    const [row] = await t.db
      .select({ id: sql<number>`max(${jobs.id})` })
      .from(jobs)
      .where(eq(jobs.entidade, REMINDER_ENTITY));
    await t.db
      .update(jobs)
      .set({ status: 'FALHOU', lastError: 'Caixa cheia', payload: sql`${jobs.payload} - 'segredo'` })
      .where(inArray(jobs.id, [Number(row!.id)]));
    const pending = (await t.client(token).get('/correspondencia/avisos', { unidade: b201 })).json<{
      data: {
        idCorrespondencia: number;
        status: string;
        lembrete?: { numero: number; status: string; erro: string };
      }[];
    }>().data;
    expect(pending.find((p) => p.idCorrespondencia === id)).toMatchObject({
      status: 'ENVIADO',
      lembrete: { numero: 1, status: 'FALHOU', erro: 'Caixa cheia' },
    });
    t.outbox!.clear();
    const resent = await t.client(token).post(`/correspondencia/avisos/${id}/reenviar`, {});
    expect(resent.statusCode, resent.body).toBe(202);
    const again = reminderBodies(id);
    expect(again).toHaveLength(1);
    expect(again[0]!.body).toMatch(/Novo código de retirada: \d{6}/);
    expect((await remindersOf(id))[0]).toMatchObject({ status: 'ENVIADO' });
    await settings({ diasPrimeiroLembrete: 3, diasEntreLembretes: 7 });
    await release(id);
  });

  test('uma vez por mês, a síndica recebe quantas aguardam há mais de 30 dias e as mais antigas', async () => {
    await settings({ diasPrimeiroLembrete: 0, diasEntreLembretes: 0 });
    await at('2027-01-04T13:00:00Z');
    const old = await register('Esquecida Antiga');
    await at('2027-01-20T13:00:00Z');
    await register('Esquecida Recente');
    // Earlier tests' parcels waited past 30 days too (their months' lists went then): only this one's count.
    const digests = () =>
      t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.entidade, 'correspondencia_resumo'), sql`${jobs.createdAt} >= '2027-01-01'`));
    await at('2027-02-01T10:00:00Z'); // 07:00: night
    await worker().poll();
    expect(await digests()).toEqual([]);
    t.outbox!.clear();
    await at('2027-02-08T12:00:00Z'); // 09:00, 35 days after the first
    await worker().poll();
    const sent = await digests();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((j) => j.idCondo === 1001)).toBe(true);
    const mail = t.outbox!.list().find((m) => m.subject?.includes('há mais de 30 dias'));
    expect(mail?.subject).toContain('1 encomenda aguardando retirada há mais de 30 dias');
    expect(mail?.body).toContain('Esquecida Antiga');
    expect(mail?.body).not.toContain('Esquecida Recente');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'correspondencia.avisar_sindico'));
    expect(audits.map((a) => a.detalhes)).toContainEqual(expect.objectContaining({ mes: '2027-02', quantidade: 1 }));
    expect(audits.every((a) => a.idUsuario === null && a.idCondo === 1001)).toBe(true);

    await at('2027-02-20T12:00:00Z');
    await worker().poll();
    expect(await digests()).toHaveLength(sent.length);
    await at('2027-03-01T12:00:00Z'); // the next month: both are past 30 days now
    await worker().poll();
    expect((await digests()).length).toBe(sent.length * 2);
    await release(old);
  });
});

test('PARCEL_REMINDERS=false tira os lembretes e a lista mensal da fila de toda a instalação', () => {
  const names = (env: NodeJS.ProcessEnv) => parcelPeriodicTasks(loadConfig(env)).map((task) => task.name);
  expect(names({})).toEqual(['lembretes de encomendas', 'encomendas esquecidas para o síndico']);
  expect(names({ PARCEL_REMINDERS: 'false' })).toEqual([]);
});
