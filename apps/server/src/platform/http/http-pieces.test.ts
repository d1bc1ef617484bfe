import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MESSAGES, PERMISSIONS } from '@portaria/shared';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { AuthContext } from '../access/require-context.ts';
import { areaRoutes } from './area-routes.ts';
import type { ModuleDeps } from './deps.ts';
import { operationIdOf, registerDocs } from './docs.ts';
import { registerErrorHandler } from './error-handler.ts';
import { HttpError } from './http-error.ts';
import { sendJson } from './send-json.ts';
import { registerWeb } from './static-web.ts';

const zodApp = () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  return app;
};

describe('operationId estável por método e caminho', () => {
  test('segmentos viram palavras; parâmetros viram By<Nome>', () => {
    expect(operationIdOf('POST', '/api/auth/rbac/context/{context}')).toBe('postAuthRbacContextByContext');
    expect(operationIdOf('get', '/api/mudanca/{id_mudanca}/regra/')).toBe('getMudancaByIdMudancaRegra');
    expect(operationIdOf('DELETE', '/api/veiculo/:id_veiculo')).toBe('deleteVeiculoByIdVeiculo');
    expect(operationIdOf('get', '/api/relatorio/entrada-saida.csv')).toBe('getRelatorioEntradaSaidaCsv');
    expect(operationIdOf('put', '/api/arquivos/upload_foto//x')).toBe('putArquivosUploadFotoX');
    expect(operationIdOf('get', '/health/api/x')).toBe('getHealthApiX');
  });
});

