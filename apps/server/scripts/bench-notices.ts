/**
 * npm run bench:notices — issue 16. Two API processes (ports 3300-3399) on one PostgreSQL (a fresh database made
 * from BENCH_DATABASE_URL / TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test_h3) and one Redis
 * (REDIS_URL, default redis://127.0.0.1:6379/3), with a local fake SMS gateway and SMTP server. PARCELS (default
 * 10,000) are registered in bursts of BURST (default 50) spread over both processes:
 *   queue on  (NOTICE_DELIVERY=background): one process is killed with kill -9 half-way; the survivor takes the rest
 *             and every notice must be delivered once by its key (the fake providers drop a repeated key, as real ones
 *             do), each job with exactly one successful attempt, and at most NOTICE_BATCH raw repeats at their door;
 *   queue off (NOTICE_DELIVERY=inline): the request waits for the first attempt, as before the queue.
 * Printed: notices per second and the registration p50/p99 of each mode, and their ratio.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jobAttempts, jobs, pessoas } from '../src/db/schema/index.ts';
import { freePorts, startApiProcess, type ApiProcess } from '../src/test/api-process.ts';
import { startFakeSmsGateway, startFakeSmtp } from '../src/test/fake-gateways.ts';
import { CARLOS, loginPath } from '../src/test/helpers.ts';
import { dropPrefix, testRedisPrefix } from '../src/test/redis.ts';
import { createPostgresDatabase } from '../src/test/test-app.ts';

const PARCELS = Number(process.env.PARCELS ?? 10_000);
const BURST = Number(process.env.BURST ?? 50);
/** Jobs one process holds at once (NOTICE_BATCH): the most a kill -9 can make a provider see twice. */
const BATCH = Number(process.env.NOTICE_BATCH ?? 50);
const base =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test_h3';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const log = (text: string) => console.log(text);

