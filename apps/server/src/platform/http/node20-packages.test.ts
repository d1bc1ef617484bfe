import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * Decision 092: content-disposition 3 (under @fastify/static) and cookie 2 (under fastify's light-my-request) declare
 * Node >= 22 but are ES modules loaded with require(), which Node 20.19+ does. These run the code paths we reach on
 * the Node this machine runs, so an install that breaks them fails here rather than in production.
 */
describe('pacotes que declaram Node 22 funcionam no Node 20 nos caminhos usados', () => {
  let root = '';
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  test('o Node é o da máquina (20.19 ou mais novo), que carrega ES modules com require()', () => {
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(major > 20 || (major === 20 && minor >= 19)).toBe(true);
  });

  test('@fastify/static com content-disposition 3: arquivo servido e cabeçalho de download com acento', async () => {
    root = await mkdtemp(join(tmpdir(), 'node20-'));
    await writeFile(join(root, 'index.html'), '<p>ok</p>');
    await writeFile(join(root, 'relatório.csv'), 'a;b\n');
    const app = Fastify();
    await app.register(fastifyStatic, { root });
    app.get('/baixar', (_request, reply) => reply.download('relatório.csv'));
    const page = await app.inject({ method: 'GET', url: '/index.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>ok</p>');
    const file = await app.inject({ method: 'GET', url: '/baixar' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="relat?rio.csv"; filename*=UTF-8''relat%C3%B3rio.csv`,
    );
    await app.close();
  });

  test('light-my-request com cookie 2: o cookie pedido chega e o Set-Cookie volta lido', async () => {
    const app = Fastify();
    app.get('/eco', (request, reply) =>
      reply.header('set-cookie', 'dispositivo=abc; Path=/; HttpOnly').send({ cookie: request.headers.cookie ?? null }),
    );
    const res = await app.inject({ method: 'GET', url: '/eco', cookies: { sessao: 'x1' } });
    expect(res.json()).toEqual({ cookie: 'sessao=x1' });
    expect(res.cookies).toEqual([expect.objectContaining({ name: 'dispositivo', value: 'abc', httpOnly: true })]);
    await app.close();
  });
});
