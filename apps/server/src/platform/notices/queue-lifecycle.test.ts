import { hostname } from 'node:os';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobAttempts, jobs } from '../../db/schema/index.ts';
import { createClock, createTestDatabase, type TestClock } from '../../test/test-app.ts';
import { createJobQueue, retryDelay, type JobHandler, type QueueSettings } from './job-queue.ts';
import { claimDueJobs, finishAttempt, insertJobs, type NewJob } from './jobs.repository.ts';

const MINUTE = 60_000;
const SETTINGS: QueueSettings = {
  delivery: 'inline',
  pollMs: 0,
  leaseMs: MINUTE,
  retryBaseMs: MINUTE,
  maxAttempts: 5,
  batchSize: 5,
};

/** A logger that keeps what the queue said, to read it back. */
const recordingLog = () => {
  const lines = { info: [] as unknown[][], warn: [] as unknown[][], error: [] as unknown[][] };
  const log = {
    info: (...args: unknown[]) => void lines.info.push(args),
    warn: (...args: unknown[]) => void lines.warn.push(args),
    error: (...args: unknown[]) => void lines.error.push(args),
  };
  return { log: log as never, lines };
};

/** Waits for the background worker to get somewhere (no duration is asserted). */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 10 });

/** Resolves when `open()` is called: a provider that holds a message until the test lets it go. */
const gate = () => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
};

