/**
 * npm run bench:access — access control on PostgreSQL (DATABASE_URL names the server, default the local one): a
 * dedicated database "portaria_bench_access" with the demo data plus 100,000 visitors, 200,000 schedules and
 * 1,000,000 entry-log rows (with their timeline events, 2,000 a day) over 2,000 units of one condominium, then the
 * real server under autocannon (50 connections, 10 s each after 2 s of warm-up) on the day's entries list, the
 * visitor search and a 2,000-event timeline day, and one 90-day CSV report (rows/s). Prints the figures; nothing is
 * asserted. Goals: p99 < 50 ms for the lists and the timeline, at least 50,000 CSV rows/s.
 */
import { addDays, todayIn } from '@portaria/shared/common/day';
import { foldText } from '@portaria/shared/text';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { FIRST_NAMES, LAST_NAMES } from './bench-residents-seed.ts';
import { freshBenchDatabase, log, measure, signIn, startBenchServer } from './bench-support.ts';

const today = todayIn(new Date());
const arr = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s}'`).join(',')}]`);

const bench = await freshBenchDatabase('portaria_bench_access');
const db = drizzle(bench.client);
const step = async (name: string, query: ReturnType<typeof sql>) => {
  const t0 = Date.now();
  await db.execute(query);
  log(`  ${name}: ${Date.now() - t0} ms`);
};
const started = Date.now();
log(`\nBanco: PostgreSQL; hoje ${today}`);
await step(
  '2.000 unidades',
  sql`
  WITH b AS (INSERT INTO blocos (id_condo, nome) SELECT 1001, 'Torre ' || lpad(g::text, 2, '0') FROM generate_series(1, 20) g RETURNING id_bloco)
  INSERT INTO unidades (id_bloco, nome) SELECT b.id_bloco, (1000 + g)::text FROM b, generate_series(1, 100) g`,
);
const [{ first_v }] = (
  (await db.execute(sql`SELECT coalesce(max(id), 0) + 1 AS first_v FROM visitantes`)) as unknown as {
    rows: [{ first_v: number }];
  }
).rows;
await step(
  '100.000 visitantes',
  sql`
  INSERT INTO visitantes (id_condo, nome, empresa, tipo_documento, numero_documento, visitante_tipo, busca)
  SELECT 1001, n.nome, n.empresa, 'CPF', lpad((800000000 + g)::text, 11, '0'), n.tipo,
         n.folded || ' ' || coalesce(lower(n.empresa), '') || ' ' || lpad((800000000 + g)::text, 11, '0')
    FROM generate_series(1, 100000) g,
    LATERAL (SELECT (${arr(FIRST_NAMES)})[1 + g % 20] || ' ' || (${arr(LAST_NAMES)})[1 + (g * 7) % 15] || ' ' || (${arr(LAST_NAMES)})[1 + (g * 11) % 15] AS nome,
                    (${arr(FIRST_NAMES.map(foldText))})[1 + g % 20] || ' ' || (${arr(LAST_NAMES.map(foldText))})[1 + (g * 7) % 15] || ' ' || (${arr(LAST_NAMES.map(foldText))})[1 + (g * 11) % 15] AS folded,
                    CASE WHEN g % 10 >= 6 THEN 'Empresa ' || (g % 50) END AS empresa,
                    CASE WHEN g % 10 < 6 THEN 'VISITANTE' WHEN g % 10 < 9 THEN 'PRESTADOR_SERVICO' ELSE 'PRESTADOR_CONDOMINIO' END AS tipo) n`,
);
await step(
  '100.000 vínculos com unidade',
  sql`
  WITH u AS (SELECT u.id_unidade, row_number() OVER (ORDER BY u.id_unidade) - 1 AS rn FROM unidades u JOIN blocos b ON b.id_bloco = u.id_bloco WHERE b.nome LIKE 'Torre %' AND b.id_condo = 1001)
  INSERT INTO visitante_unidades (id_condo, id_visitante, id_unidade)
  SELECT 1001, v.id, CASE WHEN v.visitante_tipo = 'PRESTADOR_CONDOMINIO' THEN NULL ELSE u.id_unidade END
    FROM visitantes v JOIN u ON u.rn = v.id % 2000 WHERE v.id >= ${first_v}`,
);
// Two schedules each: 2/5 recurring (7 to 60 days, on 1 to 7 weekdays), 2/5 one-day, 1/5 INTERFONAR; their
// starts spread over the 500 days up to a month ahead (about 2,500 cards a day).
await step(
  '200.000 agendamentos',
  sql`
  INSERT INTO autorizacoes (id_condo, id_visitante_unidade, tipo_autorizacao, data_de, data_ate, dias_semana)
  SELECT 1001, vu.id, t.tipo,
         CASE WHEN t.tipo = 'INTERFONAR' THEN NULL ELSE ${today}::date + 30 - (h % 500) END,
         CASE WHEN t.tipo = 'INTERFONAR' THEN NULL WHEN t.tipo = 'PONTUAL' THEN ${today}::date + 30 - (h % 500) ELSE ${today}::date + 30 - (h % 500) + 7 + (h % 54) END,
         CASE WHEN t.tipo = 'ACESSO_LIBERADO' THEN (1 + h % 127) ELSE 0 END
    FROM visitante_unidades vu, generate_series(0, 1) k,
    LATERAL (SELECT ((vu.id * 7919 + k * 104729) % 1000003) AS h) x,
    LATERAL (SELECT CASE (vu.id * 2 + k) % 5 WHEN 0 THEN 'ACESSO_LIBERADO' WHEN 1 THEN 'ACESSO_LIBERADO' WHEN 4 THEN 'INTERFONAR' ELSE 'PONTUAL' END AS tipo) t
   WHERE vu.id_condo = 1001 AND vu.id_visitante >= ${first_v}`,
);
// Five visits per schedule over the last 500 days: 2,000 a day, one per schedule and day; written in the order they
// happened, as the desk appends them (a day's visits sit together on disk, as they do in a real log).
await step(
  '1.000.000 entradas e saídas',
  sql`
  WITH s AS (SELECT a.id, a.id_visitante_unidade, a.tipo_autorizacao, vu.id_unidade, row_number() OVER (ORDER BY a.id) - 1 AS rn
               FROM autorizacoes a JOIN visitante_unidades vu ON vu.id = a.id_visitante_unidade WHERE vu.id_visitante >= ${first_v})
  INSERT INTO log_entradas (id_condo, id_visitante_unidade, id_autorizacao, tipo_autorizacao, id_unidade, dia, dt_entrada, dt_saida)
  SELECT 1001, s.id_visitante_unidade, s.id, s.tipo_autorizacao, s.id_unidade, d.dia,
         (d.dia + time '08:00' + (s.rn % 600) * interval '1 minute') AT TIME ZONE 'America/Sao_Paulo',
         CASE WHEN s.rn % 20 = 0 THEN NULL ELSE (d.dia + time '09:00' + (s.rn % 600) * interval '1 minute') AT TIME ZONE 'America/Sao_Paulo' END
    FROM s, generate_series(0, 4) k, LATERAL (SELECT ${today}::date - (k * 100 + (s.rn % 100))::int AS dia) d
   ORDER BY 7`,
);
await step(
  '1.000.000 eventos da linha do tempo',
  sql`
  INSERT INTO timeline_events (id_condo, area, atividade, dt_inicio, dt_fim, id_unidade, nm_pessoa, entidade, id_entidade)
  SELECT l.id_condo, 'acessos', 'Entrada de Visitante: ' || v.nome, l.dt_entrada, NULL, l.id_unidade, v.nome, 'log_entrada', l.id::text
    FROM log_entradas l JOIN visitante_unidades vu ON vu.id = l.id_visitante_unidade JOIN visitantes v ON v.id = vu.id_visitante
   ORDER BY l.dt_entrada`,
);
await step('ANALYZE', sql`ANALYZE`);
log(`Semeado em ${Date.now() - started} ms`);

