import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readDataVersion } from '../lists/data-version.repository.ts';
import { auditLog, chavesIdempotencia, jobs, timelineEvents, usuarios, veiculos } from '../../db/schema/index.ts';
import { createJobQueue, type JobQueue } from '../notices/job-queue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { unitIdOf } from '../../test/units.ts';
import { recordChange, unchanged, type Change, type Recorded } from './record-change.ts';

/**
 * The write path itself (decision 106): the area's rows, the audit entry, the timeline event, the notice jobs, the
 * idempotency record and the data version commit together or not at all.
 */
describe('recordChange: uma mudança, uma transação', () => {
  let t: TestApp;
  let queue: JobQueue;
  let unit: number;
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
});