const post = async (api: ApiProcess, path: string, body: unknown, token?: string) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: {
      origem: 'PORTARIA',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

const contextOn = async (api: ApiProcess) => {
  const { token } = (await (await post(api, loginPath, { user: CARLOS.cpf, password: CARLOS.password })).json()) as {
    token: string;
  };
  const ctx = (await (await post(api, '/api/auth/rbac/context/1001', {}, token)).json()) as { token: string };
  return ctx.token;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const run = async (mode: 'background' | 'inline') => {
  const [port] = await freePorts(2);
  const database = await createPostgresDatabase(base);
  const [sms, smtp] = await Promise.all([startFakeSmsGateway(), startFakeSmtp()]);
  const prefix = testRedisPrefix();
  const dataDir = mkdtempSync(join(tmpdir(), 'portaria-bench-notices-'));
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    SMS_HTTP_URL: sms.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'nao-responda@portaria.test',
    NOTICE_DELIVERY: mode,
    NOTICE_POLL_MS: '200',
    NOTICE_LEASE_MS: '5000',
    NOTICE_BATCH: String(BATCH),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  const a = await startApiProcess(port!, env);
  const b = await startApiProcess(port! + 1, env);
  try {
    // A unit whose residents have one phone and one e-mail between them at most: 1-2 notices per parcel.
    const [unit] = await database.db
      .select({ idUnidade: pessoas.idUnidade, n: sql<number>`count(*)::int` })
      .from(pessoas)
      .where(sql`${pessoas.telefone} is not null`)
      .groupBy(pessoas.idUnidade)
      .orderBy(sql`count(*)`)
      .limit(1);
    const tokens = [await contextOn(a), await contextOn(b)];
    const apis = [a, b];
    const latencies: number[] = [];
    let isAKilled = false;
    const started = performance.now();
    for (let done = 0; done < PARCELS; done += BURST) {
      if (mode === 'background' && !isAKilled && done >= PARCELS / 2) {
        a.child.kill('SIGKILL');
        await a.stop();
        isAKilled = true;
        log(`  kill -9 do processo ${a.pid} depois de ${done} correspondências`);
      }
      await Promise.all(
        Array.from({ length: Math.min(BURST, PARCELS - done) }, async (_, i) => {
          const which = isAKilled ? 1 : (done + i) % 2;
          const t0 = performance.now();
          const res = await post(
            apis[which]!,
            '/api/correspondencia/entrada',
            { unidade: unit!.idUnidade, destinatario: `Bench ${done + i}`, categoria: 'PACOTE', tamanho: 'PEQUENO' },
            tokens[which],
          );
          latencies.push(performance.now() - t0);
          if (res.status !== 201) throw new Error(`cadastro respondeu ${res.status}: ${await res.text()}`);
        }),
      );
    }
    const registered = performance.now();
    const notices = sql`${jobs.kind} like 'aviso.%'`;
    const total = await database.db.$count(jobs, notices);
    for (let i = 0; (await database.db.$count(jobs, and(notices, eq(jobs.status, 'NA_FILA')))) > 0; i += 1) {
      if (i > 3000) throw new Error('avisos ainda na fila após 10 min');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const drained = performance.now();
    const sent = await database.db.$count(jobs, and(notices, eq(jobs.status, 'ENVIADO')));
    const successes = await database.db
      .select({ id: jobAttempts.idJob })
      .from(jobAttempts)
      .innerJoin(jobs, eq(jobs.id, jobAttempts.idJob))
      .where(and(notices, isNull(jobAttempts.error)));
    const once = new Set(successes.map((s) => s.id)).size === successes.length && successes.length === total;
    const expected = (await database.db.select({ id: jobs.id }).from(jobs).where(notices))
      .map((j) => `aviso-${j.id}`)
      .sort();
    // The providers deduplicate by key as real ones do: each notice must be delivered exactly once by its name.
    const delivered = [...sms.delivered, ...smtp.delivered()].sort();
    const isOnceByKey = delivered.length === expected.length && delivered.every((k, i) => k === expected[i]);
    const deliveredKeys = new Set(delivered);
    const missing = expected.filter((k) => !deliveredKeys.has(k)).length;
    return {
      mode,
      total,
      sent,
      once,
      missing,
      deliveredOnce: deliveredKeys.size,
      isOnceByKey,
      repeats: sms.repeats() + smtp.repeats(),
      noticesPerSecond: total / ((drained - started) / 1000),
      registrationsPerSecond: PARCELS / ((registered - started) / 1000),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await Promise.all([sms.close(), smtp.close()]);
    await database.close();
    await dropPrefix(prefix);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const show = (r: Awaited<ReturnType<typeof run>>) =>
  log(
    `  ${r.mode === 'background' ? 'fila ligada  ' : 'fila desligada'}: ${r.total} avisos, ${r.sent} enviados, ${r.missing} faltando, ` +
      `uma tentativa bem-sucedida por aviso: ${r.once ? 'sim' : 'NÃO'}, entregues uma vez pela chave: ${r.deliveredOnce} (${r.isOnceByKey ? 'todos' : 'NÃO'}), ` +
      `repetidos na porta do provedor: ${r.repeats} (limite ${BATCH}); ` +
      `${r.noticesPerSecond.toFixed(0)} avisos/s, ${r.registrationsPerSecond.toFixed(0)} cadastros/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
  );

log(`bench:notices — ${PARCELS} correspondências em rajadas de ${BURST}, dois processos, PostgreSQL + Redis`);
const on = await run('background');
show(on);
const off = await run('inline');
show(off);
log(`  p99 do cadastro, fila desligada / ligada: ${(off.p99 / on.p99).toFixed(2)}×`);
for (const r of [on, off]) {
  const isOk = r.sent === r.total && r.missing === 0 && r.once && r.isOnceByKey && r.repeats <= BATCH;
  if (!isOk) {
    log(`  FALHOU (${r.mode}): cada aviso entregue uma vez pela chave e no máximo ${BATCH} repetidos`);
    process.exitCode = 1;
  }
}
