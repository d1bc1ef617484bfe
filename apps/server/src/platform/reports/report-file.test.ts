import { Readable, Writable } from 'node:stream';
import { MESSAGES } from '@portaria/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.ts';
import { buildLoggerOptions } from '../http/logger.ts';
import { csvStream } from './report-csv.ts';
import { sendReport } from './report-file.ts';

type LogLine = { level: number; msg: string; arquivo?: string; error?: { message?: string } };

/** A report's batches that fail: after the header went out (`late`) or before anything was sent. */
const failingBatches = async function* (): AsyncGenerator<{ nome: string }[]> {
  yield [{ nome: 'Ana Souza' }];
  throw new Error('date/time field value out of range: "0000-10-01"');
};

describe('relatório que falha no meio do envio', () => {
  let app: FastifyInstance;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as LogLine);
        done();
      },
    });
    app = Fastify({ logger: buildLoggerOptions('info', { stream }) });
    registerErrorHandler(app);
    const columns = [{ key: 'nome' as const, header: 'Nome' }];
    app.get('/relatorio', async (_request, reply) =>
      sendReport(reply, {
        fileName: 'relatorio.csv',
        contentType: 'text/csv; charset=utf-8',
        stream: csvStream(columns, failingBatches(), (row) => row),
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  test('a falha depois do primeiro byte fica registrada como erro, com o nome do arquivo', async () => {
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/relatorio`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      msg: 'relatório interrompido depois do primeiro byte',
      arquivo: 'relatorio.csv',
      error: { message: expect.stringContaining('0000-10-01') },
    });
  });
});

describe('relatório enviado como download', () => {
  let app: FastifyInstance;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as LogLine);
        done();
      },
    });
    app = Fastify({ logger: buildLoggerOptions('info', { stream }) });
    registerErrorHandler(app);
    const columns = [{ key: 'nome' as const, header: 'Nome' }];
    const rows = async function* () {
      yield [{ nome: 'Ana Souza' }];
    };
    app.get('/relatorio', async (_request, reply) =>
      sendReport(reply, {
        fileName: 'entradas.csv',
        contentType: 'text/csv; charset=utf-8',
        stream: csvStream(columns, rows(), (row) => row),
      }),
    );
    // The report's first read fails (its first query, say): nothing has gone out yet.
    app.get('/falha-antes', async (_request, reply) =>
      sendReport(reply, {
        fileName: 'entradas.pdf',
        contentType: 'application/pdf',
        stream: new Readable({
          read() {
            this.destroy(new Error('connection terminated unexpectedly'));
          },
        }),
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  test('sai como anexo com o nome do arquivo, o tipo do formato e sem cache', async () => {
    const res = await app.inject({ url: '/relatorio' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="entradas.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('\ufeffNome\r\nAna Souza\r\n');
  });

  test('falha antes do primeiro byte: a resposta de erro é JSON em pt-BR, sem virar um arquivo para baixar', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/falha-antes' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual({ message: MESSAGES.internalError });
    // Logged once, by the error handler: not also as a report cut after its first byte.
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual(['erro interno']);
    expect(errors[0]?.error?.message).toContain('connection terminated');
  });
});
