/**
 * npm run bench:occurrences — on PostgreSQL (DATABASE_URL, default the local test server): a dedicated database
 * "portaria_bench_ocorrencias" with 500,000 occurrences (and their first contents) in condominium 4521 over five
 * years, then the real server under autocannon (50 connections, 10 s): the first page of `resumo` (last 90 days),
 * a page further in, a text search of one word and of two, a search whose three words change on every
 * request (nothing cached), and a unit's list. Figures are printed; the goal is p99 < 50 ms.
 */
import { freshBenchDatabase, log, measure, signIn, startBenchServer } from './bench-support.ts';

const TOTAL = 500_000;
const db = await freshBenchDatabase('portaria_bench_ocorrencias');
log(`\nBanco: PostgreSQL (portaria_bench_ocorrencias)\nSemeando ${TOTAL.toLocaleString('pt-BR')} ocorrências...`);
const t0 = performance.now();
const { rows: unitRows } = await db.client.query<{ id: number }>(
  'SELECT u.id_unidade AS id FROM unidades u JOIN blocos b USING (id_bloco) WHERE b.id_condo = 1001 ORDER BY 1',
);
const units = unitRows.map((r) => r.id);
// Messages built from a few dozen pt-BR words, so a word matches a realistic share of them.
const words = [
  'barulho',
  'vazamento',
  'garagem',
  'elevador',
  'portão',
  'iluminação',
  'piscina',
  'academia',
  'lixo',
  'cachorro',
  'obra',
  'festa',
  'vizinho',
  'interfone',
  'câmera',
  'jardim',
  'limpeza',
  'corredor',
  'escada',
  'infiltração',
  'bicicleta',
  'encomenda',
  'mudança',
  'salão',
  'churrasqueira',
  'quadra',
  'playground',
  'água',
  'gás',
  'energia',
];
await db.client.query(
  `INSERT INTO ocorrencias (id_condo, id_unidade, tipo_ocorrencia, publica, tipo_usuario, conteudo, email, fl_encerrado, data_ocorrencia, created_at)
   SELECT 1001, ($1::int[])[1 + ((g::bigint * 7919) % $2)::int], (ARRAY['ELOGIO','SUGESTAO','RECLAMACAO','OUTROS'])[1 + g % 4], 'S', 'MORADOR',
          initcap(($3::text[])[1 + g % 30]) || ' no bloco: ' || ($3::text[])[1 + (g / 30) % 30] || ' e ' || ($3::text[])[1 + (g / 900) % 30] || ' desde ontem, por favor verificar.',
          'morador' || (g % 997) || '@exemplo.com.br', CASE WHEN g % 3 = 0 THEN 'S' ELSE 'N' END,
          now() - make_interval(secs => (g::float8 / $4) * 5 * 365 * 86400), now()
     FROM generate_series(1, $4) g`,
  [units, units.length, words, TOTAL],
);
await db.client.query(
  `INSERT INTO ocorrencia_conteudos (id_ocorrencia, id_condo, conteudo, autor, created_at)
   SELECT id, id_condo, conteudo, 'MORADOR', created_at FROM ocorrencias WHERE email LIKE 'morador%@exemplo.com.br'`,
);
// As autovacuum leaves a table at rest: statistics, and the visibility map that lets a count read the index alone.
await db.client.query('VACUUM ANALYZE');
const {
  rows: [count],
} = await db.client.query<{ n: string }>('SELECT count(*) n FROM ocorrencias');
log(`  ${Number(count!.n).toLocaleString('pt-BR')} ocorrências, ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const server = await startBenchServer(db.url);
try {
  const headers = await signIn(server.base);
  const list = (query: string) => `/api/ocorrencias/resumo?limit=50&referencia=4521&publica=S&${query}`;
  let n = 0;
  // Three words whose combination changes on every request (27,000 of them): neither the page nor its total
  // can come from the list cache, the worst case of the desk's search box.
  const changing = () => {
    n += 1;
    return list(
      `page=1&conteudo=${encodeURIComponent(`${words[n % 30]} ${words[Math.floor(n / 30) % 30]} ${words[Math.floor(n / 900) % 30]}`)}`,
    );
  };
  const sample = (await (await fetch(`${server.base}${list('page=1&conteudo=vazamento')}`, { headers })).json()) as {
    meta: { totalItems: number };
  };
  log(
    `\nLeituras sob autocannon, 50 conexões, 10 s cada (após 2 s de aquecimento); "vazamento" acha ${sample.meta.totalItems.toLocaleString('pt-BR')} nos 90 dias`,
  );
  await measure(server.base, headers, 'resumo, página 1 (últimos 90 dias)', () => list('page=1'));
  await measure(server.base, headers, 'resumo, página 20', () => list('page=20'));
  await measure(server.base, headers, 'busca de uma palavra ("vazamento")', () => list('page=1&conteudo=vazamento'));
  await measure(server.base, headers, 'busca de duas palavras ("garagem portao")', () =>
    list('page=1&conteudo=garagem%20portao'),
  );
  await measure(server.base, headers, 'busca com palavras diferentes a cada pedido', changing);
  await measure(server.base, headers, 'ocorrências de uma unidade', () => list(`page=1&unidade=${units[5]}`));
  log('\nMeta no PostgreSQL: p99 < 50 ms na página do resumo e na busca de texto, a 50 conexões.');
  log('A máquina pode estar dividida com outros processos: os números variam de uma execução para outra.\n');
} finally {
  await server.stop();
  await db.client.end();
  await db.drop();
}
