import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { devOutboxMessages } from '../../db/schema/index.ts';
import { createClock, createTestDatabase } from '../../test/test-app.ts';
import { createDevOutbox } from './dev-outbox.ts';

describe('caixa de saída de desenvolvimento', () => {
  test('guarda SMS e e-mails do mais novo ao mais antigo, com hora e número; esvaziar apaga tudo', async () => {
    const clock = createClock();
    const outbox = createDevOutbox(clock.now);
    await outbox.sms.send({ to: '11982345678', body: 'Seu código: 123456', purpose: 'cadastro', key: 'k' });
    clock.advance(1000);
    await outbox.email.send({
      to: 'a@b.com.br',
      subject: 'Encomenda',
      text: 'Chegou',
      html: '<p>x</p>',
      purpose: 'aviso',
    });
    const expected = [
      {
        id: 2,
        channel: 'email',
        to: 'a@b.com.br',
        subject: 'Encomenda',
        body: 'Chegou',
        purpose: 'aviso',
        createdAt: '2024-10-01T12:00:01.000Z',
      },
      {
        id: 1,
        channel: 'sms',
        to: '11982345678',
        subject: null,
        body: 'Seu código: 123456',
        purpose: 'cadastro',
        createdAt: '2024-10-01T12:00:00.000Z',
      },
    ];
    expect(outbox.list()).toEqual(expected);
    // Without a database the shared list is this process's.
    expect(await outbox.listShared()).toEqual(expected);
    expect([outbox.sms.name, outbox.email.name]).toEqual(['dev-outbox', 'dev-outbox']);
    outbox.clear();
    expect(outbox.list()).toEqual([]);
    await outbox.sms.send({ to: '1', body: 'depois', purpose: 'p' });
    expect(outbox.list().map((e) => [e.id, e.body])).toEqual([[3, 'depois']]);
  });

  test('guarda só as últimas 200 mensagens', async () => {
    const outbox = createDevOutbox(createClock().now);
    for (let i = 1; i <= 203; i += 1) await outbox.sms.send({ to: '1', body: `m${i}`, purpose: 'p' });
    const list = outbox.list();
    expect(list).toHaveLength(200);
    expect([list[0]!.body, list.at(-1)!.body]).toEqual(['m203', 'm4']);
  });

  describe('com banco (várias instâncias mostram as mesmas mensagens)', () => {
    let handle: Awaited<ReturnType<typeof createTestDatabase>>;
    let db: Database;
    beforeAll(async () => {
      handle = await createTestDatabase();
      db = handle.db;
    });
    afterAll(() => handle.close());
    beforeEach(async () => {
      await db.delete(devOutboxMessages);
    });

    test('a mensagem de uma instância aparece na outra, a mais nova primeiro', async () => {
      const clock = createClock();
      const first = createDevOutbox(clock.now, db);
      const second = createDevOutbox(clock.now, db);
      await first.sms.send({ to: '11982345678', body: 'Seu código: 654321', purpose: 'cadastro' });
      clock.advance(1000);
      await first.email.send({ to: 'a@b.com.br', subject: 'Assunto', text: 'Texto', purpose: 'aviso' });
      expect(second.list()).toEqual([]);
      const shared = await second.listShared();
      expect(shared.map(({ id: _id, ...rest }) => rest)).toEqual([
        {
          channel: 'email',
          to: 'a@b.com.br',
          subject: 'Assunto',
          body: 'Texto',
          purpose: 'aviso',
          createdAt: '2024-10-01T12:00:01.000Z',
        },
        {
          channel: 'sms',
          to: '11982345678',
          subject: null,
          body: 'Seu código: 654321',
          purpose: 'cadastro',
          createdAt: '2024-10-01T12:00:00.000Z',
        },
      ]);
      expect(shared[0]!.id).toBeGreaterThan(shared[1]!.id);
    });

    test('no banco também ficam só as últimas 200', async () => {
      const outbox = createDevOutbox(createClock().now, db);
      for (let i = 1; i <= 202; i += 1) await outbox.sms.send({ to: '1', body: `m${i}`, purpose: 'p' });
      expect(await db.$count(devOutboxMessages)).toBe(200);
      const shared = await createDevOutbox(createClock().now, db).listShared();
      expect(shared).toHaveLength(200);
      expect([shared[0]!.body, shared.at(-1)!.body]).toEqual(['m202', 'm3']);
    });
  });
});
