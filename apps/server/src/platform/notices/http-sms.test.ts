import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { JOANA } from '../../test/helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { checkCpf, freshIp, sendCode, validate } from '../../modules/accounts/test-support.ts';
import { createNotifier, describeSmsDelivery } from './create-notifier.ts';
import { createHttpSmsProvider, toE164 } from './http-sms.ts';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: Record<string, string> };

/** A stand-in SMS gateway on 127.0.0.1: records each request and answers with the status the test asks for. */
const startFakeGateway = async () => {
  const received: Received[] = [];
  let status = 202;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"msg-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    received,
    answer: (code: number) => {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('provedor de SMS por HTTP', () => {
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.answer(202);
  });

  test('envia um POST JSON com o número em E.164, o remetente e o token Bearer', async () => {
    const sms = createHttpSmsProvider({ url: gateway.url, token: 'segredo-do-provedor', from: 'PORTARIA' });
    await sms.send({ to: '11982345678', body: 'Olá', purpose: 'teste' });
    expect(gateway.received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v1/sms',
        body: { to: '+5511982345678', message: 'Olá', from: 'PORTARIA' },
        headers: expect.objectContaining({
          authorization: 'Bearer segredo-do-provedor',
          'content-type': 'application/json',
        }),
      }),
    ]);
  });

  test('sem token nem remetente: nenhum Authorization e nenhum from; a chave da mensagem vai como Idempotency-Key', async () => {
    const sms = createHttpSmsProvider({ url: gateway.url });
    await sms.send({ to: '(11) 98234-5678', body: 'Chegou encomenda', purpose: 'aviso', key: 'aviso-42' });
    await sms.send({ to: '+5511982345678', body: 'Sem chave', purpose: 'aviso' });
    const [first, second] = gateway.received;
    expect(first!.body).toEqual({ to: '+5511982345678', message: 'Chegou encomenda' });
    expect(first!.headers.authorization).toBeUndefined();
    expect(first!.headers['idempotency-key']).toBe('aviso-42');
    expect(second!.body).toEqual({ to: '+5511982345678', message: 'Sem chave' });
    expect(second!.headers['idempotency-key']).toBeUndefined();
  });

  test('número guardado com 10 ou 11 dígitos vira E.164 do Brasil; um número já internacional fica como está', () => {
    expect(toE164('11982345678')).toBe('+5511982345678');
    expect(toE164('1140040000')).toBe('+551140040000');
    expect(toE164('(11) 4004-0000')).toBe('+551140040000');
    expect(toE164('+14155550100')).toBe('+14155550100');
  });

  test('gateway que não responde: o envio falha no tempo limite', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const sms = createHttpSmsProvider({ url: `http://127.0.0.1:${port}/sms`, timeoutMs: 100 });
    try {
      await expect(sms.send({ to: '11982345678', body: 'x', purpose: 'teste' })).rejects.toMatchObject({
        name: 'TimeoutError',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  test('corpo da resposta ilegível não muda o resultado: 2xx é enviado, fora de 2xx é erro com o status', async () => {
    const answer = (ok: boolean, status: number) =>
      (async () => ({
        ok,
        status,
        arrayBuffer: () => Promise.reject(new Error('conexão caiu')),
      })) as unknown as typeof fetch;
    const sent = createHttpSmsProvider({ url: 'http://gateway.invalid/sms', fetch: answer(true, 200) });
    await expect(sent.send({ to: '11982345678', body: 'x', purpose: 'teste' })).resolves.toBeUndefined();
    const refused = createHttpSmsProvider({ url: 'http://gateway.invalid/sms', fetch: answer(false, 429) });
    await expect(refused.send({ to: '11982345678', body: 'x', purpose: 'teste' })).rejects.toThrow(
      'provedor de SMS respondeu 429',
    );
  });

  test('resposta fora de 2xx vira erro', async () => {
    gateway.answer(500);
    const sms = createHttpSmsProvider({ url: gateway.url });
    await expect(sms.send({ to: '11982345678', body: 'x', purpose: 'teste' })).rejects.toThrow(
      'provedor de SMS respondeu 500',
    );
  });

  test('SMS_HTTP_URL escolhe o provedor HTTP; sem ele o SMS vai para a caixa de saída de desenvolvimento', () => {
    const env = { NODE_ENV: 'development', SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: 't' };
    const withHttp = createNotifier(loadConfig(env), () => new Date());
    expect(withHttp.notifier.sms.name).toBe('http');
    expect(describeSmsDelivery(loadConfig(env), 'http://localhost:3000')).toMatch(
      /^SMS: provedor HTTP em http:\/\/127\.0\.0\.1:/,
    );
    const devConfig = loadConfig({ NODE_ENV: 'development', DEV_OUTBOX_KEY: 'chave' });
    const dev = createNotifier(devConfig, () => new Date());
    expect(dev.notifier.sms.name).toBe('dev-outbox');
    expect(describeSmsDelivery(devConfig, 'http://localhost:3000')).toBe(
      'SMS e e-mails (desenvolvimento): leia os códigos em http://localhost:3000/dev/outbox?key=chave',
    );
  });

  test('o código do assistente chega ao provedor e valida; falha do provedor é 502 pt-BR e não trava o reenvio', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: 'tk' });
    const notifier = createNotifier(config, () => new Date()).notifier;
    const t = await createTestApp({ notifier });
    try {
      const ip = freshIp();
      const { hashToken } = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data;
      gateway.answer(503);
      const failed = await sendCode(t.app, hashToken, ip);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ message: M.codeSendFailed });
      gateway.answer(200);
      const sent = await sendCode(t.app, hashToken, ip);
      expect(sent.statusCode).toBe(200);
      const last = gateway.received.at(-1)!;
      expect(last.body.to).toBe('+5511982345678');
      const code = last.body.message!.match(/\b(\d{6})\b/)![1]!;
      expect((await validate(t.app, hashToken, code, ip)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
