import { connect } from 'node:net';
import { MESSAGES } from '@portaria/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, contextToken } from './test/helpers.ts';
import { listOperations, toUrl, type OpenApiDocument } from './test/openapi-sweep.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Sends raw bytes to the listening server and answers what came back (Node answers some errors before Fastify). */
const rawRequest = (port: number, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });

const parseRaw = (raw: string) => {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
};

describe('urls malformadas, parâmetros longos e cabeçalhos grandes', () => {
  let t: TestApp;
  let token: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = await contextToken(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  test.each(['/api/%ZZ', '/%E0%A4%A', '/api/correspondencia/foto/%ED%A0%80', '/api/veiculo/%ZZ'])(
    'url malformada %s dá 400 { message } em pt-BR, sem ecoar a url',
    async (url) => {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.badRequest });
    },
  );

  test('parâmetro de caminho além de maxParamLength dá o 404 em pt-BR', async () => {
    for (const url of [`/api/correspondencia/foto/${'a'.repeat(150)}`, `/api/veiculo/${'9'.repeat(150)}`]) {
      const res = await t.app.inject({
        method: url.includes('veiculo') ? 'DELETE' : 'GET',
        url,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFoundRoute });
    }
  });

  test('cabeçalhos grandes demais dão 431 com { message } em pt-BR (servidor escutando)', async () => {
    const raw = await rawRequest(
      port,
      `GET /api/public/config HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const res = parseRaw(raw);
    expect(res.status).toBe(431);
    expect(res.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.headersTooLarge });
    expect(Number(/content-length: (\d+)/i.exec(res.head)?.[1])).toBe(Buffer.byteLength(res.body));
  });

  test('linha de requisição inválida dá 400 com { message } em pt-BR', async () => {
    const res = parseRaw(await rawRequest(port, 'ISTO NAO E HTTP\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.badRequest });
  });

  test.each([
    ['/api/mudanca/regra/?id=4521', '/api/mudanca/regra?id=4521'],
    [
      '/api/mudanca/?idCondominio=1001&limit=100&dataChegadaFrom=2024-10-01&dataChegadaUntil=2024-12-31',
      '/api/mudanca?idCondominio=1001&limit=100&dataChegadaFrom=2024-10-01&dataChegadaUntil=2024-12-31',
    ],
    ['/api/veiculo/custom/', '/api/veiculo/custom'],
  ])('caminho do spec com barra no fim (%s) responde como sem a barra', async (withSlash, without) => {
    const [res, plain] = await Promise.all(
      [withSlash, without].map((url) => t.app.inject({ url, headers: bearer(token) })),
    );
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json()).toEqual(plain!.json());
  });

  test('toda operação do OpenAPI aceita a barra no fim (nunca o 404 de rota inexistente)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    // A token of its own: the sweep also calls logout, which would end the token the other tests use.
    const own = await contextToken(t.app);
    const missing: string[] = [];
    const ops = listOperations(doc);
    // The development outbox answers the unknown-route 404 without its key, by design (dev-outbox.routes.ts).
    for (const op of ops.filter((o) => o.key !== 'GET /api/dev/outbox')) {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: `${toUrl(op.path, {}, {})}/`,
        headers: bearer(own),
      });
      if (res.statusCode === 404 && res.body.includes(MESSAGES.notFoundRoute)) missing.push(op.key);
    }
    expect(ops.length).toBeGreaterThan(80);
    expect(missing).toEqual([]);
    // The document itself lists each path once, without the slash.
    expect(Object.keys(doc.paths).filter((path) => path.endsWith('/'))).toEqual([]);
  });

  test('a url malformada também dá o corpo em pt-BR pela rede', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/%ZZ`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.badRequest });
  });
});
