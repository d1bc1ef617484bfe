import type { Socket } from 'node:net';
import { MESSAGES } from '@portaria/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { clientErrorHandler, frameworkErrors } from './framework-errors.ts';

/** The reply as frameworkErrors uses it: the status and the body it sent. */
const fakeReply = () => {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    code(status: number) {
      sent.status = status;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
};

const answerTo = (code: string) => {
  const { reply, sent } = fakeReply();
  frameworkErrors({ code } as FastifyError, {} as FastifyRequest, reply);
  return sent;
};

/** A socket that records what was written and whether it was destroyed (and with which error). */
const fakeSocket = (state: { destroyed?: boolean; writable?: boolean } = {}) => {
  const written: string[] = [];
  const destroyedWith: unknown[] = [];
  const socket = {
    destroyed: state.destroyed ?? false,
    writable: state.writable ?? true,
    write: (text: string) => written.push(text),
    destroy: (error?: unknown) => destroyedWith.push(error),
  };
  return { socket: socket as unknown as Socket, written, destroyedWith };
};

const clientError = (code: string | undefined) => Object.assign(new Error('parse'), code ? { code } : {});

describe('erros que o Fastify responde antes das rotas', () => {
  test('parâmetro longo demais é 404 (o recurso não pode existir); url malformada é 400', () => {
    expect(answerTo('FST_ERR_MAX_PARAM_LENGTH')).toEqual({ status: 404, body: { message: MESSAGES.notFoundRoute } });
    expect(answerTo('FST_ERR_BAD_URL')).toEqual({ status: 400, body: { message: MESSAGES.badRequest } });
  });

  test('qualquer outro erro do roteador é 500 mascarado', () => {
    expect(answerTo('FST_ERR_ASYNC_CONSTRAINT')).toEqual({ status: 500, body: { message: MESSAGES.internalError } });
  });
});

describe('requisição que nem pôde ser lida: resposta escrita à mão no socket', () => {
  const parse = (raw: string) => {
    const [head, body] = raw.split('\r\n\r\n');
    const [statusLine, ...headers] = head!.split('\r\n');
    return { statusLine, headers, body: JSON.parse(body!) as unknown, bodyBytes: Buffer.byteLength(body!) };
  };

  test('cabeçalhos grandes demais: 431 com a mensagem em pt-BR, e a conexão fechada', () => {
    const { socket, written, destroyedWith } = fakeSocket();
    const error = clientError('HPE_HEADER_OVERFLOW');
    clientErrorHandler(error, socket);
    expect(written).toHaveLength(1);
    const answer = parse(written[0]!);
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.body).toEqual({ message: MESSAGES.headersTooLarge });
    expect(answer.headers).toEqual([
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${answer.bodyBytes}`,
      'Connection: close',
    ]);
    expect(destroyedWith).toEqual([error]);
  });

  test('tempo esgotado: 408; qualquer outra falha de leitura: 400', () => {
    const timeout = fakeSocket();
    clientErrorHandler(clientError('ERR_HTTP_REQUEST_TIMEOUT'), timeout.socket);
    expect(parse(timeout.written[0]!)).toMatchObject({
      statusLine: 'HTTP/1.1 408 Request Timeout',
      body: { message: MESSAGES.requestTimeout },
    });
    for (const code of ['HPE_INVALID_METHOD', undefined]) {
      const other = fakeSocket();
      clientErrorHandler(clientError(code), other.socket);
      expect(parse(other.written[0]!)).toMatchObject({
        statusLine: 'HTTP/1.1 400 Bad Request',
        body: { message: MESSAGES.badRequest },
      });
      expect(other.destroyedWith).toHaveLength(1);
    }
  });

  test('o tamanho do corpo conta bytes, não letras (acentos)', () => {
    const { socket, written } = fakeSocket();
    clientErrorHandler(clientError('HPE_HEADER_OVERFLOW'), socket);
    const body = JSON.stringify({ message: MESSAGES.headersTooLarge });
    expect(Buffer.byteLength(body)).toBeGreaterThan(body.length);
    expect(written[0]).toContain(`Content-Length: ${Buffer.byteLength(body)}\r\n`);
  });

  test('conexão resetada ou já destruída: ninguém a responder, nada é escrito', () => {
    const reset = fakeSocket();
    clientErrorHandler(clientError('ECONNRESET'), reset.socket);
    expect([reset.written, reset.destroyedWith]).toEqual([[], []]);
    const gone = fakeSocket({ destroyed: true });
    clientErrorHandler(clientError('HPE_HEADER_OVERFLOW'), gone.socket);
    expect([gone.written, gone.destroyedWith]).toEqual([[], []]);
  });

  test('socket que não aceita escrita: só é fechado', () => {
    const { socket, written, destroyedWith } = fakeSocket({ writable: false });
    const error = clientError('HPE_HEADER_OVERFLOW');
    clientErrorHandler(error, socket);
    expect(written).toEqual([]);
    expect(destroyedWith).toEqual([error]);
  });
});
