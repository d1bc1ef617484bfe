import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { altchaUsed, arquivos, auditLog, chavesIdempotencia, jobs, usuarios } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAppQueue } from './app-queue.ts';

const DAY = 24 * 3_600_000;
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe('limpeza agendada na mesma fila', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('uma execução por hora, seja quantos processos forem; remove o vencido, guarda o recente e o log de auditoria', async () => {
    const at = t.clock.now();
    const old = new Date(at.getTime() - 8 * DAY);
    const [user] = await t.db.select({ id: usuarios.id }).from(usuarios).limit(1);
    await t.db.insert(chavesIdempotencia).values([
      { idCondo: 1001, chave: 'velha', rota: 'r', hashRequisicao: 'h', createdAt: old },
      { idCondo: 1001, chave: 'nova', rota: 'r', hashRequisicao: 'h', createdAt: at },
    ]);
    await t.db.insert(arquivos).values([
      { hash: 'abandonado', idCondo: 1001, driver: 'disk', status: 'AGUARDANDO', uploadExpiraEm: new Date(at.getTime() - 2 * DAY), createdAt: old },
      { hash: 'em-curso', idCondo: 1001, driver: 'disk', status: 'AGUARDANDO', uploadExpiraEm: at, createdAt: at },
    ]);
    await t.db.insert(altchaUsed).values([{ hash: 'vencido', expiresAt: old }, { hash: 'valido', expiresAt: new Date(at.getTime() + DAY) }]);
    await t.db.insert(auditLog).values({ idUsuario: user!.id, acao: 'teste.limpeza', entidade: 'teste', createdAt: old });

    // Two processes tick in the same hour: one run is queued, and it runs once.
    const first = createAppQueue({ db: t.db, config: t.config, now: t.clock.now, log: silentLog, notifier: t.notifier });
    const second = createAppQueue({ db: t.db, config: t.config, now: t.clock.now, log: silentLog, notifier: t.notifier });
    await Promise.all([first.runDue(), second.runDue()]);
    const scheduled = async () => (await t.db.select().from(jobs).where(eq(jobs.kind, 'limpeza')));
    expect(await scheduled()).toHaveLength(0);
    await Promise.all([first.poll(), second.poll()]);
    await Promise.all([first.poll(), second.poll()]);
    const runs = await scheduled();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'ENVIADO', attempts: 1 });

    const keys = await t.db.select({ chave: chavesIdempotencia.chave }).from(chavesIdempotencia).where(inArray(chavesIdempotencia.chave, ['velha', 'nova']));
    expect(keys.map((k) => k.chave)).toEqual(['nova']);
    const files = await t.db.select({ hash: arquivos.hash }).from(arquivos).where(inArray(arquivos.hash, ['abandonado', 'em-curso']));
    expect(files.map((f) => f.hash)).toEqual(['em-curso']);
    expect((await t.db.select().from(altchaUsed)).map((a) => a.hash)).toEqual(['valido']);
    expect(await t.db.$count(auditLog, eq(auditLog.acao, 'teste.limpeza'))).toBe(1);
  });
});