/** A condominium area: context token and the area's permission before anything, documented in OpenAPI. */
describe('regra de acesso de uma área e o documento OpenAPI', () => {
  let app: FastifyInstance;
  const auth = (permissions: string[]): AuthContext => ({
    userId: 1,
    sessionId: 's',
    idCondo: 1001,
    referencia: 4521,
    tokenHash: 'h',
    permissions: new Set(permissions),
  });
  // Stands for the context token check: 'ok' passes with the permission, 'sem' passes without it.
  const requireContext = async (request: FastifyRequest) => {
    const token = request.headers['x-teste'];
    if (token === 'ok') request.auth = auth([PERMISSIONS.occurrences]);
    else if (token === 'sem') request.auth = auth([]);
    else throw new HttpError(401, MESSAGES.unauthorized);
  };

  beforeAll(async () => {
    const server = zodApp();
    server.decorateRequest('auth', null);
    await registerDocs(server);
    const deps = { requireContext } as unknown as ModuleDeps;
    await server.register(
      areaRoutes({ tag: 'arquivos', permission: PERMISSIONS.occurrences }, async (area) => {
        area.post(
          '/api/area/itens',
          { schema: { body: z.object({ nome: z.string().min(2) }), response: { 201: z.object({ id: z.number() }) } } },
          async (_request, reply) => reply.code(201).send({ id: 1 }),
        );
      }),
      deps,
    );
    await server.register(
      areaRoutes({ tag: 'arquivos', permission: null }, async (area) => {
        area.get('/api/livre/itens', { schema: { operationId: 'listaLivre' } }, async (request) => ({
          idCondo: request.auth?.idCondo,
        }));
      }),
      deps,
    );
    server.get('/api/publica', async () => ({ ok: true }));
    app = server;
    await app.ready();
  });
  afterAll(() => app.close());

  test('sem token: 401; sem a permissão da área: 403; os dois antes de validar o corpo', async () => {
    const post = (headers: Record<string, string>, payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/area/itens', headers, payload: payload as object });
    const anonymous = await post({}, { nome: 'x' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: MESSAGES.unauthorized }]);
    const forbidden = await post({ 'x-teste': 'sem' }, { nome: 'x' });
    expect([forbidden.statusCode, forbidden.json()]).toEqual([403, { message: MESSAGES.forbidden }]);
    expect((await post({ 'x-teste': 'ok' }, { nome: 'x' })).statusCode).toBe(400);
    expect((await post({ 'x-teste': 'ok' }, { nome: 'Ana' })).statusCode).toBe(201);
  });

  test('área sem permissão própria: qualquer papel com contexto', async () => {
    expect((await app.inject({ url: '/api/livre/itens' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/livre/itens', headers: { 'x-teste': 'sem' } });
    expect([res.statusCode, res.json()]).toEqual([200, { idCondo: 1001 }]);
  });

  test('cada operação leva a etiqueta da área, Bearer, x-access, 401/403 e um operationId', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    const post = document.paths['/api/area/itens'].post;
    expect(post.tags).toEqual(['arquivos']);
    expect(post.security).toEqual([{ bearerAuth: [] }]);
    expect(post['x-access']).toEqual({ tokens: ['context'], permission: PERMISSIONS.occurrences });
    expect(Object.keys(post.responses).sort()).toEqual(['201', '401', '403']);
    expect(post.operationId).toBe('postAreaItens');
    expect(post.parameters.map((p: { name: string }) => p.name)).toContain('origem');
    const free = document.paths['/api/livre/itens'].get;
    expect(free['x-access']).toEqual({ tokens: ['context'], permission: null });
    expect(free.operationId).toBe('listaLivre');
    const open = document.paths['/api/publica'].get;
    expect(open.security).toEqual([]);
    expect(open.operationId).toBe('getPublica');
    expect(open.tags).toBeUndefined();
    expect(document.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
  });

  test('a página da documentação não pede upgrade-insecure-requests (serve por HTTP na rede local)', async () => {
    const res = await app.inject({ url: '/api/docs/static/swagger-ui.css' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('resposta JSON já pronta (lista em cache)', () => {
  let app: FastifyInstance;
  const small = Buffer.from(JSON.stringify({ data: [1, 2, 3] }));
  const json = (bytes: number) => Buffer.from(`"${'a'.repeat(bytes - 2)}"`);
  // `?n=` a new answer of n bytes on every request (a cache miss); `?emCache=` the same Buffer every time (a hit).
  const cached = new Map<number, Buffer>();
  const kept = (bytes: number) => cached.get(bytes) ?? cached.set(bytes, json(bytes)).get(bytes)!;
  beforeAll(async () => {
    app = Fastify();
    app.get<{ Querystring: { n?: string; emCache?: string } }>('/lista', async (request, reply) =>
      sendJson(
        reply,
        request.query.emCache
          ? kept(Number(request.query.emCache))
          : request.query.n
            ? json(Number(request.query.n))
            : small,
      ),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  test('pequena vai como está, com o tipo JSON', async () => {
    const res = await app.inject({ url: '/lista', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.rawPayload).toEqual(small);
  });

  test('enviada de novo (da cache), a partir de 8 KB vai comprimida a quem aceita gzip, e varia por Accept-Encoding', async () => {
    const gzip = { 'accept-encoding': 'br, gzip' };
    for (const round of [1, 2]) {
      const below = await app.inject({ url: '/lista?emCache=8191', headers: gzip });
      expect({ round, encoding: below.headers['content-encoding'] }).toEqual({ round, encoding: undefined });
    }
    // The first send is a cache miss: as it is (below 64 KB); the same answer again is compressed, and stays so.
    const first = await app.inject({ url: '/lista?emCache=8192', headers: gzip });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('accept-encoding');
    for (let round = 0; round < 2; round++) {
      const at = await app.inject({ url: '/lista?emCache=8192', headers: gzip });
      expect(at.headers['content-encoding']).toBe('gzip');
      expect(at.headers.vary).toBe('accept-encoding');
      expect(gunzipSync(at.rawPayload)).toEqual(json(8192));
      expect(at.rawPayload.length).toBeLessThan(8192);
    }
  });

  test('enviada uma vez só (sem cache), vai comprimida só a partir de 64 KB', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    for (const round of [1, 2]) {
      const below = await app.inject({ url: '/lista?n=65535', headers: gzip });
      expect({ round, encoding: below.headers['content-encoding'] }).toEqual({ round, encoding: undefined });
      expect(below.rawPayload).toEqual(json(65535));
    }
    const at = await app.inject({ url: '/lista?n=65536', headers: gzip });
    expect(at.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(at.rawPayload)).toEqual(json(65536));
  });

  test('quem não aceita gzip recebe os bytes como estão', async () => {
    for (const encoding of [undefined, 'br', 'xgzip']) {
      const res = await app.inject({ url: '/lista?n=9000', headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.rawPayload).toEqual(json(9000));
    }
  });
});

describe('o app web servido pelo servidor', () => {
  let dir: string;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portaria-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portaria</title>');
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
    app = Fastify();
    await registerWeb(app, dir);
    await app.ready();
    bare = Fastify();
    await registerWeb(bare, join(dir, 'nao-existe'));
    await bare.ready();
  });
  afterAll(async () => {
    await app.close();
    await bare.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('arquivos com hash em /assets ficam em cache por um ano; o resto revalida sempre', async () => {
    const asset = await app.inject({ url: '/assets/index-abc.js' });
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    const robots = await app.inject({ url: '/robots.txt' });
    expect([robots.statusCode, robots.headers['cache-control']]).toEqual([200, 'no-cache']);
    const index = await app.inject({ url: '/' });
    expect([index.statusCode, index.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(index.body).toContain('<title>Portaria</title>');
  });

  test('uma página que o roteador do cliente conhece (ou não) recebe o index.html', async () => {
    for (const url of ['/correspondencia', '/convite/abc?x=1', '/apis', '/api-docs', '/nome.comprido12']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(res.body).toContain('<title>Portaria</title>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/veiculos' });
    expect(head.statusCode).toBe(200);
  });

  test('arquivo que falta é 404 em texto; API e métodos que não são página são 404 em JSON', async () => {
    for (const url of ['/favicon.ico', '/assets/sumiu.js', '/pasta/arquivo.json?v=2', '/Foto.JPEG']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode, res.headers['content-type'], res.body]).toEqual([
        url,
        404,
        'text/plain; charset=utf-8',
        MESSAGES.notFoundRoute,
      ]);
    }
    for (const request of [
      { url: '/api' },
      { url: '/api/nada' },
      { url: '/api?x=1' },
      { method: 'POST' as const, url: '/correspondencia' },
    ]) {
      const res = await app.inject(request);
      expect([request.url, res.statusCode, res.json()]).toEqual([
        request.url,
        404,
        { message: MESSAGES.notFoundRoute },
      ]);
    }
  });

  test('sem o app web compilado, páginas são 404 em texto e a API 404 em JSON', async () => {
    const page = await bare.inject({ url: '/correspondencia' });
    expect([page.statusCode, page.body]).toEqual([404, MESSAGES.notFoundRoute]);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    const api = await bare.inject({ url: '/api/nada' });
    expect([api.statusCode, api.json()]).toEqual([404, { message: MESSAGES.notFoundRoute }]);
  });
});
