import { Writable } from 'node:stream';
import { MESSAGES } from '@portaria/shared';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';
import { buildLoggerOptions } from './logger.ts';

/** The handler as the last line of defence: what the schemas let through and the database refuses. */
describe('erros do banco no tratador de erros', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const lines: string[] = [];
  /** The error lines only: the request lines log every url by design (CPF masked). */
  const errorLog = () => lines.filter((line) => JSON.parse(line).level >= 40).join('');

  beforeAll(async () => {
    const database = await createTestDatabase();
    close = database.close;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = Fastify({ logger: buildLoggerOptions('info', { stream }) });
    registerErrorHandler(app);
    const { db } = database;
    app.get('/fora-de-int4', async () => db.execute(sql`select ${'2147483648'}::int4 as n`));
    app.get('/texto-com-nul', async () => db.execute(sql`select ${'segredo\u0000nul'}::text as t`));
    app.get('/tabela-inexistente', async () => db.execute(sql`select * from nao_existe where cpf = ${'52998224725'}`));
    app.get('/embrulhado', async () => {
      const driver = Object.assign(new Error('value "segredo" is out of range'), { code: '22003', severity: 'ERROR' });
      throw new DrizzleQueryError('select $1::int4', ['segredo'], driver);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  test.each([
    ['/fora-de-int4', '22003'],
    ['/texto-com-nul', '22021'],
    ['/embrulhado', '22003'],
  ])('%s: dado inválido recusado pelo banco vira 400 em pt-BR e o log traz só código e rota', async (url, code) => {
    lines.length = 0;
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.badRequest });
    const log = errorLog();
    expect(log).toContain(`"code":"${code}"`);
    expect(log).toContain(`"route":"GET ${url}"`);
    expect(log).not.toMatch(/segredo|2147483648|params/);
  });

  test('outra falha de consulta continua 500, sem os valores no log', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/tabela-inexistente' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.internalError });
    const log = errorLog();
    expect(log).toContain('"code":"42P01"');
    expect(log).toContain('erro interno');
    expect(log).not.toMatch(/52998224725|params|nao_existe where/);
  });
});
