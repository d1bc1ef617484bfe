import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { jobs, preCadastros, twoFactorCodes } from '../../db/schema/index.ts';
import { createAppQueue } from '../../platform/notices/app-queue.ts';
import { retryDelay } from '../../platform/notices/job-queue.ts';
import type { Notifier, SmsMessage } from '../../platform/notices/providers.ts';
import { JOANA, MARIA, bearer, captureLog, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPreCadastro } from './pre-registration.repository.ts';
import { checkCpf, freshIp, sendCode, validate } from './test-support.ts';

const SECOND = 1000;

/** An SMS gateway that is down while `down` is true; what it accepted is kept in `sent`. */
const gateway = () => {
  const state = { down: false, sent: [] as SmsMessage[] };
  const notifier: Notifier = {
    sms: {
      name: 'teste',
      send: async (message) => {
        if (state.down) throw new Error('gateway fora do ar');
        state.sent.push(message);
      },
    },
    email: { name: 'teste', send: async () => undefined },
  };
  return { state, notifier };
};

const codeOf = (message: SmsMessage | undefined) => message?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
const logged = (lines: string[], msg: string) =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === msg);

describe('SMS que não sai', () => {
  let t: TestApp;
  const sms = gateway();
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ notifier: sms.notifier, logger: { level: 'info', stream: log.stream } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sms.state.down = false;
    t.clock.advance(2 * 60 * 60 * SECOND);
  });

  test('falha no envio do código: 502 pt-BR, o código fica como falho, não conta e o reenvio é imediato', async () => {
    const ip = freshIp();
    const { hashToken } = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data;
    sms.state.down = true;
    for (let i = 0; i < 5; i += 1) {
      const res = await sendCode(t.app, hashToken, ip);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: M.codeSendFailed });
    }
    const warnings = logged(log.lines, 'falha ao enviar SMS de código');
    expect(warnings.at(-1)).toMatchObject({ cpf: '39*******05', error: 'gateway fora do ar' });
    // No code left: validating says expired, not "wrong code".
    expect((await validate(t.app, hashToken, '123456', ip)).json()).toEqual({ message: M.codeExpired });
    sms.state.down = false;
    // Failed sends neither start the 60 s wait nor spend the hourly budget of 5.
    const res = await sendCode(t.app, hashToken, ip);
    expect(res.statusCode).toBe(200);
    expect(sms.state.sent.at(-1)).toMatchObject({ to: '11982345678', purpose: 'two-factor:registration' });
    const statuses = (await t.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.cpf, JOANA.cpf))).map(
      (c) => c.status,
    );
    expect(statuses.filter((s) => s === 'failed')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'active')).toHaveLength(1);
    expect(logged(log.lines, 'código SMS enviado').at(-1)).toMatchObject({
      cpf: '39*******05',
      purpose: 'registration',
    });
    expect((await validate(t.app, hashToken, codeOf(sms.state.sent.at(-1)), ip)).statusCode).toBe(200);
  });

  test('aprovação com o SMS fora do ar: a aprovação vale, o aviso fica na fila com o erro e sai na nova tentativa', async () => {
    const syndic = await contextToken(t.app, MARIA, 1001);
    const id = await insertPreCadastro(t.db, {
      idCondo: 1001,
      nome: 'Bruno Alves Costa',
      cpf: '87748248800',
      cargo: 'PORTEIRO',
      telefone: '11976540002',
      email: null,
      createdAt: new Date('2024-10-01T09:00:00Z'),
    });
    sms.state.down = true;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portaria/api/v1/precadastros/${id}/aprovar`,
      headers: bearer(syndic),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 'APROVADO' });
    const [row] = await t.db.select().from(preCadastros).where(eq(preCadastros.id, id));
    expect(row?.status).toBe('APROVADO');
    // A notice of the approval (decisions 086, 106): queued with the decision, retried until the gateway answers.
    const jobOf = async () =>
      (
        await t.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.entidade, 'pre_cadastro'), eq(jobs.idEntidade, id)))
      )[0]!;
    expect(await jobOf()).toMatchObject({
      kind: 'aviso.sms',
      status: 'NA_FILA',
      attempts: 1,
      lastError: 'gateway fora do ar',
    });
    sms.state.down = false;
    t.clock.advance(retryDelay(t.config.notices, 1));
    const queue = createAppQueue({
      db: t.db,
      config: t.config,
      now: t.clock.now,
      log: t.app.log,
      notifier: t.notifier,
    });
    expect(await queue.runDue()).toBe(1);
    expect(await jobOf()).toMatchObject({ status: 'ENVIADO', attempts: 2 });
    expect(sms.state.sent.at(-1)).toMatchObject({ to: '11976540002', purpose: 'pre-registration-approved' });
  });
});
