import { MESSAGES } from '@portaria/shared';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { captureLog } from '../../test/helpers.ts';
import { createAdmissionGate } from './admission-gate.ts';
import { routeOf } from './endpoint-route.ts';
import { registerErrorHandler } from './error-handler.ts';
import { buildLoggerOptions } from './logger.ts';
import { registerOverload } from './overload.ts';
import { redactUrl } from './redact-url.ts';
import { registerRequestLog } from './request-log.ts';
import { errors } from './route-schemas.ts';

const LIMITS = { maxEventLoopDelayMs: 0, maxHeapMb: 0, maxDbWaiting: 2, retryAfterSeconds: 4 };

/** A PostgreSQL handle as overload.ts sees it: only its pool's queue length matters. */
const pooledDb = (pool: { waitingCount: number }) => ({ $client: pool }) as unknown as Database;

describe('sobrecarga do PostgreSQL: fila do pool', () => {
  const appWith = async (pool: { waitingCount: number }, limits = LIMITS) => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerOverload(app, pooledDb(pool), limits);
    app.get('/api/health/live', async () => ({ ok: true }));
    app.get('/api/lista', async () => ({ ok: true }));
    app.get('/pagina', async () => 'html');
    await app.ready();
    return app;
  };

  test('com mais pedidos esperando conexão que o limite, a API responde 503 com Retry-After', async () => {
    const pool = { waitingCount: 0 };
    const app = await appWith(pool);
    try {
      expect((await app.inject({ url: '/api/lista' })).statusCode).toBe(200);
      pool.waitingCount = 2;
      expect((await app.inject({ url: '/api/lista' })).statusCode).toBe(200);
      pool.waitingCount = 3;
      const busy = await app.inject({ url: '/api/lista' });
      expect([busy.statusCode, busy.json(), busy.headers['retry-after']]).toEqual([
        503,
        { message: MESSAGES.serverBusy },
        '4',
      ]);
      // The process is alive, only busy; pages of the web app do not wait for the database.
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/pagina' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('limite 0 desliga a verificação; sem pool (banco embutido) não há o que verificar', async () => {
    const off = await appWith({ waitingCount: 99 }, { ...LIMITS, maxDbWaiting: 0 });
    const embedded = Fastify();
    await registerOverload(embedded, { $client: {} } as unknown as Database, LIMITS);
    embedded.get('/api/lista', async () => ({ ok: true }));
    try {
      expect((await off.inject({ url: '/api/lista' })).statusCode).toBe(200);
      expect((await embedded.inject({ url: '/api/lista' })).statusCode).toBe(200);
    } finally {
      await off.close();
      await embedded.close();
    }
  });
});

describe('uma linha de log por requisição', () => {
  const appLogging = async () => {
    const log = captureLog();
    const app = Fastify({ logger: buildLoggerOptions('info', { stream: log.stream }), disableRequestLogging: true });
    registerRequestLog(app);
    app.get('/api/lista', async () => ({ ok: true }));
    app.get('/assets/x.js', async () => 'x');
    app.get('/quebra.js', async (_request, reply) => reply.code(502).send('falhou'));
    await app.ready();
    const requests = () =>
      log.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'requisição');
    return { app, requests };
  };

  test('API: método, url sem segredos, status, tempo e ip', async () => {
    const { app, requests } = await appLogging();
    try {
      await app.inject({ url: '/api/lista?token=abc&page=2' });
      expect(requests()).toEqual([
        expect.objectContaining({
          level: 30,
          method: 'GET',
          url: '/api/lista?token=[oculto]&page=2',
          statusCode: 200,
          ms: expect.any(Number),
          ip: '127.0.0.1',
        }),
      ]);
    } finally {
      await app.close();
    }
  });

  test('arquivos do app web só aparecem quando falham do lado do servidor', async () => {
    const { app, requests } = await appLogging();
    try {
      await app.inject({ url: '/assets/x.js' });
      await app.inject({ url: '/nao-existe.js' });
      expect(requests()).toEqual([]);
      await app.inject({ url: '/quebra.js' });
      expect(requests()).toEqual([expect.objectContaining({ url: '/quebra.js', statusCode: 502 })]);
    } finally {
      await app.close();
    }
  });
});

