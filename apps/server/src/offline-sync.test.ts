import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { correspondencias, livroRegistros, logEntradas, ocorrencias } from './db/schema/index.ts';
import { parcel } from './modules/correspondence/correspondence.test-support.ts';
import { occurrence } from './modules/occurrences/occurrences.test-support.ts';
import { SAVE_VISITOR, visitorBody } from './modules/access-control/visitors.test-support.ts';
import { createFixture, type Fixture } from './test/fixture.ts';
import { CARLOS, contextToken } from './test/helpers.ts';
import { offline, sp } from './test/offline.ts';

/**
 * Issue 35's sync figure: a desk offline for six hours sends its queue of writes of the five offline kinds in order,
 * each with its own key and moment, through the one write path; then, as a sync cut off and restarted, the same
 * queue again. Every write stores once. `npm test` sends 100 (what the rule needs); `npm run bench:offline-sync` sets
 * OFFLINE_SYNC_WRITES=500, the issue's figure, and prints the times.
 */
const WRITES = Number(process.env.OFFLINE_SYNC_WRITES ?? 100);
/** The queue's mix: per 10 writes, 4 entries and exits, 2 parcels, 2 releases, 1 shift-book entry, 1 occurrence. */
const TENTHS = WRITES / 10;
type Queued = { at: Date; method: 'POST'; url: string; body?: object; query?: Record<string, number>; key: string };

