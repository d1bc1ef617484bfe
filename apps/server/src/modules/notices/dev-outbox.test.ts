import { afterEach, expect, test } from 'vitest';
import { MESSAGES } from '@portaria/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createNotifier, describeSmsDelivery } from '../../platform/notices/create-notifier.ts';
import { CARLOS, login } from '../../test/helpers.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { checkCpf, freshIp, post, sendCode, validate } from '../accounts/test-support.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const start = async (): Promise<TestApp> => {
  const t = await createTestApp();
  close = t.close;
  return t;
};

const readOutbox = (t: TestApp, key?: string) =>
  t.app.inject({
    method: 'GET',
    url: key === undefined ? '/api/dev/outbox' : `/api/dev/outbox?key=${encodeURIComponent(key)}`,
  });

test('com a chave do terminal, a caixa de saída mostra as mensagens enviadas, a mais nova primeiro', async () => {
  const t = await start();
  await t.notifier.sms.send({ to: '11987654321', body: 'Seu código é 123456', purpose: 'teste' });
  await t.notifier.email.send({ to: 'a@b.dev', subject: 'Chegou', text: 'Encomenda', purpose: 'teste' });
  const res = await readOutbox(t, t.config.devOutboxKey);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const { data } = res.json();
  expect(data).toHaveLength(2);
  expect(data[0]).toMatchObject({ channel: 'email', to: 'a@b.dev', subject: 'Chegou', body: 'Encomenda' });
  expect(data[1]).toMatchObject({ channel: 'sms', to: '11987654321', body: 'Seu código é 123456' });
});

test('sem a chave, ou com outra, a caixa de saída responde 404 como uma rota que não existe', async () => {
  const t = await start();
  await t.notifier.sms.send({ to: '11987654321', body: 'Seu código é 123456', purpose: 'teste' });
  const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
  for (const key of [
    undefined,
    '',
    'errada',
    `${t.config.devOutboxKey}x`,
    t.config.devOutboxKey.slice(0, -1),
    'x'.repeat(5000),
  ]) {
    const res = await readOutbox(t, key);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknownRoute.json());
    expect(res.body).not.toContain('123456');
  }
});

test('a tomada de conta pela caixa de saída falha: sem a chave, o código SMS de recuperação não se lê', async () => {
  const t = await start();
  const ip = freshIp();
  // 1. The attacker knows only the doorkeeper's CPF.
  const auth = await checkCpf(t.app, CARLOS.cpf, 'recovery', ip);
  const { hashToken } = auth.json().data;
  expect(hashToken).toEqual(expect.any(String));
  // 2. The code is sent to the doorkeeper's phone.
  expect((await sendCode(t.app, hashToken, ip)).statusCode).toBe(200);
  // 3. The outbox does not open without the key printed in the server's terminal.
  const outbox = await readOutbox(t);
  expect(outbox.statusCode).toBe(404);
  expect(outbox.body).not.toMatch(/\d{6}/);
  // 4. A guess is refused, and the password stays the doorkeeper's.
  const guess = await validate(t.app, hashToken, '000000', ip);
  expect(guess.statusCode).toBe(400);
  const reset = await t.app.inject({
    method: 'PUT',
    url: '/api/external/forgot-my-password',
    payload: { password: 'Tomada#Conta99', confirmation: 'Tomada#Conta99' },
    headers: { origem: 'PORTARIA' },
  });
  expect(reset.statusCode).toBe(401);
  expect((await login(t.app, CARLOS.cpf, 'Tomada#Conta99')).statusCode).toBe(401);
  expect((await login(t.app, CARLOS.cpf, CARLOS.password)).statusCode).toBe(200);
  // The same holds for the account creation path (a staff member with no password yet).
  const register = await post(
    t.app,
    '/api/external/porter/registration',
    { password: 'Tomada#Conta99', confirmation: 'Tomada#Conta99' },
    ip,
  );
  expect(register.statusCode).toBe(401);
});

test('a chave vem de DEV_OUTBOX_KEY ou é sorteada a cada início, e o endereço completo é o que o terminal mostra', () => {
  expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX_KEY: 'minha-chave' }).devOutboxKey).toBe('minha-chave');
  const a = loadConfig({ NODE_ENV: 'development' }).devOutboxKey;
  const b = loadConfig({ NODE_ENV: 'development' }).devOutboxKey;
  expect(a).toMatch(/^[\w-]{32}$/);
  expect(a).not.toBe(b);
  const config = loadConfig({ NODE_ENV: 'development', DEV_OUTBOX_KEY: 'k/1' });
  expect(describeSmsDelivery(config, 'http://localhost:3000')).toBe(
    'SMS e e-mails (desenvolvimento): leia os códigos em http://localhost:3000/dev/outbox?key=k%2F1',
  );
});

test('com um provedor real de SMS configurado, a caixa de saída fica desligada mesmo com DEV_OUTBOX=true', () => {
  const config = loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'true', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' });
  expect(config.devOutbox).toBe(false);
  const { notifier, outbox } = createNotifier(config, () => new Date());
  expect(outbox).toBeUndefined();
  expect(notifier.sms.name).toBe('http');
  // E-mail has no provider yet: a send fails instead of landing in an outbox nobody can read.
  return expect(notifier.email.send({ to: 'a@b.dev', subject: 's', text: 't', purpose: 'teste' })).rejects.toThrow(
    'nenhum provedor de e-mail configurado',
  );
});

test('em produção a caixa de saída não existe', async () => {
  const database = await createTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'production' }), webDist: '/nonexistent' };
  const app = await buildApp({ db: database.db, config });
  close = async () => {
    await app.close();
    await database.close();
  };
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?key=${config.devOutboxKey}` });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: MESSAGES.notFoundRoute });
});

test('com o banco, a caixa de saída é uma só: a mensagem que um processo enviou aparece na página do outro', async () => {
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'development', DEV_OUTBOX_KEY: 'k', NOTICE_POLL_MS: '0', LOG_LEVEL: 'silent' }),
    webDist: '/nonexistent',
  };
  const first = await buildApp({ db: database.db, config });
  const second = await buildApp({ db: database.db, config });
  close = async () => {
    await first.close();
    await second.close();
    await database.close();
  };
  // Another process's notifier, on the same database: what the first instance sent.
  const sender = createNotifier(config, () => new Date(), undefined, database.db);
  await sender.notifier.sms.send({ to: '11982345678', body: 'Seu código é 123456', purpose: 'teste' });
  for (const app of [first, second]) {
    const res = await app.inject({ url: '/api/dev/outbox?key=k' });
    expect(res.json().data).toEqual([
      expect.objectContaining({ channel: 'sms', to: '11982345678', body: 'Seu código é 123456', purpose: 'teste' }),
    ]);
  }
});
