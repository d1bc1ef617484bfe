import { MESSAGES } from '@portaria/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, correspondencias } from '../../db/schema/index.ts';
import { api, parcel, unitIdOf } from '../../modules/correspondence/correspondence.test-support.ts';
import { contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const isPglite = !process.env.TEST_DATABASE_URL;
const BURST = 30;

type Answer = { status: number; retryAfter: string | null; body: unknown };

const run = promisify(execFile);
const CLIENT = `
const requests = JSON.parse(process.argv[1]);
const answers = await Promise.all(requests.map(async ({ url, headers, body }) => {
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}));
console.log(JSON.stringify(answers));`;

describe('fila do banco embutido (decisão 062)', () => {
  let t: TestApp;
  let busy: FastifyInstance;
  let busyUrl: string;
  let token: string;
  let unit: number;

  const written = async () => {
    const [parcels] = await t.db
      .select({ n: count() })
      .from(correspondencias)
      .where(eq(correspondencias.idUnidade, unit));
    const [audits] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.acao, 'correspondencia.cadastrar'));
    return { parcels: parcels!.n, audits: audits!.n };
  };

  // Real sockets from another process, not inject: the gate must see what a loaded server sees, requests read
  // from many connections in one turn of the event loop. (A client in this process takes turns with the server.)
  const burst = async (): Promise<Answer[]> => {
    const requests = Array.from({ length: BURST }, (_, i) => ({
      url: `${busyUrl}/api/correspondencia/entrada`,
      headers: { ...api(busy, token).headers, 'content-type': 'application/json' },
      body: JSON.stringify(parcel(unit, { destinatario: `Carga ${i}` })),
    }));
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CLIENT, JSON.stringify(requests)]);
    return JSON.parse(stdout) as Answer[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await contextToken(t.app);
    unit = await unitIdOf(t.db, 1001, 'Bloco B', '201');
    // A second server on the same database, with a tiny queue: one request at a time, three waiting.
    busy = await t.sibling({ embeddedDbQueue: { maxActive: 1, maxWaiting: 3, maxWaitMs: 2000 } });
    busyUrl = await busy.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  test.runIf(isPglite)(
    'com a fila cheia, responde 503 com Retry-After e nada do pedido recusado é gravado',
    async () => {
      const before = await written();
      const answers = await burst();

      const refused = answers.filter((res) => res.status === 503);
      const created = answers.filter((res) => res.status === 201);
      expect(refused.length + created.length).toBe(BURST);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const res of refused)
        expect(res).toEqual({ status: 503, retryAfter: '2', body: { message: MESSAGES.serverBusy } });
      // Each accepted registration wrote its row and its audit entry; a refused one wrote neither.
      const after = await written();
      expect(after).toEqual({ parcels: before.parcels + created.length, audits: before.audits + created.length });
    },
  );

  test.runIf(isPglite)('depois da rajada, os lugares voltam e o servidor atende de novo', async () => {
    const res = await api(busy, token).register(parcel(unit));
    expect(res.statusCode).toBe(201);
    const list = await api(busy, token).list({ unidade: unit, status: 'PENDENTE' });
    expect(list.statusCode).toBe(200);
  });

  test.runIf(!isPglite)('no PostgreSQL não há fila a limitar: a mesma rajada é toda atendida', async () => {
    const before = await written();
    const answers = await burst();
    expect(answers.map((res) => res.status)).toEqual(Array(BURST).fill(201));
    expect((await written()).parcels).toBe(before.parcels + BURST);
  });
});
