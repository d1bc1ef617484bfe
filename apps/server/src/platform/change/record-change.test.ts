import { IDEMPOTENCY_MESSAGES } from '@portaria/shared/common/idempotency';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readDataVersion } from '../lists/data-version.repository.ts';
import { requestHash } from './idempotency.repository.ts';
import { auditLog, chavesIdempotencia, jobs, timelineEvents, usuarios, veiculos } from '../../db/schema/index.ts';
import { createJobQueue, type JobQueue } from '../notices/job-queue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { unitIdOf } from '../../test/units.ts';
import {
  changeBy,
  recordChange,
  unchanged,
  type Change,
  type IdempotentResult,
  type Recorded,
} from './record-change.ts';

/**
 * The write path itself (decision 106): the area's rows, the audit entry, the timeline event, the notice jobs, the
 * idempotency record and the data version commit together or not at all.
 */
describe('recordChange: uma mudança, uma transação', () => {
  let t: TestApp;
  let queue: JobQueue;
  let unit: number;
  let userId: number;
  const sent: number[] = [];
  let plates = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const settings = {
      delivery: 'inline' as const,
      pollMs: 0,
      leaseMs: 60_000,
      retryBaseMs: 60_000,
      maxAttempts: 5,
      batchSize: 20,
    };
    const handler = async (_payload: unknown, job: { id: number }) => {
      sent.push(job.id);
    };
    queue = createJobQueue({
      db: t.db,
      now: t.clock.now,
      log: t.app.log,
      settings,
      handlers: { 'aviso.sms': handler, 'aviso.email': handler, limpeza: handler },
    });
    unit = await unitIdOf(t.db, 1001, 'Bloco A', '101');
    const [user] = await t.db.select({ id: usuarios.id }).from(usuarios).orderBy(usuarios.id).limit(1);
    userId = user!.id;
  });
  afterAll(() => t.close());

  const change = (): Change => ({ idUsuario: null, idCondo: 1001, at: t.clock.now(), touches: ['veiculos'] });
  const plate = () => `RCH${String(++plates).padStart(4, '0')}`;
  const vehiclesWith = (placa: string) => t.db.$count(veiculos, eq(veiculos.placa, placa));
  const auditsOf = (placa: string) => t.db.$count(auditLog, sql`${auditLog.detalhes}->>'placa' = ${placa}`);
  const eventsOf = (placa: string) =>
    t.db.$count(timelineEvents, eq(timelineEvents.atividade, `Veículo cadastrado (${placa})`));
  const jobsOf = (placa: string) =>
    t.db.$count(jobs, and(eq(jobs.entidade, 'teste_veiculo'), sql`${jobs.payload}->>'body' = ${placa}`));

  /** A vehicle row, described as the change its audit entry, event and notice say. */
  const addVehicle =
    (placa: string, detalhes: Record<string, unknown> = {}) =>
    async (tx: typeof t.db): Promise<Recorded<number>> => {
      const [row] = await tx
        .insert(veiculos)
        .values({
          idCondo: 1001,
          idUnidade: unit,
          tipo: 'CARRO',
          placa,
          cor: 'PRETO',
          vagaAlugada: false,
          createdAt: t.clock.now(),
        })
        .returning({ id: veiculos.id });
      return {
        result: row!.id,
        audit: {
          acao: 'veiculo.cadastrar',
          entidade: 'veiculo',
          idEntidade: row!.id,
          detalhes: { placa, ...detalhes },
        },
        timeline: [{ evento: 'veiculo.cadastrar', valores: { placa }, area: 'veiculos', idUnidade: unit }],
        notices: [
          {
            entidade: 'teste_veiculo',
            idEntidade: row!.id,
            messages: [{ channel: 'sms', nome: 'Ana', to: '11990000000', body: placa, purpose: 'teste' }],
          },
        ],
      };
    };

  test('a linha, a auditoria, o evento, o aviso e a versão da lista entram juntos; o aviso sai depois do commit', async () => {
    const placa = plate();
    const version = await readDataVersion(t.db, 1001, 'veiculos');
    const id = await recordChange({ db: t.db, jobs: queue }, change(), addVehicle(placa));
    expect(id).toBeGreaterThan(0);
    expect([await vehiclesWith(placa), await auditsOf(placa), await eventsOf(placa), await jobsOf(placa)]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(await readDataVersion(t.db, 1001, 'veiculos')).toBe(version + 1);
    const [job] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.entidade, 'teste_veiculo'))
      .orderBy(sql`${jobs.id} desc`)
      .limit(1);
    expect(sent).toContain(job!.id);
  });

  test('se a auditoria não pode ser gravada, nada da mudança fica: nem a linha, nem o evento, nem o aviso, nem a versão', async () => {
    const placa = plate();
    const version = await readDataVersion(t.db, 1001, 'veiculos');
    // PostgreSQL refuses half of a surrogate pair in jsonb: the audit insert fails after the work's writes.
    await expect(
      recordChange({ db: t.db, jobs: queue }, change(), addVehicle(placa, { quebrado: '\ud800' })),
    ).rejects.toThrow();
    expect([await vehiclesWith(placa), await auditsOf(placa), await eventsOf(placa), await jobsOf(placa)]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(await readDataVersion(t.db, 1001, 'veiculos')).toBe(version);
  });

  test('um trabalho que recusa (404, 409) desfaz o que já escreveu', async () => {
    const placa = plate();
    const refusing = async (tx: typeof t.db): Promise<Recorded<number>> => {
      await addVehicle(placa)(tx);
      throw new Error('recusado');
    };
    await expect(recordChange({ db: t.db, jobs: queue }, change(), refusing)).rejects.toThrow('recusado');
    expect([await vehiclesWith(placa), await auditsOf(placa)]).toEqual([0, 0]);
  });

  test('"nada mudou" responde o resultado e desfaz o que o trabalho escreveu, sem auditoria', async () => {
    const placa = plate();
    const audits = await t.db.$count(auditLog);
    const answer = await recordChange({ db: t.db, jobs: queue }, change(), async (tx) => {
      await addVehicle(placa)(tx);
      return unchanged('igual');
    });
    expect(answer).toBe('igual');
    expect(await vehiclesWith(placa)).toBe(0);
    expect(await t.db.$count(auditLog)).toBe(audits);
  });

  test('com chave de idempotência: a repetição responde a primeira resposta e o trabalho roda uma vez só', async () => {
    const placa = plate();
    const [user] = await t.db.select({ id: usuarios.id }).from(usuarios).limit(1);
    const keyed = {
      ...change(),
      idUsuario: user!.id,
      idempotency: { key: `chave-${placa}`, route: 'POST /teste', fingerprint: { placa } },
    };
    const work = async (tx: typeof t.db) => {
      const recorded = await addVehicle(placa)(tx);
      return { ...recorded, result: { statusCode: 201, body: { id: recorded.result } } };
    };
    const first = await recordChange({ db: t.db, jobs: queue }, keyed, work);
    const again = await recordChange({ db: t.db, jobs: queue }, keyed, work);
    expect(first).toEqual({ statusCode: 201, body: { id: expect.any(Number) }, isReplayed: false });
    expect(again).toEqual({ ...first, isReplayed: true });
    expect([await vehiclesWith(placa), await auditsOf(placa), await jobsOf(placa)]).toEqual([1, 1, 1]);
    expect(await t.db.$count(chavesIdempotencia, eq(chavesIdempotencia.chave, `chave-${placa}`))).toBe(1);
  });

  /** A queue that only records what it is handed after the commit. */
  const recordingQueue = () => {
    const handed: number[][] = [];
    const fake = {
      ...queue,
      afterCommit: async (ids: number[]) => {
        handed.push(ids);
        await queue.afterCommit(ids);
      },
    };
    return { fake, handed };
  };
  const keyedWork = (placa: string, calls: { n: number }) => async (tx: typeof t.db) => {
    calls.n += 1;
    const recorded = await addVehicle(placa)(tx);
    return { ...recorded, result: { statusCode: 201, body: { id: recorded.result, placa } } };
  };
  const keyed = (placa: string, route = 'POST /teste', fingerprint: unknown = { placa }) => ({
    ...change(),
    idUsuario: userId,
    idempotency: { key: `chave-${placa}`, route, fingerprint },
  });

  test('o evento guarda o instante e o fim declarados, unidade, pessoa, entidade e quem mudou; a auditoria, quem, onde e quando', async () => {
    const placa = plate();
    const at = t.clock.now();
    const start = new Date(Date.UTC(2030, 0, 2, 13, 0, 0));
    const end = new Date(Date.UTC(2030, 0, 2, 15, 30, 0));
    const id = await recordChange({ db: t.db, jobs: queue }, { ...change(), idUsuario: userId }, async (tx) => {
      const recorded = await addVehicle(placa)(tx);
      return {
        ...recorded,
        timeline: [
          {
            evento: 'veiculo.cadastrar',
            valores: { placa },
            area: 'veiculos',
            at: start,
            ate: end,
            idUnidade: unit,
            nmPessoa: 'Ana Linha',
            entidade: 'veiculo',
            idEntidade: recorded.result,
          },
          { evento: 'veiculo.excluir', valores: { placa }, area: 'veiculos' },
        ],
      };
    });
    const events = await t.db
      .select()
      .from(timelineEvents)
      .where(sql`${timelineEvents.atividade} like ${`%(${placa})`}`)
      .orderBy(timelineEvents.id);
    // The search columns are generated by the database from the activity and the person.
    expect(events.map(({ id: _, buscaAtividade: _a, buscaPessoa: _p, ...e }) => e)).toEqual([
      {
        idCondo: 1001,
        area: 'veiculos',
        atividade: `Veículo cadastrado (${placa})`,
        dtInicio: start,
        dtFim: end,
        idUnidade: unit,
        nmPessoa: 'Ana Linha',
        idUsuario: userId,
        entidade: 'veiculo',
        idEntidade: String(id),
      },
      {
        idCondo: 1001,
        area: 'veiculos',
        atividade: `Veículo excluído (${placa})`,
        dtInicio: at,
        dtFim: null,
        idUnidade: null,
        nmPessoa: null,
        idUsuario: userId,
        entidade: null,
        idEntidade: null,
      },
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.detalhes}->>'placa' = ${placa}`);
    expect(audits.map(({ id: _, ...a }) => a)).toEqual([
      {
        idUsuario: userId,
        idCondo: 1001,
        acao: 'veiculo.cadastrar',
        entidade: 'veiculo',
        idEntidade: String(id),
        detalhes: { placa },
        createdAt: at,
      },
    ]);
  });

  test('uma auditoria sem id de entidade nem detalhes grava nulos, e a de alguém sem conta, fora de um condomínio, também', async () => {
    const at = t.clock.now();
    const entidade = `teste_sem_id_${plate()}`;
    const answer = await recordChange({ db: t.db, jobs: queue }, { idUsuario: null, idCondo: null, at }, async () => ({
      result: 'feito',
      audit: { acao: 'sessao.entrar', entidade },
    }));
    expect(answer).toBe('feito');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entidade, entidade));
    expect(rows.map(({ id: _, ...a }) => a)).toEqual([
      {
        idUsuario: null,
        idCondo: null,
        acao: 'sessao.entrar',
        entidade,
        idEntidade: null,
        detalhes: null,
        createdAt: at,
      },
    ]);
  });

  test('changeBy: o usuário e o condomínio do token, o relógio do pedido e as listas que a mudança move (nenhuma se não diz)', () => {
    const at = new Date(Date.UTC(2030, 5, 1));
    expect(changeBy({ userId: 7, idCondo: 1001 }, at)).toEqual({ idUsuario: 7, idCondo: 1001, at, touches: [] });
    expect(changeBy({ userId: 7, idCondo: 1002 }, at, ['veiculos'])).toEqual({
      idUsuario: 7,
      idCondo: 1002,
      at,
      touches: ['veiculos'],
    });
  });

  test('a mesma chave com outros dados, ou em outra rota: 422 com a mensagem em pt-BR, e o trabalho não roda de novo', async () => {
    const placa = plate();
    const calls = { n: 0 };
    const first = await recordChange({ db: t.db, jobs: queue }, keyed(placa), keyedWork(placa, calls));
    expect(first.statusCode).toBe(201);
    for (const other of [keyed(placa, 'POST /teste', { placa: 'OUTRA' }), keyed(placa, 'POST /outra', { placa })]) {
      await expect(recordChange({ db: t.db, jobs: queue }, other, keyedWork(placa, calls))).rejects.toMatchObject({
        statusCode: 422,
        message: IDEMPOTENCY_MESSAGES.mismatch,
      });
    }
    expect(calls.n).toBe(1);
    expect(await vehiclesWith(placa)).toBe(1);
    const [stored] = await t.db
      .select()
      .from(chavesIdempotencia)
      .where(eq(chavesIdempotencia.chave, `chave-${placa}`));
    expect(stored).toMatchObject({
      idCondo: 1001,
      rota: 'POST /teste',
      hashRequisicao: requestHash('POST /teste', { placa }),
      idUsuario: userId,
      statusCode: 201,
      resposta: { id: first.body.id, placa },
    });
  });

  test('a chave de um pedido ainda sem resposta gravada: 409 com a mensagem em pt-BR, sem preparar nem rodar nada', async () => {
    const placa = plate();
    await t.db.insert(chavesIdempotencia).values({
      idCondo: 1001,
      chave: `chave-${placa}`,
      rota: 'POST /teste',
      hashRequisicao: requestHash('POST /teste', { placa }),
      idUsuario: userId,
      createdAt: t.clock.now(),
    });
    const calls = { n: 0 };
    let prepared = 0;
    const pending = keyed(placa);
    const withPrepare = { ...pending, idempotency: { ...pending.idempotency, prepare: async () => void prepared++ } };
    await expect(recordChange({ db: t.db, jobs: queue }, withPrepare, keyedWork(placa, calls))).rejects.toMatchObject({
      statusCode: 409,
      message: IDEMPOTENCY_MESSAGES.mismatch,
    });
    expect([calls.n, prepared, await vehiclesWith(placa)]).toEqual([0, 0, 0]);
  });

  test('com chave, "nada mudou" não é repetição: responde isReplayed falso e a chave não fica, a próxima tentativa roda', async () => {
    const placa = plate();
    const calls = { n: 0 };
    const nothing = await recordChange({ db: t.db, jobs: queue }, keyed(placa), async () => {
      calls.n += 1;
      return unchanged({ statusCode: 200, body: { igual: true } });
    });
    expect(nothing).toEqual({ statusCode: 200, body: { igual: true }, isReplayed: false });
    expect(await t.db.$count(chavesIdempotencia, eq(chavesIdempotencia.chave, `chave-${placa}`))).toBe(0);
    const ran = await recordChange({ db: t.db, jobs: queue }, keyed(placa), keyedWork(placa, calls));
    expect(ran).toMatchObject({ statusCode: 201, isReplayed: false });
    expect([calls.n, await vehiclesWith(placa)]).toEqual([2, 1]);
  });

  test('prepare roda fora da transação só quando a mudança vai rodar: a repetição não prepara de novo', async () => {
    const placa = plate();
    const calls = { n: 0 };
    const order: string[] = [];
    const base = keyed(placa);
    const withPrepare = {
      ...base,
      idempotency: {
        ...base.idempotency,
        prepare: async () => {
          order.push('prepare');
        },
      },
    };
    const work = keyedWork(placa, calls);
    const first = await recordChange({ db: t.db, jobs: queue }, withPrepare, async (tx) => {
      order.push('work');
      return work(tx);
    });
    const again = await recordChange({ db: t.db, jobs: queue }, withPrepare, work);
    expect(order).toEqual(['prepare', 'work']);
    expect(again).toEqual({ ...first, isReplayed: true });
    expect(calls.n).toBe(1);
  });

  test('dois pedidos ao mesmo tempo com a mesma chave: o trabalho roda uma vez e o outro responde a primeira resposta', async () => {
    const placa = plate();
    const calls = { n: 0 };
    // Both read the key (none yet) before either opens its transaction: the second must lose the claim, not the read.
    let arrived = 0;
    let release = () => {};
    const both = new Promise<void>((resolve) => {
      release = resolve;
    });
    const base = keyed(placa);
    const racing = {
      ...base,
      idempotency: {
        ...base.idempotency,
        prepare: async () => {
          arrived += 1;
          if (arrived === 2) release();
          await both;
        },
      },
    };
    const { fake, handed } = recordingQueue();
    // A variable (not an object literal) also fits the overload without a key: the answers are typed by hand.
    const answers = (await Promise.all([
      recordChange({ db: t.db, jobs: fake }, racing, keyedWork(placa, calls)),
      recordChange({ db: t.db, jobs: fake }, racing, keyedWork(placa, calls)),
    ])) as unknown as IdempotentResult<{ id: number; placa: string }>[];
    expect(answers.map((a) => a.isReplayed).sort()).toEqual([false, true]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers[0]!.statusCode).toBe(201);
    expect([await vehiclesWith(placa), await auditsOf(placa), await jobsOf(placa)]).toEqual([1, 1, 1]);
    // Only the change that ran hands its notice to the queue.
    expect(handed).toHaveLength(1);
  });

  test('sem condomínio não há chave, evento, aviso nem lista: o erro nomeia o que faltou e nada da mudança fica', async () => {
    const placa = plate();
    const at = t.clock.now();
    const nowhere: Change = { idUsuario: userId, idCondo: null, at };
    const audits = await t.db.$count(auditLog);

    const cases: [Change & { idempotency?: { key: string; route: string; fingerprint: unknown } }, string][] = [
      [
        { ...nowhere, idempotency: { key: `chave-${placa}`, route: 'POST /teste', fingerprint: {} } },
        'chave de idempotência',
      ],
      [nowhere, 'evento'],
      [nowhere, 'aviso'],
      [{ ...nowhere, touches: ['veiculos'] }, 'lista'],
    ];
    for (const [which, what] of cases) {
      const work = async (tx: typeof t.db): Promise<Recorded<unknown>> => {
        const { timeline, notices, ...recorded } = await addVehicle(placa)(tx);
        if (what === 'evento') return { ...recorded, timeline };
        if (what === 'aviso') return { ...recorded, notices };
        return recorded;
      };
      await expect(recordChange({ db: t.db, jobs: queue }, which, work as never)).rejects.toThrow(
        new Error(`${what} sem condomínio`),
      );
    }
    expect([await vehiclesWith(placa), await t.db.$count(auditLog)]).toEqual([0, audits]);
  });

  test('os avisos recolocados na fila vão à fila depois do commit, antes dos novos; uma mudança desfeita não entrega nada', async () => {
    const placa = plate();
    const { fake, handed } = recordingQueue();
    await recordChange({ db: t.db, jobs: fake }, change(), async (tx) => ({
      ...(await addVehicle(placa)(tx)),
      requeued: [900_001, 900_002],
    }));
    const [job] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.entidade, 'teste_veiculo'), sql`${jobs.payload}->>'body' = ${placa}`));
    expect(handed).toEqual([[900_001, 900_002, job!.id]]);
    expect(sent).toContain(job!.id);

    const refused = plate();
    await expect(
      recordChange({ db: t.db, jobs: fake }, change(), async (tx) => {
        await addVehicle(refused)(tx);
        throw new Error('recusado');
      }),
    ).rejects.toThrow('recusado');
    const answer = await recordChange({ db: t.db, jobs: fake }, change(), async (tx) => {
      await addVehicle(refused)(tx);
      return unchanged(0);
    });
    expect(answer).toBe(0);
    expect(handed).toHaveLength(1);
    expect([await vehiclesWith(refused), await eventsOf(refused), await jobsOf(refused)]).toEqual([0, 0, 0]);
  });

  test('sem eventos, avisos nem listas declarados, a mudança grava só a linha e a auditoria', async () => {
    const placa = plate();
    const version = await readDataVersion(t.db, 1001, 'veiculos');
    const { fake, handed } = recordingQueue();
    const id = await recordChange(
      { db: t.db, jobs: fake },
      { idUsuario: null, idCondo: 1001, at: t.clock.now() },
      async (tx) => {
        const { result, audit } = await addVehicle(placa)(tx);
        return { result, audit };
      },
    );
    expect(id).toBeGreaterThan(0);
    expect([await vehiclesWith(placa), await auditsOf(placa), await eventsOf(placa), await jobsOf(placa)]).toEqual([
      1, 1, 0, 0,
    ]);
    expect(await readDataVersion(t.db, 1001, 'veiculos')).toBe(version);
    expect(handed).toEqual([[]]);
  });
  test('uma mudança feita sem conexão: o evento no momento em que aconteceu, a auditoria no recebimento com o momento', async () => {
    const placa = plate();
    const occurredAt = new Date(t.clock.now().getTime() - 3 * 3600_000);
    await recordChange({ db: t.db, jobs: queue }, { ...change(), occurredAt }, addVehicle(placa));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.detalhes}->>'placa' = ${placa}`);
    expect([audit!.createdAt, audit!.detalhes]).toEqual([t.clock.now(), { placa, momento: occurredAt.toISOString() }]);
    const [event] = await t.db
      .select()
      .from(timelineEvents)
      .where(eq(timelineEvents.atividade, `Veículo cadastrado (${placa})`));
    expect(event!.dtInicio).toEqual(occurredAt);
  });
});