describe('urls no log', () => {
  test('cada parâmetro secreto some, qualquer que seja a caixa; os outros ficam', () => {
    for (const name of [
      'signature',
      'sig',
      'key',
      'token',
      'hashToken',
      'tokenValue',
      'access_token',
      'code',
      'password',
      'senha',
      'X-Amz-Signature',
      'X-Amz-Credential',
      'X-Amz-Security-Token',
    ])
      expect(redactUrl(`/api/x?${name}=segredo&page=2`)).toBe(`/api/x?${name}=[oculto]&page=2`);
    expect(redactUrl('/api/x?to%6Ben=segredo')).toBe('/api/x?to%6Ben=[oculto]');
    expect(redactUrl('/api/x?nome=Ana+Maria&tokens=1')).toBe('/api/x?nome=Ana+Maria&tokens=1');
  });

  test('o token do convite e o link do documento ficam só com a rota', () => {
    expect(redactUrl('/convite/abc123?x=1')).toBe('/convite/[oculto]?x=1');
    expect(redactUrl('/api/convite/abc123/aceite')).toBe('/api/convite/[oculto]/aceite');
    expect(redactUrl('/api/instalacao/s3gr3d0-da-instalacao')).toBe('/api/instalacao/[oculto]');
    expect(redactUrl('/api/documentos/link/tok-1')).toBe('/api/documentos/link/[oculto]');
    expect(redactUrl('/api/documento/link/tok-2#x')).toBe('/api/documento/link/[oculto]#x');
    expect(redactUrl('/documento/tok-3')).toBe('/documento/[oculto]');
    expect(redactUrl('/api/documento/12')).toBe('/api/documento/12');
  });

  test('CPF com pontos no caminho, em valores codificados e sem valor', () => {
    expect(redactUrl('/api/pessoa/529.982.247-25/x')).toBe('/api/pessoa/52*******25/x');
    expect(redactUrl('/api/x?q=52998224725&cpf')).toBe('/api/x?q=52*******25&cpf');
    expect(redactUrl('/api/x?52998224725')).toBe('/api/x?52*******25');
    expect(redactUrl('/api/x?q=Jo%C3%A3o%20529.982.247-25')).toBe('/api/x?q=Jo%C3%A3o%2052*******25');
    expect(redactUrl('/api/x?q=Jo%C3%A3o')).toBe('/api/x?q=Jo%C3%A3o');
  });
});

describe('rota a partir da declaração compartilhada', () => {
  test('método, url e esquema vêm da declaração; o que falta não entra; extras somam', async () => {
    const body = z.object({ nome: z.string() });
    const response = { 201: z.object({ id: z.number() }) };
    const endpoint = {
      method: 'POST' as const,
      path: '/itens/:id',
      summary: 'Cria um item',
      contract: async () => ({ body, response }),
    };
    const route = await routeOf(endpoint);
    expect(route).toEqual({
      method: 'POST',
      url: '/itens/:id',
      config: {},
      schema: { summary: 'Cria um item', body, response },
    });
    expect(Object.keys(route.schema)).toEqual(['summary', 'body', 'response']);
    const withExtra = await routeOf(endpoint, { config: { rateLimit: { max: 3 } }, schema: { tags: ['arquivos'] } });
    expect(withExtra.config).toEqual({ rateLimit: { max: 3 } });
    expect(withExtra.schema).toMatchObject({ tags: ['arquivos'], summary: 'Cria um item' });
  });

  test('as respostas de erro documentadas têm todas a forma { message }', () => {
    const documented = errors(400, 401, 404);
    expect(Object.keys(documented)).toEqual(['400', '401', '404']);
    expect(documented[401]!.parse({ message: 'x' })).toEqual({ message: 'x' });
  });
});

describe('portão de admissão: lugares livres sem fila', () => {
  test('com lugares livres ninguém é recusado por causa da fila, e a espera vence pelo relógio', async () => {
    const gate = createAdmissionGate({ maxActive: 3, maxWaiting: 0, maxWaitMs: 1000 });
    const all = await Promise.all([gate.enter(), gate.enter(), gate.enter(), gate.enter()]);
    expect(all.map((release) => typeof release)).toEqual(['function', 'function', 'function', 'object']);
    expect(gate.active).toBe(3);
    for (const release of all) release?.();
    expect(gate.active).toBe(0);
  });

  test('quem chega com o pedido já cancelado é recusado na hora', async () => {
    const gate = createAdmissionGate({ maxActive: 1, maxWaiting: 1, maxWaitMs: 1000 });
    const abort = new AbortController();
    abort.abort();
    expect(await gate.enter(abort.signal)).toBeNull();
    expect(gate.waiting).toBe(0);
  });

  test('no limite exato da espera ainda entra; um milissegundo depois, não', async () => {
    let clock = 0;
    const gate = createAdmissionGate({ maxActive: 1, maxWaiting: 2, maxWaitMs: 3000 }, () => clock);
    const holder = await gate.enter();
    const onTime = gate.enter();
    clock = 3000;
    holder!();
    const admitted = await onTime;
    expect(admitted).toBeTypeOf('function');
    const late = gate.enter();
    clock = 6001;
    admitted!();
    expect(await late).toBeNull();
  });
});