describe('ciclo de vida de uma tarefa na fila', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let clock: TestClock;
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await db.delete(jobs);
    clock = createClock();
  });

  const job = (label: string, extra: Partial<NewJob> = {}): NewJob => ({
    kind: 'aviso.sms',
    idCondo: null,
    entidade: 'teste',
    idEntidade: 1,
    nome: label,
    payload: { label },
    maxAttempts: 5,
    runAt: clock.now(),
    ...extra,
  });
  const rowOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const attemptsOf = (id: number) =>
    db.select().from(jobAttempts).where(eq(jobAttempts.idJob, id)).orderBy(asc(jobAttempts.attempt));
  const queueWith = (
    handler: JobHandler,
    settings: Partial<QueueSettings> = {},
    extra: { db?: Database; onTick?: () => Promise<void> } = {},
  ) => {
    const { log, lines } = recordingLog();
    const queue = createJobQueue({
      db: extra.db ?? db,
      now: clock.now,
      log,
      settings: { ...SETTINGS, ...settings },
      handlers: { 'aviso.sms': handler, 'aviso.email': handler, limpeza: handler },
      ...(extra.onTick ? { onTick: extra.onTick } : {}),
    });
    return { queue, lines };
  };

  test('a espera antes de tentar de novo dobra a cada falha: 2, 4, 8 e 16 vezes a base', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay({ retryBaseMs: MINUTE }, attempt))).toEqual([
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
    ]);
  });

  test('tarefa que falha volta à fila para depois da espera, com o erro do provedor e a tentativa registrada', async () => {
    const seen: unknown[] = [];
    const { queue, lines } = queueWith(async (payload, claimed) => {
      seen.push({ payload, claimed });
      clock.advance(1000);
      throw new Error('provedor de SMS respondeu 500');
    });
    const start = clock.now().getTime();
    const [id] = await queue.add(db, [job('Ana')]);
    expect(await queue.runDue()).toBe(1);
    expect(seen).toEqual([
      {
        payload: { label: 'Ana' },
        claimed: { id, kind: 'aviso.sms', payload: { label: 'Ana' }, attempts: 1, maxAttempts: 5 },
      },
    ]);
    const firstRetry = start + 1000 + 2 * MINUTE;
    expect(await rowOf(id!)).toMatchObject({
      status: 'NA_FILA',
      attempts: 1,
      lastError: 'provedor de SMS respondeu 500',
      runAt: new Date(firstRetry),
      lockedUntil: null,
      lockedBy: queue.worker,
      doneAt: null,
      payload: { label: 'Ana' },
    });
    expect(await attemptsOf(id!)).toEqual([
      expect.objectContaining({
        attempt: 1,
        worker: queue.worker,
        startedAt: new Date(start),
        finishedAt: new Date(start + 1000),
        error: 'provedor de SMS respondeu 500',
      }),
    ]);
    expect(lines.warn).toEqual([
      [{ job: id, kind: 'aviso.sms', attempt: 1, final: false }, 'falha ao executar tarefa'],
    ]);

    // Not before its time; at its time exactly, it runs again and waits twice as long.
    clock.set(new Date(firstRetry - 1));
    expect(await queue.runDue()).toBe(0);
    clock.set(new Date(firstRetry));
    expect(await queue.runDue()).toBe(1);
    expect(await rowOf(id!)).toMatchObject({
      status: 'NA_FILA',
      attempts: 2,
      runAt: new Date(firstRetry + 1000 + 4 * MINUTE),
    });
  });

  test('na última tentativa a tarefa FALHOU: hora do fim, erro, hora marcada mantida e o segredo apagado', async () => {
    const { queue, lines } = queueWith(async () => {
      clock.advance(1000);
      throw new Error('caixa cheia');
    });
    const [id] = await queue.add(db, [job('Bia', { maxAttempts: 2, payload: { to: 'x', segredo: 'token' } })]);
    expect(await queue.runDue()).toBe(1);
    // While it is on its way the link's token stays in the payload.
    const queued = await rowOf(id!);
    expect(queued.payload).toEqual({ to: 'x', segredo: 'token' });
    clock.set(queued.runAt);
    expect(await queue.runDue()).toBe(1);
    const end = clock.now();
    expect(await rowOf(id!)).toMatchObject({
      status: 'FALHOU',
      attempts: 2,
      lastError: 'caixa cheia',
      runAt: queued.runAt,
      doneAt: end,
      lockedUntil: null,
      payload: { to: 'x' },
    });
    expect((await attemptsOf(id!)).map((a) => [a.attempt, a.error])).toEqual([
      [1, 'caixa cheia'],
      [2, 'caixa cheia'],
    ]);
    expect(lines.warn.map(([fields]) => fields)).toEqual([
      { job: id, kind: 'aviso.sms', attempt: 1, final: false },
      { job: id, kind: 'aviso.sms', attempt: 2, final: true },
    ]);
    // A failed notice is not tried again, however late.
    clock.advance(365 * 24 * 60 * MINUTE);
    expect(await queue.runDue()).toBe(0);
  });

  test('envio aceito: ENVIADO com a hora do fim, sem erro, sem o segredo e sem aviso no log', async () => {
    const { queue, lines } = queueWith(async () => {
      clock.advance(500);
    });
    const start = clock.now();
    const [id] = await queue.add(db, [job('Caio', { payload: { to: 'x', segredo: 'token' } })]);
    expect(await queue.runDue()).toBe(1);
    expect(await rowOf(id!)).toMatchObject({
      status: 'ENVIADO',
      attempts: 1,
      lastError: null,
      runAt: start,
      doneAt: new Date(start.getTime() + 500),
      payload: { to: 'x' },
    });
    expect(await attemptsOf(id!)).toEqual([
      expect.objectContaining({
        attempt: 1,
        error: null,
        startedAt: start,
        finishedAt: new Date(start.getTime() + 500),
      }),
    ]);
    expect(lines.warn).toEqual([]);
    expect(lines.error).toEqual([]);
    expect(await queue.runDue()).toBe(0);
  });

  test('erro que não é Error, erro sem mensagem e mensagem longa chegam legíveis à portaria', async () => {
    const long = 'x'.repeat(400);
    const { queue } = queueWith(async (payload) => {
      if (payload.label === 'texto') throw 'gateway fora do ar';
      if (payload.label === 'vazio') throw new Error('');
      throw new Error(long);
    });
    const ids = await queue.add(db, [job('texto'), job('vazio'), job('longo')]);
    expect(await queue.runDue()).toBe(3);
    const errors = await Promise.all(ids.map(async (id) => (await rowOf(id)).lastError));
    expect(errors).toEqual(['gateway fora do ar', 'erro desconhecido', 'x'.repeat(300)]);
  });

  test('as tarefas saem pela hora marcada e, na mesma hora, pela ordem de criação; a tarefa futura espera', async () => {
    const order: unknown[] = [];
    const { queue } = queueWith(
      async (payload) => {
        order.push(payload.label);
      },
      { batchSize: 1 },
    );
    const at = clock.now().getTime();
    await queue.add(db, [
      job('agora-1'),
      job('antes', { runAt: new Date(at - 1000) }),
      job('agora-2'),
      job('depois', { runAt: new Date(at + 1) }),
    ]);
    expect(await queue.runDue()).toBe(3);
    expect(order).toEqual(['antes', 'agora-1', 'agora-2']);
  });

  test('com os ids de uma requisição só essas tarefas são reivindicadas; as outras devidas continuam na fila', async () => {
    const sent: unknown[] = [];
    const { queue } = queueWith(async (payload) => {
      sent.push(payload.label);
    });
    const [mine, other] = await queue.add(db, [job('minha'), job('outra')]);
    expect(await queue.runDue([mine!])).toBe(1);
    expect(sent).toEqual(['minha']);
    expect(await rowOf(other!)).toMatchObject({ status: 'NA_FILA', attempts: 0, lockedBy: null });
  });

  test('tarefa de um processo que morreu volta quando a concessão vence; o registro atrasado dele não muda nada', async () => {
    const sent: unknown[] = [];
    const { queue } = queueWith(async (payload) => {
      sent.push(payload.label);
    });
    const [id] = await queue.add(db, [job('Davi')]);
    const at = clock.now();
    const [lost] = await claimDueJobs(db, 'processo-morto', at, MINUTE, 10);
    expect(lost).toMatchObject({ id, attempts: 1 });
    expect(await rowOf(id!)).toMatchObject({
      lockedBy: 'processo-morto',
      lockedUntil: new Date(at.getTime() + MINUTE),
    });
    // Another process leaves it alone while the lease holds, and takes it the moment it runs out.
    clock.set(new Date(at.getTime() + MINUTE - 1));
    expect(await queue.runDue()).toBe(0);
    clock.set(new Date(at.getTime() + MINUTE));
    expect(await queue.runDue()).toBe(1);
    expect(sent).toEqual(['Davi']);
    expect(await rowOf(id!)).toMatchObject({ status: 'ENVIADO', attempts: 2, lockedBy: queue.worker });

    const late = { error: 'atrasado', startedAt: at, finishedAt: clock.now(), retryAt: null };
    expect(await finishAttempt(db, lost!, 'processo-morto', late)).toBe(false);
    expect(await finishAttempt(db, { ...lost!, attempts: 2 }, 'processo-morto', late)).toBe(false);
    expect(await rowOf(id!)).toMatchObject({ status: 'ENVIADO', lastError: null });
    expect((await attemptsOf(id!)).map((a) => [a.attempt, a.worker])).toEqual([[2, queue.worker]]);
  });

  test('o registro de uma tentativa é só do processo dono da concessão e dessa tentativa', async () => {
    const [id] = await insertJobs(db, [job('Eva')]);
    const at = clock.now();
    const [claimed] = await claimDueJobs(db, 'dono', at, MINUTE, 10);
    const outcome = { error: null, startedAt: at, finishedAt: at, retryAt: null };
    expect(await finishAttempt(db, claimed!, 'outro', outcome)).toBe(false);
    expect(await finishAttempt(db, { ...claimed!, attempts: 2 }, 'dono', outcome)).toBe(false);
    expect(await rowOf(id!)).toMatchObject({ status: 'NA_FILA', attempts: 1 });
    expect(await finishAttempt(db, claimed!, 'dono', outcome)).toBe(true);
    expect(await rowOf(id!)).toMatchObject({ status: 'ENVIADO', doneAt: at });
    // Recorded once: a repeat of the same record finds the job finished.
    expect(await finishAttempt(db, claimed!, 'dono', outcome)).toBe(false);
  });

  test('uma reivindicação pega no máximo o pedido e conta a tentativa de cada tarefa', async () => {
    await insertJobs(db, [job('a'), job('b'), job('c')]);
    const claimed = await claimDueJobs(db, 'w', clock.now(), MINUTE, 2);
    // The first two by their time and creation (UPDATE ... RETURNING keeps no order).
    expect(claimed.map((c) => [c.payload.label, c.attempts, c.maxAttempts]).sort()).toEqual([
      ['a', 1, 5],
      ['b', 1, 5],
    ]);
    expect(await claimDueJobs(db, 'w2', clock.now(), MINUTE, 5)).toMatchObject([{ payload: { label: 'c' } }]);
  });

  test('nenhuma tarefa: nada é inserido; a mesma chave de período entra uma vez só', async () => {
    expect(await insertJobs(db, [])).toEqual([]);
    const first = await insertJobs(db, [job('limpeza', { kind: 'limpeza', dedupeKey: 'limpeza:2024-10-01T12' })]);
    expect(first).toHaveLength(1);
    expect(await insertJobs(db, [job('limpeza', { kind: 'limpeza', dedupeKey: 'limpeza:2024-10-01T12' })])).toEqual([]);
    expect(await db.$count(jobs)).toBe(1);
  });

  test('cada processo tem um nome próprio (máquina, pid e um sufixo), gravado na concessão', () => {
    const a = queueWith(async () => undefined).queue.worker;
    const b = queueWith(async () => undefined).queue.worker;
    const pattern = new RegExp(`^${hostname().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${process.pid}:[0-9a-f]{6}$`);
    expect(a).toMatch(pattern);
    expect(b).toMatch(pattern);
    expect(a).not.toBe(b);
  });

  test("'inline' com o banco fora do ar: a requisição não falha e o erro vai para o log", async () => {
    const down = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
        return () => Promise.reject(new Error('banco fora do ar'));
      },
    });
    const { queue, lines } = queueWith(async () => undefined, { delivery: 'inline' }, { db: down });
    const [id] = await queue.add(db, [job('Gabi')]);
    await expect(queue.afterCommit([id!])).resolves.toBeUndefined();
    expect(lines.error).toEqual([[expect.objectContaining({ message: 'banco fora do ar' }), 'falha ao enviar avisos']]);
    expect(await rowOf(id!)).toMatchObject({ status: 'NA_FILA', attempts: 0 });
  });

  test('falha ao registrar a tentativa vai para o log e não trava a fila', async () => {
    let executions = 0;
    // The claim (first statement) answers; recording the attempt (second) finds the database gone.
    const flaky = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
        return (query: Parameters<Database['execute']>[0]) =>
          (executions += 1) === 1 ? target.execute(query) : Promise.reject(new Error('banco fora do ar'));
      },
    });
    const { queue, lines } = queueWith(async () => undefined, {}, { db: flaky });
    const [id] = await queue.add(db, [job('Fábio')]);
    expect(await queue.runDue()).toBe(1);
    expect(lines.error).toEqual([
      [{ err: expect.objectContaining({ message: 'banco fora do ar' }), job: id }, 'falha ao registrar a tentativa'],
    ]);
    expect(await rowOf(id!)).toMatchObject({ status: 'NA_FILA', attempts: 1 });
  });
});

