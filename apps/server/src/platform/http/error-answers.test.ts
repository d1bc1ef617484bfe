import { MESSAGES } from '@portaria/shared';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { captureLog } from '../../test/helpers.ts';
import { registerErrorHandler } from './error-handler.ts';
import { HttpError } from './http-error.ts';
import { buildLoggerOptions } from './logger.ts';

type Line = { level: number; msg: string; url?: string; route?: string; error?: Record<string, unknown> };

/** An error as a plugin throws it: a status, maybe a message of its own. */
const failure = (statusCode: number, message = 'english text from a plugin') =>
  Object.assign(new Error(message), { statusCode });

/** Spec 01 §6 and STYLE §5: every failure leaves as { message } in pt-BR, 4xx for the user's mistakes, 5xx masked. */
describe('respostas de erro: uma forma só, { message } em pt-BR', () => {
  let app: FastifyInstance;
  const log = captureLog();
  const lines = () => log.lines.map((line) => JSON.parse(line) as Line).filter((line) => line.level >= 40);

  beforeAll(async () => {
    const server = Fastify({
      logger: buildLoggerOptions('info', { stream: log.stream }),
    }).withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(server);
    server.post(
      '/cadastro',
      {
        schema: {
          body: z.object({
            cpf: z.string().regex(/^\d{11}$/, 'CPF inválido'),
            nome: z.string().min(3),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    server.get('/recusa', async (_request, reply) => {
      reply.header('content-disposition', 'attachment; filename="x.csv"').type('text/csv');
      throw new HttpError(409, 'Correspondência já retirada.', { 'retry-after': '7' });
    });
    server.get<{ Params: { status: string } }>('/status/:status', async (request) => {
      throw failure(Number(request.params.status));
    });
    server.get('/limite-sem-texto', async () => {
      throw failure(429, '');
    });
    server.get('/quebrou/:cpf', async () => {
      throw new Error('falhou com 52998224725 no meio');
    });
    server.get('/consulta', async () => {
      const cause = Object.assign(new Error('relation "x" does not exist'), { code: '42P01', severity: 'ERROR' });
      throw new DrizzleQueryError('select * from x where cpf = $1', ['52998224725'], cause);
    });
    app = server;
    await app.ready();
  });
  afterAll(() => app.close());

  test('a mensagem própria do esquema chega ao usuário; a padrão do zod vira a mensagem genérica', async () => {
    const ours = await app.inject({ method: 'POST', url: '/cadastro', payload: { cpf: '123', nome: 'Ana Souza' } });
    expect(ours.statusCode).toBe(400);
    expect(ours.json()).toEqual({ message: 'CPF inválido' });
    const zodDefault = await app.inject({
      method: 'POST',
      url: '/cadastro',
      payload: { cpf: '52998224725', nome: 'A' },
    });
    expect(zodDefault.statusCode).toBe(400);
    expect(zodDefault.json()).toEqual({ message: MESSAGES.badRequest });
    const wrongType = await app.inject({ method: 'POST', url: '/cadastro', payload: { cpf: 1, nome: 'Ana' } });
    expect(wrongType.json()).toEqual({ message: MESSAGES.badRequest });
    const missing = await app.inject({ method: 'POST', url: '/cadastro', payload: {} });
    expect(missing.json()).toEqual({ message: MESSAGES.badRequest });
  });

  test('JSON malformado e tipo de conteúdo não aceito são 400, com a mensagem genérica', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/cadastro',
      headers: { 'content-type': 'application/json' },
      payload: '{"cpf": ',
    });
    expect([broken.statusCode, broken.json()]).toEqual([400, { message: MESSAGES.badRequest }]);
    const xml = await app.inject({
      method: 'POST',
      url: '/cadastro',
      headers: { 'content-type': 'application/xml' },
      payload: '<cpf/>',
    });
    expect([xml.statusCode, xml.json()]).toEqual([400, { message: MESSAGES.badRequest }]);
  });

  test('uma recusa do negócio passa com o seu status, a sua mensagem e os seus cabeçalhos, sempre como JSON', async () => {
    const res = await app.inject({ url: '/recusa' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Correspondência já retirada.' });
    expect(res.headers['retry-after']).toBe('7');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  test.each([
    [401, 401, MESSAGES.unauthorized],
    [403, 403, MESSAGES.forbidden],
    [404, 404, MESSAGES.notFoundRoute],
    [413, 413, MESSAGES.payloadTooLarge],
    [415, 400, MESSAGES.badRequest],
    [400, 400, MESSAGES.badRequest],
    [422, 422, MESSAGES.badRequest],
  ])('erro %i de um plugin: status %i e o texto em pt-BR, nunca o do plugin', async (thrown, status, message) => {
    const res = await app.inject({ url: `/status/${thrown}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  test('429 mantém o texto do limitador (já em pt-BR); sem texto, a mensagem padrão', async () => {
    const limited = await app.inject({ url: '/status/429' });
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: 'english text from a plugin' }]);
    const bare = await app.inject({ url: '/limite-sem-texto' });
    expect([bare.statusCode, bare.json()]).toEqual([429, { message: MESSAGES.tooManyRequests }]);
  });

  test('um 4xx do usuário não é registrado como erro', async () => {
    log.lines.length = 0;
    await app.inject({ url: '/status/404' });
    await app.inject({ url: '/recusa' });
    expect(lines()).toEqual([]);
  });

  test('falha inesperada: 500 mascarado, registrada uma vez com a url sem o CPF', async () => {
    log.lines.length = 0;
    const res = await app.inject({ url: '/quebrou/52998224725?page=2' });
    expect([res.statusCode, res.json()]).toEqual([500, { message: MESSAGES.internalError }]);
    const logged = lines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      msg: 'erro interno',
      url: '/quebrou/52*******25?page=2',
      error: { type: 'Error', message: 'falhou com 52*******25 no meio' },
    });
    expect(logged[0]).not.toHaveProperty('route');
    expect(JSON.stringify(logged)).not.toContain('52998224725');
  });

  test('um erro com status 5xx próprio também sai como 500 com a mensagem mascarada', async () => {
    for (const status of [500, 502, 503]) {
      const res = await app.inject({ url: `/status/${status}` });
      expect([res.statusCode, res.json()]).toEqual([500, { message: MESSAGES.internalError }]);
    }
  });

  test('uma consulta que falha é 500, registrada pela rota (não pela url), com código e sem os valores', async () => {
    log.lines.length = 0;
    const res = await app.inject({ url: '/consulta?cpf=52998224725' });
    expect([res.statusCode, res.json()]).toEqual([500, { message: MESSAGES.internalError }]);
    const [line] = lines();
    expect(line).toMatchObject({
      msg: 'erro interno',
      route: 'GET /consulta',
      error: { type: 'DrizzleQueryError', code: '42P01' },
    });
    expect(line).not.toHaveProperty('url');
    expect(JSON.stringify(line)).not.toMatch(/52998224725|does not exist|params/);
  });
});
