import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, chaveMovimentos, jobs, timelineEvents } from '../../db/schema/index.ts';
import { createAppQueue } from '../../platform/notices/app-queue.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { keyReminderTask } from './keys-reminders.ts';
import { HOUR, checkOut, inHours, newKey, newResident, provider, syndicOf } from './keys.test-support.ts';

const NOW = new Date('2026-11-29T15:00:00.000Z');
const silentLog = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;

describe('lembrete de chave atrasada pela fila de avisos', () => {
  let t: Fixture;
  let desk: AreaClient;
  let syndic: AreaClient;
  /** A worker on the fixture's clock, as the API process runs it (its poll runs the periodic work). */
  const worker = () =>
    createAppQueue({
      db: t.db,
      config: t.config,
      now: t.clock.now,
      log: silentLog,
      notifier: t.notifier,
      periodic: [keyReminderTask],
    });
  const jobsOf = (id: number) =>
    t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.entidade, 'chave_movimento'), eq(jobs.idEntidade, id)));

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    desk = t.client(t.tokens.a);
    syndic = await syndicOf(t);
  });
  afterAll(() => t.close());

  test('vai uma vez à unidade do morador quando a chave passa da hora; não vai antes nem de novo', async () => {
    const key = await newKey(syndic, { nome: 'Salão gourmet' });
    const idPessoa = await newResident(t, t.units.b302, 'Lúcia Ferraz');
    const movement = await checkOut(desk, key.id, {
      tipoPortador: 'MORADOR',
      idUnidade: t.units.b302,
      idPessoa,
      devolucaoPrevista: inHours(t, 1),
    });
    await worker().poll();
    expect(await jobsOf(movement.id)).toEqual([]);

    t.clock.advance(2 * HOUR);
    const first = worker();
    await first.poll();
    const queued = await jobsOf(movement.id);
    expect(queued.length).toBeGreaterThanOrEqual(2);
    expect(queued.map((j) => j.kind).sort()).toEqual(expect.arrayContaining(['aviso.email', 'aviso.sms']));
    expect(queued.every((j) => j.idCondo === 1001)).toBe(true);
    const [row] = await t.db.select().from(chaveMovimentos).where(eq(chaveMovimentos.id, movement.id));
    expect(row!.lembreteEm).toEqual(t.clock.now());
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'chave.lembrar'), eq(auditLog.idEntidade, String(movement.id))));
    expect(audit).toMatchObject({ idCondo: 1001, idUsuario: null });
    const [line] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'chave_movimento'), eq(timelineEvents.idEntidade, String(movement.id))))
      .orderBy(timelineEvents.id);
    expect(line).toBeDefined();

    // Another process, a minute later, and the same process again: nothing more goes out.
    t.clock.advance(5 * 60_000);
    await worker().poll();
    await first.poll();
    expect(await jobsOf(movement.id)).toHaveLength(queued.length);
    const listed = (await desk.get('/chaves/fora')).json<{ data: { id: number; lembreteEm: string | null }[] }>().data;
    expect(listed.find((m) => m.id === movement.id)?.lembreteEm).not.toBeNull();
  });

  test('prestador ou funcionário atrasado: só a portaria vê a marca, nenhum aviso sai', async () => {
    const key = await newKey(syndic, { nome: 'Depósito' });
    const movement = await checkOut(desk, key.id, provider(t, 1, 'Técnico Atrasado'));
    t.clock.advance(3 * HOUR);
    await worker().poll();
    expect(await jobsOf(movement.id)).toEqual([]);
    const listed = (await desk.get('/chaves/fora')).json<{ data: { id: number; atrasada: boolean }[] }>().data;
    expect(listed.find((m) => m.id === movement.id)?.atrasada).toBe(true);
  });

  test('chave devolvida antes da rodada: nenhum lembrete', async () => {
    const key = await newKey(syndic, { nome: 'Bicicletário' });
    const idPessoa = await newResident(t, t.units.a101, 'Devolveu a Tempo');
    const movement = await checkOut(desk, key.id, {
      tipoPortador: 'MORADOR',
      idUnidade: t.units.a101,
      idPessoa,
      devolucaoPrevista: inHours(t, 1),
    });
    t.clock.advance(2 * HOUR);
    await desk.post(`/chaves/movimentos/${movement.id}/devolucao`);
    await worker().poll();
    expect(await jobsOf(movement.id)).toEqual([]);
  });
});