describe('entrega depois do commit e o trabalhador em segundo plano', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  const clock = createClock();
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await db.delete(jobs);
  });

  const job = (label: string): NewJob => ({
    kind: 'aviso.email',
    idCondo: null,
    entidade: 'teste',
    idEntidade: 2,
    nome: label,
    payload: { label },
    maxAttempts: 5,
    runAt: clock.now(),
  });
  const statusOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!.status;
  const queueWith = (settings: Partial<QueueSettings>, handler: JobHandler, onTick?: () => Promise<void>) => {
    const { log, lines } = recordingLog();
    const queue = createJobQueue({
      db,
      now: clock.now,
      log,
      settings: { ...SETTINGS, ...settings },
      handlers: { 'aviso.sms': handler, 'aviso.email': handler, limpeza: handler },
      ...(onTick ? { onTick } : {}),
    });
    return { queue, lines };
  };

  test("'inline': a requisição espera a primeira tentativa só das suas tarefas; sem tarefas não faz nada", async () => {
    const sent: unknown[] = [];
    const { queue, lines } = queueWith({ delivery: 'inline' }, async (payload) => void sent.push(payload.label));
    const [other, mine] = await queue.add(db, [job('outra'), job('minha')]);
    await queue.afterCommit([]);
    expect(sent).toEqual([]);
    expect(lines.error).toEqual([]);
    await queue.afterCommit([mine!]);
    expect(sent).toEqual(['minha']);
    expect([await statusOf(mine!), await statusOf(other!)]).toEqual(['ENVIADO', 'NA_FILA']);
  });

  test("'background' com o trabalhador parado: o commit não envia nada, a tarefa espera na fila", async () => {
    const sent: unknown[] = [];
    const { queue } = queueWith({ delivery: 'background', pollMs: 0 }, async (p) => void sent.push(p.label));
    queue.start();
    const [id] = await queue.add(db, [job('parada')]);
    await queue.afterCommit([id!]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([]);
    expect(await statusOf(id!)).toBe('NA_FILA');
    await queue.stop();
  });

  test('o trabalhador faz a primeira volta ao iniciar e o commit o acorda sem esperar o intervalo', async () => {
    let ticks = 0;
    const { queue } = queueWith(
      // An hour between polls: only a wake-up sends within the test.
      { delivery: 'background', pollMs: 3_600_000 },
      async () => undefined,
      async () => {
        ticks += 1;
      },
    );
    const [first] = await queue.add(db, [job('antes de iniciar')]);
    queue.start();
    queue.start();
    await eventually(async () => expect(await statusOf(first!)).toBe('ENVIADO'));
    expect(ticks).toBe(1);
    const [id] = await queue.add(db, [job('acordou')]);
    await queue.afterCommit([id!]);
    await eventually(async () => expect(await statusOf(id!)).toBe('ENVIADO'));
    expect(ticks).toBe(2);
    await queue.stop();
  });

  test('commit durante uma volta: a próxima volta começa logo depois dela', async () => {
    const held = gate();
    const entered = gate();
    // Two free slots and one job: the running round does not come back for more on its own.
    const { queue } = queueWith({ delivery: 'background', pollMs: 3_600_000, batchSize: 2 }, async (payload) => {
      if (payload.label === 'lenta') {
        entered.open();
        await held.opened;
      }
    });
    const [slow] = await queue.add(db, [job('lenta')]);
    queue.start();
    await entered.opened;
    const [id] = await queue.add(db, [job('durante')]);
    await queue.afterCommit([id!]);
    held.open();
    await eventually(async () => expect(await statusOf(id!)).toBe('ENVIADO'));
    expect(await statusOf(slow!)).toBe('ENVIADO');
    await queue.stop();
  });

  test('parar espera a volta em curso terminar e não pega mais tarefas', async () => {
    const held = gate();
    const entered = gate();
    const { queue } = queueWith({ delivery: 'background', pollMs: 3_600_000, batchSize: 1 }, async (payload) => {
      if (payload.label === 'primeira') {
        entered.open();
        await held.opened;
      }
    });
    const [first, second] = await queue.add(db, [job('primeira'), job('segunda')]);
    queue.start();
    await entered.opened;
    const stopped = queue.stop();
    held.open();
    await stopped;
    expect([await statusOf(first!), await statusOf(second!)]).toEqual(['ENVIADO', 'NA_FILA']);
  });

  test('erro numa volta vai para o log e a fila segue na volta seguinte', async () => {
    let ticks = 0;
    const { queue, lines } = queueWith(
      { delivery: 'background', pollMs: 1 },
      async () => undefined,
      async () => {
        ticks += 1;
        if (ticks === 1) throw new Error('agenda indisponível');
      },
    );
    const [id] = await queue.add(db, [job('depois do erro')]);
    queue.start();
    await eventually(async () => expect(await statusOf(id!)).toBe('ENVIADO'));
    await queue.stop();
    expect(lines.error[0]).toEqual([
      expect.objectContaining({ message: 'agenda indisponível' }),
      'falha na fila de tarefas',
    ]);
  });
});