const server = await startBenchServer(bench.url);
try {
  // As a browser asks: large answers (the timeline day) then travel gzipped, compressed once per cached answer.
  const auth = { ...(await signIn(server.base)), 'accept-encoding': 'gzip, deflate, br' };
  const cases = [
    // The machine's ceiling: a trivial authenticated read (24 blocks), for comparison with the figures below.
    [
      'referência: blocos por referência',
      '/api/condominios/v3/4521/blocos',
      (b: { data: unknown[] }) => `${b.data.length} blocos`,
    ],
    [
      'entradas do dia (página 1)',
      `/api/controleacesso/autorizarconvidado/logentrada?page=1&limit=50&dataReferencia=${today}`,
      (b: { meta: { totalItems: number } }) => `${b.meta.totalItems} cartões`,
    ],
    [
      'entradas do dia, busca "conceicao"',
      `/api/controleacesso/autorizarconvidado/logentrada?page=1&limit=50&dataReferencia=${today}&curinga=conceicao`,
      (b: { meta: { totalItems: number } }) => `${b.meta.totalItems} cartões`,
    ],
    [
      'visitantes, busca "conceicao"',
      '/api/controleacesso/visitanteunidade?page=1&limit=50&curinga=conceicao',
      (b: { meta: { totalItems: number } }) => `${b.meta.totalItems} visitantes`,
    ],
    [
      'visitantes, busca "ana souza"',
      '/api/controleacesso/visitanteunidade?page=1&limit=50&curinga=ana%20souza',
      (b: { meta: { totalItems: number } }) => `${b.meta.totalItems} visitantes`,
    ],
    [
      'visitantes (página 1)',
      '/api/controleacesso/visitanteunidade?page=1&limit=50',
      (b: { meta: { totalItems: number } }) => `${b.meta.totalItems} visitantes`,
    ],
    [
      'linha do tempo de ontem',
      `/api/portaria/api/v2/linhadotempo?data=${addDays(today, -1)}`,
      (b: unknown[]) => `${b.length} eventos`,
    ],
  ] as const;
  for (const [name, path, describe] of cases) {
    // The first read of each is the database's (nothing cached yet): its time alone, one request.
    const t0 = performance.now();
    const body = await (await fetch(`${server.base}${path}`, { headers: auth })).json();
    log(`${name}: ${describe(body as never)}; primeira leitura (do banco) ${Math.round(performance.now() - t0)} ms`);
    await measure(server.base, auth, name, () => path);
  }
  // The same searches repeat above, so after the first request they come from the list cache (decision 061) as
  // they would at a desk; here every request asks a name never asked before (4,500 of them): no cache.
  let n = 0;
  const folded = [FIRST_NAMES, LAST_NAMES, LAST_NAMES].map((names) => names.map(foldText));
  await measure(server.base, auth, 'visitantes, busca que muda a cada pedido', () => {
    n += 1;
    const name = `${folded[0]![n % 20]} ${folded[1]![Math.floor(n / 20) % 15]} ${folded[2]![Math.floor(n / 300) % 15]}`;
    return `/api/controleacesso/visitanteunidade?page=1&limit=50&curinga=${encodeURIComponent(name)}`;
  });
  for (let run = 0; run < 2; run++) {
    const t0 = performance.now();
    const res = await fetch(
      `${server.base}/api/controleacesso/autorizarconvidado/logentrada/relatorio?tipo=CSV&dataDe=${addDays(today, -89)}&dataAte=${today}`,
      { headers: auth },
    );
    const text = await res.text();
    const ms = performance.now() - t0;
    const rows = text.split('\r\n').length - 2;
    log(
      `relatório CSV de 90 dias: ${res.status}; ${rows} linhas, ${(text.length / 1e6).toFixed(1)} MB em ${Math.round(ms)} ms = ${Math.round(rows / (ms / 1000))} linhas/s`,
    );
  }
  log('\nA máquina pode estar dividida com outros processos: os números variam de uma execução para outra.\n');
} finally {
  await server.stop();
  await bench.client.end();
  await bench.drop();
}