describe('sincronização da fila de uma portaria que ficou sem conexão (issue 35, decisão 128)', () => {
  let t: Fixture;
  let token: string;
  const visitors: number[] = [];
  const parcels: number[] = [];
  beforeAll(async () => {
    t = await createFixture({ now: sp('2024-10-02T05:00:00') });
    token = await contextToken(t.app, CARLOS, 1001);
    const desk = t.client(token);
    // What was on the server before the internet dropped: the visitors and the parcels waiting the queue names.
    for (let i = 0; i < TENTHS; i += 1) {
      const res = await desk.post(
        SAVE_VISITOR,
        visitorBody(t.units.a101, { visitante: { nome: 'Visitante Da Fila' } }),
      );
      visitors.push(res.json().idVisitanteUnidade);
    }
    for (let i = 0; i < 2 * TENTHS; i += 1)
      parcels.push((await desk.post('/correspondencia/entrada', parcel(t.units.b302))).json().id);
    t.clock.set(sp('2024-10-02T12:00:00'));
    token = await contextToken(t.app, CARLOS, 1001);
  }, 120_000);
  afterAll(() => t.close());

  /** WRITES writes between 06:00 and 11:50, in the order the desk made them. */
  const queue = (): Queued[] => {
    const items: Omit<Queued, 'at' | 'key'>[] = [];
    const log = (tipo: string, idVisitanteUnidade: number) => ({
      method: 'POST' as const,
      url: '/controleacesso/logentrada',
      body: { tipo, idAutorizacao: null, idVisitanteUnidade },
    });
    // Each visitor comes and goes twice: 4 entries and exits per 10 writes.
    for (let round = 0; round < 2; round += 1)
      for (const id of visitors) items.push(log('ENTRADA', id), log('SAIDA', id));
    for (let i = 0; i < 2 * TENTHS; i += 1) {
      items.push({
        method: 'POST',
        url: '/correspondencia/entrada',
        body: parcel(t.units.b302, { destinatario: 'Fila Sem Rede' }),
      });
      items.push({
        method: 'POST',
        url: '/correspondencia/retirada',
        body: { id: parcels[i], nomeMoradorNaoCadastro: 'Retirada Da Fila', documentoConferido: true },
      });
    }
    for (let i = 0; i < TENTHS; i += 1) {
      items.push({
        method: 'POST',
        url: '/portaria/livro/registros',
        body: { categoria: 'INFORMACAO', texto: `Ronda ${i}`, idUnidade: null },
      });
      items.push({
        method: 'POST',
        url: '/portaria/api/v2/ocorrencias',
        body: occurrence(t.units.a101, { conteudo: `Ocorrência da fila ${i}.` }),
      });
    }
    // Entries before their exits: the visits' items keep their order, the others fill the gaps.
    const start = sp('2024-10-02T06:00:00').getTime();
    const step = (6 * 3_600_000 - 600_000) / WRITES;
    return items.map((item, i) => ({ ...item, at: new Date(start + i * step), key: crypto.randomUUID() }));
  };

  const send = async (items: Queued[]) => {
    const statuses: number[] = [];
    const replayed: boolean[] = [];
    const byRoute = new Map<string, number>();
    const started = performance.now();
    for (const item of items) {
      const one = performance.now();
      const headers = { ...t.client(token).headers, ...offline(undefined, item.key), momento: item.at.toISOString() };
      const res = await t.app.inject({
        method: item.method,
        url: `/api${item.url}`,
        headers,
        ...(item.body ? { payload: item.body } : {}),
      });
      byRoute.set(item.url, (byRoute.get(item.url) ?? 0) + performance.now() - one);
      statuses.push(res.statusCode);
      replayed.push(res.headers['idempotent-replayed'] === 'true');
      if (res.statusCode >= 300) throw new Error(`${item.url}: ${res.statusCode} ${res.body}`);
    }
    const perRoute = [...byRoute].map(([url, ms]) => `${url} ${Math.round(ms)} ms`).join('; ');
    return { ms: performance.now() - started, statuses, replayed, perRoute };
  };

  test('o OpenAPI documenta Idempotency-Key e momento em cada rota que aceita registro feito sem conexão', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: object }>>;
    };
    const offlineRoutes = [
      '/api/controleacesso/logentrada',
      '/api/controleacesso/entradaesaida/automatico',
      '/api/controleacesso/visitantecomautorizacao',
      '/api/correspondencia/entrada',
      '/api/correspondencia/retirada',
      '/api/correspondencia/retirada-multipla',
      '/api/portaria/livro/registros',
      '/api/portaria/api/v2/ocorrencias',
    ];
    for (const path of offlineRoutes) {
      const operation = doc.paths[path]!.post!;
      const headers = (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      expect([path, headers]).toEqual([path, expect.arrayContaining(['idempotency-key', 'momento'])]);
      expect([path, Object.keys(operation.responses)]).toEqual([path, expect.arrayContaining(['422'])]);
    }
  });

  test(`${WRITES} registros feitos sem conexão chegam uma vez cada, também quando a fila é enviada de novo`, async () => {
    const items = queue();
    expect(items).toHaveLength(WRITES);
    const counts = async () => ({
      visitas: (await t.db.select().from(logEntradas).where(inArray(logEntradas.idVisitanteUnidade, visitors))).length,
      abertas: (await t.db.select().from(logEntradas).where(inArray(logEntradas.idVisitanteUnidade, visitors))).filter(
        (v) => v.dtSaida === null,
      ).length,
      correspondencias: (await t.db.select({ id: correspondencias.id }).from(correspondencias)).length,
      retiradas: (await t.db.select().from(correspondencias).where(inArray(correspondencias.id, parcels))).filter(
        (p) => p.status === 'RETIRADA',
      ).length,
      livro: (await t.db.select({ id: livroRegistros.id }).from(livroRegistros)).length,
      ocorrencias: (await t.db.select({ id: ocorrencias.id }).from(ocorrencias)).length,
    });
    const before = await counts();

    const first = await send(items);
    console.info(
      `sincronização de ${WRITES} registros sem conexão: ${Math.round(first.ms)} ms (${(first.ms / WRITES).toFixed(1)} ms por registro): ${first.perRoute}`,
    );
    expect(first.replayed.filter(Boolean)).toHaveLength(0);
    const after = await counts();
    expect(after).toEqual({
      visitas: before.visitas + 2 * TENTHS,
      abertas: 0,
      correspondencias: before.correspondencias + 2 * TENTHS,
      retiradas: 2 * TENTHS,
      livro: before.livro + TENTHS,
      ocorrencias: before.ocorrencias + TENTHS,
    });

    const again = await send(items);
    console.info(`a mesma fila enviada de novo (${WRITES} repetições): ${Math.round(again.ms)} ms`);
    expect(again.statuses).toEqual(first.statuses);
    expect(again.replayed.every(Boolean)).toBe(true);
    expect(await counts()).toEqual(after);
  }, 300_000);
});
