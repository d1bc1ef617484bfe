import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobAttempts, jobs } from './db/schema/index.ts';
import { freePorts, startApiProcess, type ApiProcess } from './test/api-process.ts';
import { makeCpf } from './test/bad-input-fixtures.ts';
import { startFakeSmsGateway, startFakeSmtp } from './test/fake-gateways.ts';
import { bearer, CARLOS, loginPath } from './test/helpers.ts';
import { dropPrefix, testRedisPrefix } from './test/redis.ts';
import { createPostgresDatabase } from './test/test-app.ts';
import { unitIdOf } from './test/units.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** Jobs one process holds at once: the bound on what a kill -9 can make a provider see twice. */
const BATCH = 8;
if (!baseUrl || !redisUrl)
  console.warn('prova de escala pulada: precisa de TEST_DATABASE_URL e REDIS_URL (o .ci/run define os dois)');

/**
 * Issue 16 §6: two API processes (child processes, as production runs them) on one PostgreSQL and one Redis,
 * with a local SMS gateway and SMTP server counting every notice by its name.
 */
describe.skipIf(!baseUrl || !redisUrl)('dois processos da API num PostgreSQL e num Redis', () => {
  const prefix = testRedisPrefix();
  const dataDir = mkdtempSync(join(tmpdir(), 'portaria-scale-'));
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let sms: Awaited<ReturnType<typeof startFakeSmsGateway>>;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(baseUrl!);
    [sms, smtp] = await Promise.all([startFakeSmsGateway(), startFakeSmtp()]);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      SMS_HTTP_URL: sms.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'nao-responda@portaria.test',
      ALTCHA_HMAC_SECRET: 'segredo-compartilhado',
      NOTICE_POLL_MS: '100',
      NOTICE_LEASE_MS: '3000',
      NOTICE_RETRY_BASE_MS: '200',
      NOTICE_BATCH: String(BATCH),
    };
    // The first one migrates and seeds the demo; the second finds it done.
    const [port] = await freePorts(2);
    a = await startApiProcess(port!, env);
    b = await startApiProcess(port! + 1, env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([sms?.close(), smtp?.close()]);
    await database?.close();
    await dropPrefix(prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (api: ApiProcess, path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    fetch(`${api.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origem: 'PORTARIA',
        ...(init.token ? bearer(init.token) : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
  const contextOn = async (api: ApiProcess) => {
    const login = (await (
      await call(api, loginPath, { method: 'POST', body: { user: CARLOS.cpf, password: CARLOS.password } })
    ).json()) as { token: string };
    const ctx = (await (
      await call(api, '/api/auth/rbac/context/1001', { method: 'POST', token: login.token })
    ).json()) as { token: string };
    return ctx.token;
  };
  const pendingOf = async (api: ApiProcess, token: string, unidade: number) =>
    call(api, `/api/correspondencia?status=PENDENTE&unidade=${unidade}&limit=100`, { token });
  const idsOf = async (res: Response) => ((await res.json()) as { data: { id: number }[] }).data.map((p) => p.id);

  test('o token de um vale no outro; a correspondência cadastrada num aparece já na lista do outro; sair num revoga nos dois', async () => {
    const unidade = await unitIdOf(database.db, 1001, 'Bloco A', '101');
    const token = await contextOn(a);
    expect((await pendingOf(b, token, unidade)).status).toBe(200);
    const before = (await idsOf(await pendingOf(b, token, unidade))).length;
    const created = await call(a, '/api/correspondencia/entrada', {
      method: 'POST',
      token,
      body: { unidade, destinatario: 'Escala Dois', categoria: 'PACOTE', tamanho: 'PEQUENO' },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const after = await idsOf(await pendingOf(b, token, unidade));
    expect(after).toHaveLength(before + 1);
    expect(after).toContain(id);
    expect((await call(a, '/api/auth/rbac/logout', { method: 'POST', token })).status).toBeLessThan(300);
    expect((await pendingOf(b, token, unidade)).status).toBe(401);
    expect((await pendingOf(a, token, unidade)).status).toBe(401);
  });

  test('11 senhas erradas divididas entre os dois processos dão 429', async () => {
    const cpf = makeCpf(7300);
    for (let i = 0; i < 10; i += 1) {
      const res = await call(i % 2 ? b : a, loginPath, { method: 'POST', body: { user: cpf, password: 'errada' } });
      expect(res.status).toBe(401);
    }
    expect((await call(a, loginPath, { method: 'POST', body: { user: cpf, password: 'errada' } })).status).toBe(429);
    expect((await call(b, loginPath, { method: 'POST', body: { user: cpf, password: 'errada' } })).status).toBe(429);
  });

  test('kill -9 de um processo com avisos na fila: o sobrevivente envia cada aviso, e cada um sai uma vez', async () => {
    const unidade = await unitIdOf(database.db, 1001, 'Bloco B', '201');
    const token = await contextOn(a);
    // A slow gateway: when the process dies, some notices are queued and some are in its hands.
    sms.state.delayMs = 150;
    const start = await database.db.select({ max: sql<number>`coalesce(max(${jobs.id}), 0)` }).from(jobs);
    const from = Number(start[0]!.max);
    for (let i = 0; i < 20; i += 1) {
      const res = await call(a, '/api/correspondencia/entrada', {
        method: 'POST',
        token,
        body: { unidade, destinatario: `Fila ${i}`, categoria: 'PACOTE', tamanho: 'PEQUENO' },
      });
      expect(res.status).toBe(201);
    }
    a.child.kill('SIGKILL');
    await a.stop();
    const mine = sql`${jobs.id} > ${from}`;
    const total = await database.db.$count(jobs, mine);
    expect(total).toBeGreaterThanOrEqual(20);
    // The survivor sends what was queued, and retries what the dead one held once its lease runs out.
    for (let i = 0; (await database.db.$count(jobs, and(mine, eq(jobs.status, 'NA_FILA')))) > 0; i += 1) {
      if (i > 600) throw new Error('avisos ainda na fila após 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await database.db.$count(jobs, and(mine, eq(jobs.status, 'ENVIADO')))).toBe(total);
    // Each job has exactly one attempt that succeeded; the survivor made some of them.
    const done = await database.db
      .select({ idJob: jobAttempts.idJob, worker: jobAttempts.worker })
      .from(jobAttempts)
      .where(and(sql`${jobAttempts.idJob} > ${from}`, isNull(jobAttempts.error)));
    expect(done).toHaveLength(total);
    expect(new Set(done.map((d) => d.idJob)).size).toBe(total);
    expect(done.some((d) => d.worker.includes(`:${b.pid}:`))).toBe(true);
    // Every notice was delivered once by its name (the providers drop a repeated key, as real ones do), and nothing
    // else was delivered.
    const ids = await database.db.select({ id: jobs.id, kind: jobs.kind }).from(jobs).where(mine);
    const expected = (kind: string) =>
      ids
        .filter((j) => j.kind === kind)
        .map((j) => `aviso-${j.id}`)
        .sort();
    const ours = (keys: string[]) => keys.filter((k) => k.startsWith('aviso-') && Number(k.slice(6)) > from).sort();
    expect(ours(sms.delivered)).toEqual(expected('aviso.sms'));
    expect(ours(smtp.delivered())).toEqual(expected('aviso.email'));
    // A raw repeat can only be a message the dead process had handed to a provider without recording it: at most its
    // window of NOTICE_BATCH jobs in hand.
    const repeats = ours(sms.received).length + ours(smtp.keys()).length - total;
    expect(repeats).toBeLessThanOrEqual(BATCH);
    console.info(
      `kill -9: ${total} avisos entregues uma vez cada pela chave; ${repeats} repetidos na porta do provedor (descartados pela chave, limite ${BATCH})`,
    );
  }, 120_000);
});
