/**
 * npm run bench:residents — 20,000 residents over 5,000 units of one condominium, then the real server under
 * autocannon (50 connections, 10 s each) on the resident list: page 1, a name search and a block filter. PostgreSQL
 * through DATABASE_URL (a dedicated database "portaria_bench_residents" is recreated; the named one is never touched),
 * embedded PGlite without it. Prints p50/p99; nothing is asserted. PORT picks the server's port (default 3236).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { completeCpf } from '@portaria/shared';
import pg from 'pg';
import { createDatabase, migrate } from '../src/db/client.ts';
import { blocos, pessoas, unidades } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { serverArgs } from './bench-server-args.ts';

const UNITS = 5000;
const RESIDENTS = 20_000;
const BLOCKS = 50;
const port = Number(process.env.PORT ?? 3236);
const log = (text: string) => console.log(text);
const dataDir = mkdtempSync(join(tmpdir(), 'portaria-bench-residents-'));

const benchUrl = async (): Promise<string | undefined> => {
  if (!process.env.DATABASE_URL) return undefined;
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS portaria_bench_residents WITH (FORCE)');
  await client.query('CREATE DATABASE portaria_bench_residents');
  await client.end();
  admin.pathname = '/portaria_bench_residents';
  return admin.toString();
};

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Larissa',
  'Márcio',
  'Natália',
  'Otávio',
  'Paula',
  'Renato',
  'Sônia',
  'Tiago',
  'Úrsula',
  'Vítor',
];
const LAST = [
  'Souza',
  'Araújo',
  'Conceição',
  'Gonçalves',
  'Lima',
  'Pereira',
  'Damásio',
  'Magalhães',
  'Monteiro',
  'Nogueira',
  'Fonseca',
  'Vasconcelos',
  'Tavares',
  'Campos',
  'Ramos',
];

const url = await benchUrl();
log(`\nBanco: ${url ? 'PostgreSQL (portaria_bench_residents)' : `PGlite embutido em ${dataDir}`}`);
const database = await createDatabase(url ? { url } : { dataDir: `${dataDir}/pglite` });
await migrate(database.db);
await seedDemo(database.db, { hashCost: TEST_COST });
const started = Date.now();
const blockRows = await database.db
  .insert(blocos)
  .values(
    Array.from({ length: BLOCKS }, (_, i) => ({ idCondo: 1001, nome: `Torre ${String(i + 1).padStart(2, '0')}` })),
  )
  .returning({ idBloco: blocos.idBloco });
const unitIds: number[] = [];
for (const block of blockRows) {
  const rows = await database.db
    .insert(unidades)
    .values(Array.from({ length: UNITS / BLOCKS }, (_, i) => ({ idBloco: block.idBloco, nome: String(1000 + i) })))
    .returning({ idUnidade: unidades.idUnidade });
  unitIds.push(...rows.map((r) => r.idUnidade));
}
for (let start = 0; start < RESIDENTS; start += 2000) {
  await database.db.insert(pessoas).values(
    Array.from({ length: 2000 }, (_, k) => {
      const i = start + k;
      return {
        idUnidade: unitIds[i % UNITS]!,
        cpf: completeCpf(String(300_000_000 + i * 7)),
        nome: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 11) % LAST.length]}`,
        telefone: '11987654321',
        perfil: i % 4 === 0 ? 'morar.proprietario' : 'morar.morador',
        appInstalado: i % 3 !== 0,
      };
    }),
  );
}
log(`${RESIDENTS} moradores em ${UNITS} unidades (${BLOCKS} blocos) semeados em ${Date.now() - started} ms`);
const firstBlock = blockRows[0]!.idBloco;
await database.close();

const server = spawn(process.execPath, await serverArgs(), {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(url ? { DATABASE_URL: url } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) break;
    } catch {
      // not yet listening
    }
    if (i > 360) throw new Error('o servidor não subiu');
    await new Promise((r) => setTimeout(r, 250));
  }
  const headers = { origem: 'PORTARIA', 'content-type': 'application/json' };
  const login = (await (
    await fetch(`${base}/api/auth/rbac/project/PORTARIA?mode=AppPortaria`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user: '52998224725', password: 'Portaria@2024' }),
    })
  ).json()) as { token: string };
  const ctx = (await (
    await fetch(`${base}/api/auth/rbac/context/1001`, {
      method: 'POST',
      headers: { origem: 'PORTARIA', authorization: `Bearer ${login.token}` },
    })
  ).json()) as { token: string };
  const auth = { origem: 'PORTARIA', authorization: `Bearer ${ctx.token}` };
  const list = '/api/portaria/api/v2/condominios/1001/submoradores';
  const cases = [
    ['página 1', `${list}?page=1&limit=50`],
    ['busca por nome ("conceicao")', `${list}?page=1&limit=50&nomeMorador=conceicao`],
    ['filtro de bloco', `${list}?page=1&limit=50&idsBlocos=${firstBlock}`],
  ] as const;
  for (const [name, path] of cases) {
    const check = await fetch(`${base}${path}`, { headers: auth });
    const body = (await check.json()) as { meta: { totalItems: number } };
    const result = await autocannon({ url: `${base}${path}`, connections: 50, duration: 10, headers: auth });
    log(
      `${name}: ${body.meta.totalItems} itens; ${result.requests.total} pedidos, ${result.non2xx} não-2xx; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
