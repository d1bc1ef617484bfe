import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, jobAttempts, jobs } from '../../db/schema/index.ts';
import { createAppQueue } from '../../platform/notices/app-queue.ts';
import { retryDelay } from '../../platform/notices/job-queue.ts';
import { queueNotices } from '../../platform/notices/notices.ts';
import { inTransaction } from '../../platform/change/transaction.ts';
import type { Notifier, SmsMessage } from '../../platform/notices/providers.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, parcel, unitIdOf } from './correspondence.test-support.ts';

/** A provider pair the test can break and mend; it keeps every message it accepted. */
const flakyNotifier = () => {
  const state = { isDown: false, sent: [] as SmsMessage[], emails: 0 };
  const notifier: Notifier = {
    sms: {
      name: 'teste',
      send: async (m) => {
        if (state.isDown) throw new Error('provedor de SMS respondeu 500');
        state.sent.push(m);
      },
    },
    email: {
      name: 'teste',
      send: async () => {
        state.emails += 1;
      },
    },
  };
  return { notifier, state };
};

const silentLog = { warn: () => undefined, error: () => undefined } as never;

describe('avisos da correspondência pela fila durável', () => {
  let t: Fixture;
  let b201: number;
  const flaky = flakyNotifier();
  const noticesOf = (id: number) => t.client(t.tokens.a).get(`/correspondencia/avisos/${id}`);
  /** A second worker on the same database, as another API process would run. */
  const worker = () =>
    createAppQueue({ db: t.db, config: t.config, now: t.clock.now, log: silentLog, notifier: flaky.notifier });

  beforeAll(async () => {
    t = await createFixture({ notifier: flaky.notifier });
    b201 = await unitIdOf(t.db, 1001, 'Bloco B', '201');
  });
  afterAll(() => t.close());

  test('o aviso nasce na transação da mudança: sem commit não há tarefa', async () => {
    const before = await t.db.$count(jobs);
    const message = { channel: 'sms' as const, nome: 'Ana', to: '11982345678', body: 'x', purpose: 'teste' };
    await expect(
      inTransaction(t.db, async (tx) => {
        await queueNotices(
          worker(),
          tx,
          { idCondo: 1001, entidade: 'correspondencia', idEntidade: 999999, at: t.clock.now() },
          [message],
        );
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await t.db.$count(jobs)).toBe(before);
  });

  test('cadastro enfileira um aviso por morador e canal, e a mesa vê cada um enviado', async () => {
    flaky.state.sent.length = 0;
    const created = (await api(t.app, t.tokens.a).register(parcel(b201))).json();
    const res = await noticesOf(created.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ENVIADO');
    expect(body.moradores).toBe(created.notificados);
    expect(body.data).toHaveLength(created.notificacoes.email + created.notificacoes.sms);
    expect(
      body.data.every((n: { status: string; tentativas: number }) => n.status === 'ENVIADO' && n.tentativas === 1),
    ).toBe(true);
    // Each message carries its job's name, so a provider can drop a repeat. (The order they go out in depends on
    // what the queue already held from the tests before, so both lists are compared sorted.)
    expect(flaky.state.sent.map((m) => m.key).sort()).toEqual(
      body.data
        .filter((n: { canal: string }) => n.canal === 'sms')
        .map((n: { id: number }) => `aviso-${n.id}`)
        .sort(),
    );
  });

  test('provedor com falha: 5 tentativas com espera crescente, cada uma registrada, e a falha em palavras na lista de pendentes', async () => {
    flaky.state.isDown = true;
    const created = (await api(t.app, t.tokens.a).register(parcel(b201))).json();
    let body = (await noticesOf(created.id)).json();
    expect(body.status).toBe('NA_FILA');
    expect(body.data.find((n: { canal: string }) => n.canal === 'sms')).toMatchObject({
      status: 'NA_FILA',
      tentativas: 1,
      erro: 'provedor de SMS respondeu 500',
    });

    const queue = worker();
    // Not due yet: the first retry waits 2 × the base.
    expect(await queue.runDue()).toBe(0);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      t.clock.advance(retryDelay(t.config.notices, attempt));
      expect(await queue.runDue()).toBeGreaterThan(0);
    }
    body = (await noticesOf(created.id)).json();
    expect(body.status).toBe('FALHOU');
    const sms = body.data.find((n: { canal: string }) => n.canal === 'sms');
    expect(sms).toMatchObject({
      status: 'FALHOU',
      tentativas: 5,
      erro: 'provedor de SMS respondeu 500',
      enviadoEm: null,
    });
    expect(await t.db.$count(jobAttempts, eq(jobAttempts.idJob, sms.id))).toBe(5);
    // About 30 minutes from the first try to the last, with the default base of one minute.
    expect(
      retryDelay({ retryBaseMs: 60_000 }, 1) +
        retryDelay({ retryBaseMs: 60_000 }, 2) +
        retryDelay({ retryBaseMs: 60_000 }, 3) +
        retryDelay({ retryBaseMs: 60_000 }, 4),
    ).toBe(30 * 60_000);

    const pending = (await t.client(t.tokens.a).get('/correspondencia/avisos', { unidade: b201 })).json();
    expect(pending.data.find((p: { idCorrespondencia: number }) => p.idCorrespondencia === created.id)).toMatchObject({
      status: 'FALHOU',
      tentativas: 5,
      erro: 'provedor de SMS respondeu 500',
    });

    // Reenviar aviso: back in the queue with fresh tries; with the provider mended it leaves at once.
    flaky.state.isDown = false;
    const resent = await t.client(t.tokens.a).post(`/correspondencia/avisos/${created.id}/reenviar`, {});
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toMatchObject({ status: 'ENVIADO', falhas: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'correspondencia.reenviar_aviso'), eq(auditLog.idEntidade, String(created.id))));
    expect(audit).toBeDefined();
    const again = await t.client(t.tokens.a).post(`/correspondencia/avisos/${created.id}/reenviar`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: NM.nothingToResend });
  });

  test('trabalhador morto no meio do envio: a tarefa volta quando o prazo dele acaba, e sai uma vez só', async () => {
    const queue = worker();
    const [id] = await inTransaction(t.db, (tx) =>
      queueNotices(queue, tx, { idCondo: 1001, entidade: 'correspondencia', idEntidade: 999998, at: t.clock.now() }, [
        { channel: 'sms', nome: 'Ana', to: '11982345678', body: 'morto', purpose: 'teste' },
      ]),
    );
    // The dead worker claimed it (the lease is taken) and never finished.
    await t.db.execute(
      sql`UPDATE jobs SET attempts = 1, locked_by = 'morto', locked_until = ${new Date(t.clock.now().getTime() + t.config.notices.leaseMs).toISOString()} WHERE id = ${id!}`,
    );
    flaky.state.sent.length = 0;
    expect(await queue.runDue([id!])).toBe(0);
    t.clock.advance(t.config.notices.leaseMs);
    expect(await queue.runDue([id!])).toBe(1);
    expect(await worker().runDue([id!])).toBe(0);
    expect(flaky.state.sent.map((m) => m.body)).toEqual(['morto']);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row).toMatchObject({ status: 'ENVIADO', attempts: 2 });
  });

  test('dois trabalhadores ao mesmo tempo: cada aviso sai uma vez', async () => {
    const queue = worker();
    const messages = Array.from({ length: 30 }, (_, i) => ({
      channel: 'sms' as const,
      nome: `P${i}`,
      to: '11982345678',
      body: `dois-${i}`,
      purpose: 'teste',
    }));
    await inTransaction(t.db, (tx) =>
      queueNotices(
        queue,
        tx,
        { idCondo: 1001, entidade: 'correspondencia', idEntidade: 999997, at: t.clock.now() },
        messages,
      ),
    );
    flaky.state.sent.length = 0;
    await Promise.all([queue.runDue(), worker().runDue(), worker().runDue()]);
    expect(flaky.state.sent.map((m) => m.body).sort()).toEqual(messages.map((m) => m.body).sort());
  });

  test('de outro condomínio: 404', async () => {
    const created = (await api(t.app, t.tokens.a).register(parcel(b201))).json();
    expect((await t.client(t.tokens.b).get(`/correspondencia/avisos/${created.id}`)).statusCode).toBe(404);
  });
});
