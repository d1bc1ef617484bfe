import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, createTestDatabase } from '../../test/test-app.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

test('a caixa de saída de desenvolvimento mostra as mensagens enviadas, a mais nova primeiro', async () => {
  const t = await createTestApp();
  close = t.close;
  const outbox = t.outbox!;
  await t.notifier.sms.send({ to: '11987654321', body: 'Seu código é 123456', purpose: 'teste' });
  await t.notifier.email.send({ to: 'a@b.dev', subject: 'Chegou', text: 'Encomenda', purpose: 'teste' });
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data).toHaveLength(2);
  expect(data[0]).toMatchObject({ channel: 'email', to: 'a@b.dev', subject: 'Chegou', body: 'Encomenda' });
  expect(data[1]).toMatchObject({ channel: 'sms', to: '11987654321', body: 'Seu código é 123456' });
  expect(outbox.list()).toHaveLength(2);
});

test('em produção a caixa de saída não existe', async () => {
  const database = await createTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'production' }), webDist: '/nonexistent' };
  const app = await buildApp({ db: database.db, config });
  close = async () => {
    await app.close();
    await database.close();
  };
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toHaveProperty('message');
});
