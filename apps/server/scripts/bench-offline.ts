/**
 * npm run bench:offline — what the desk keeps to read offline (issue 35 item 2, decision 129) for the benchmark
 * condominium: 20,000 residents over 5,000 units (as bench:residents), 3,000 visitors with schedules valid today or
 * tomorrow, 2,500 parcels waiting and 500 standing instructions, on the demo's condominium 1001. Always on an embedded
 * PGlite in a temporary folder (no PostgreSQL database is created or dropped). The real server runs it; the script
 * makes the web's background refresh (apps/web/src/lib/offline/prefetch-reads.ts and app/offline-reads.ts) request by
 * request, one after another as the web does, three times, and prints the size of what the desk stores (the answers
 * as react-query dehydrates them under the screens' keys) and the time of each refresh. Nothing is asserted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryClient, dehydrate, type QueryKey } from '@tanstack/query-core';
import { entryEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import { addDays, todayIn } from '@portaria/shared/common/day';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { deskEndpoints } from '@portaria/shared/desk/desk.endpoints';
import type { OfflineReads } from '@portaria/shared/desk/offline-reads.schemas';
import { moveEndpoints } from '@portaria/shared/reservations/reservations.endpoints';
import { createDatabase, migrate } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_COST } from '../src/platform/access/passwords.ts';
import { serverArgs, waitForServer } from './bench-server-args.ts';
import { signIn } from './bench-support.ts';
import { seedOfflineDesk } from './bench-offline-seed.ts';

const port = Number(process.env.PORT ?? 3237);
const log = (text: string) => console.log(text);
const dataDir = mkdtempSync(join(tmpdir(), 'portaria-bench-offline-'));
const today = todayIn(new Date());
const tomorrow = addDays(today, 1);

log(`\nbench:offline — PGlite embutido em ${dataDir}, hoje ${today}`);
const database = await createDatabase({ dataDir: `${dataDir}/pglite` });
await migrate(database.db);
await seedDemo(database.db, { hashCost: TEST_COST });
await seedOfflineDesk(database.db, { today, log });
await database.close();

const server = spawn(process.execPath, await serverArgs(), {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

type Page = { data: { unidade?: { idUnidade: number } }[]; meta: { page: number; totalPages: number } };
type Read = { queryKey: QueryKey; data: unknown };

/** One refresh as the web makes it: the requests in order, the reads under the screens' keys, the bytes received. */
const refresh = async (auth: Record<string, string>) => {
  let received = 0;
  let requests = 0;
  const get = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> => {
    const url = new URL(`${base}/api${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const res = await fetch(url, { headers: auth });
    const text = await res.text();
    if (res.status !== 200 && res.status !== 204) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
    received += text.length;
    requests += 1;
    return (text ? JSON.parse(text) : { data: [], meta: { page: 1, totalPages: 0 } }) as T;
  };
  const allPages = async (path: string, query: Record<string, string | number>) => {
    const pages: Page[] = [];
    for (let page = 1; page <= 200; page++) {
      const answer = await get<Page>(path, { ...query, page });
      pages.push(answer);
      if (answer.meta.page >= answer.meta.totalPages) break;
    }
    return { pages, pageParams: pages.map((_, i) => i + 1) };
  };
  const started = performance.now();
  const reads: Read[] = [];
  const condominium = await get<{ blocos: { unidades: { idUnidade: number }[] }[] }>('/condominios/1001');
  reads.push({ queryKey: ['condominium', 1001], data: condominium });
  const unitIds = condominium.blocos.flatMap((b) => b.unidades.map((u) => u.idUnidade));
  const offline = await get<OfflineReads>(deskEndpoints.offlineReads.path);
  for (const page of offline.unidades) {
    reads.push({ queryKey: ['desk', 'unit', page.unidade.idUnidade], data: page });
    reads.push({ queryKey: ['unit-instructions', 'shown', page.unidade.idUnidade], data: page.instrucoes });
  }
  for (const day of [today, tomorrow]) {
    const data = await allPages(entryEndpoints.day.path, { limit: 50, dataReferencia: day });
    const filters = {
      curinga: '',
      idsBlocos: [],
      idsUnidades: [],
      entradaMarcada: '',
      saidaMarcada: '',
      tipoAutorizacao: '',
    };
    reads.push({ queryKey: ['visitors', 'entries', day, filters], data });
  }
  const pending = await allPages(correspondenceEndpoints.list.path, { status: 'PENDENTE', limit: 200 });
  const byUnit = new Map<number, unknown[]>(unitIds.map((id) => [id, []]));
  for (const parcel of pending.pages.flatMap((p) => p.data)) byUnit.get(parcel.unidade!.idUnidade)?.push(parcel);
  for (const [id, parcels] of byUnit)
    reads.push({ queryKey: ['correspondence', 'pending', id], data: { data: parcels.slice(0, 100), meta: {} } });
  for (const day of [today, tomorrow]) {
    const moves = await get<Page>(moveEndpoints.list.path, {
      idCondominio: 1001,
      limit: 100,
      dataChegadaFrom: day,
      dataChegadaUntil: day,
    });
    reads.push({ queryKey: ['reservations', 'moves', 1001, day], data: moves.data });
  }
  const seconds = (performance.now() - started) / 1000;
  const client = new QueryClient();
  for (const read of reads) client.setQueryData(read.queryKey, read.data, { updatedAt: Date.now() });
  const dehydrated = dehydrate(client);
  const stored = JSON.stringify(dehydrated).length;
  const parts = new Map<string, number>();
  for (const query of dehydrated.queries) {
    const part = (query.queryKey as unknown[]).slice(0, 2).join(' ');
    parts.set(part, (parts.get(part) ?? 0) + JSON.stringify(query).length);
  }
  client.clear();
  const people = offline.unidades.reduce((n, u) => n + (u.moradores?.length ?? 0), 0);
  const byPart = [...parts].map(([part, bytes]) => `${part} ${kb(bytes)}`).join(', ');
  return { seconds, received, requests, stored, reads: reads.length, units: offline.unidades.length, people, byPart };
};

try {
  await waitForServer(base);
  const auth = await signIn(base);
  for (let run = 1; run <= 3; run++) {
    const r = await refresh(auth);
    log(
      `atualização ${run}: ${r.seconds.toFixed(2)} s, ${r.requests} pedidos, ${kb(r.received)} recebidos (${r.received} bytes); ` +
        `guardado ${kb(r.stored)} (${r.stored} bytes) em ${r.reads} leituras; ${r.units} unidades, ${r.people} moradores`,
    );
    if (run === 1) log(`  por tela: ${r.byPart}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
