import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CARLOS, JOANA } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  checkCpf,
  freshIp,
  lastCode,
  resendAfterWait,
  sendCode,
  startFlow,
  validate,
  wrongCode,
} from './test-support.ts';

const SECOND = 1000;
/** db.execute answers { rows } on both engines; the shared Database type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const MINUTE = 60 * SECOND;

describe('código SMS de 6 dígitos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // The hourly limits are per CPF and phone: every test starts in a fresh hour.
  beforeEach(() => t.clock.advance(2 * 60 * MINUTE));

  test('o SMS vai para o telefone do cadastro com o código e a resposta mostra o número mascarado', async () => {
    const ip = freshIp();
    const { hashToken } = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data;
    const res = await sendCode(t.app, hashToken, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SENT', to: '(11) *****-5678', expiresInSeconds: 600, resendInSeconds: 60 });
    const sms = t.outbox!.list()[0]!;
    expect(sms).toMatchObject({ channel: 'sms', to: '11982345678', purpose: 'two-factor:registration' });
    expect(sms.body).toMatch(/^Portaria: seu código de verificação é \d{6}\. Ele vale por 10 minutos\./);
  });

  test('código aceito aos 9:59', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    t.clock.advance(9 * MINUTE + 59 * SECOND);
    const res = await validate(t.app, flow.hashToken, flow.code, flow.ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'VALID', token: expect.stringMatching(/^[\w-]{43}$/) });
  });

  test('código recusado aos 10:01 como expirado', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    t.clock.advance(10 * MINUTE + 1 * SECOND);
    const res = await validate(t.app, flow.hashToken, flow.code, flow.ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.codeExpired });
  });

  test('5 tentativas erradas matam o código: a 6ª é recusada mesmo com o código certo', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    for (let i = 1; i <= 5; i += 1) {
      const res = await validate(t.app, flow.hashToken, wrongCode(flow.code), flow.ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(i < 5 ? M.codeInvalid : M.codeBlocked);
    }
    const right = await validate(t.app, flow.hashToken, flow.code, flow.ip);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: M.codeBlocked });
  });

  test('4 erradas e a certa na 5ª tentativa ainda vale', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    for (let i = 0; i < 4; i += 1) await validate(t.app, flow.hashToken, wrongCode(flow.code), flow.ip);
    expect((await validate(t.app, flow.hashToken, flow.code, flow.ip)).statusCode).toBe(200);
  });

  test('reenvio aos 59 s é recusado com 429; aos 61 s é aceito e o código antigo morre', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    t.clock.advance(59 * SECOND);
    const early = await sendCode(t.app, flow.hashToken, flow.ip);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: 'Aguarde 1 segundos para solicitar um novo código.' });
    expect(early.headers['retry-after']).toBe('1');
    t.clock.advance(2 * SECOND);
    const resend = await sendCode(t.app, flow.hashToken, flow.ip);
    expect(resend.statusCode).toBe(200);
    const newCode = lastCode(t);
    if (newCode !== flow.code) {
      const old = await validate(t.app, flow.hashToken, flow.code, flow.ip);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual({ message: M.codeInvalid });
    }
    expect((await validate(t.app, flow.hashToken, newCode, flow.ip)).statusCode).toBe(200);
  });

  test('o código é de uso único: validar de novo é recusado', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    expect((await validate(t.app, flow.hashToken, flow.code, flow.ip)).statusCode).toBe(200);
    const again = await validate(t.app, flow.hashToken, flow.code, flow.ip);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: M.codeInvalid });
  });

  test('no máximo 5 códigos por CPF por hora; depois de uma hora volta a enviar', async () => {
    const ip = freshIp();
    const flow = await startFlow(t, JOANA.cpf, 'registration', ip);
    for (let i = 2; i <= 5; i += 1) expect((await resendAfterWait(t, flow)).statusCode).toBe(200);
    t.clock.advance(61 * SECOND);
    // A new wizard run does not reset the count: the limit is per CPF.
    const other = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data.hashToken as string;
    const sixth = await sendCode(t.app, other, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: M.codeHourlyLimit });
    t.clock.advance(60 * MINUTE);
    const later = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data.hashToken as string;
    expect((await sendCode(t.app, later, freshIp())).statusCode).toBe(200);
  });

  test('no máximo 5 códigos por telefone por hora, mesmo vindo de CPFs diferentes', async () => {
    await t.db.execute(sql`update usuarios set telefone = '11982345678' where cpf = ${CARLOS.cpf}`);
    try {
      const joana = await startFlow(t, JOANA.cpf, 'registration');
      for (let i = 0; i < 2; i += 1) expect((await resendAfterWait(t, joana)).statusCode).toBe(200);
      const carlos = await startFlow(t, CARLOS.cpf, 'recovery');
      expect((await resendAfterWait(t, carlos)).statusCode).toBe(200);
      const sixth = await resendAfterWait(t, carlos);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ message: M.codeHourlyLimit });
    } finally {
      await t.db.execute(sql`update usuarios set telefone = '11991234567' where cpf = ${CARLOS.cpf}`);
    }
  });

  test('o limite por CPF vale mesmo quando o telefone do cadastro muda no meio da hora', async () => {
    try {
      const flow = await startFlow(t, JOANA.cpf, 'registration');
      for (let i = 2; i <= 3; i += 1) expect((await resendAfterWait(t, flow)).statusCode).toBe(200);
      await t.db.execute(sql`update usuarios set telefone = '11987650000' where cpf = ${JOANA.cpf}`);
      for (let i = 4; i <= 5; i += 1) expect((await resendAfterWait(t, flow)).statusCode).toBe(200);
      const sixth = await resendAfterWait(t, flow);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ message: M.codeHourlyLimit });
    } finally {
      await t.db.execute(sql`update usuarios set telefone = '11982345678' where cpf = ${JOANA.cpf}`);
    }
  });

  test('número digitado recebe o código só se for um telefone do CPF; outro número espera o síndico (202), chave desconhecida é Telefone não encontrado', async () => {
    const ip = freshIp();
    const { hashToken } = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data;
    const before = t.outbox!.list().length;
    const stranger = await sendCode(t.app, hashToken, ip, { phone: '(21) 99876-5432' });
    expect(stranger.statusCode).toBe(202);
    expect(stranger.json()).toMatchObject({ status: 'PENDING_APPROVAL', to: '(21) *****-5432' });
    expect(t.outbox!.list()).toHaveLength(before);
    const badKey = await sendCode(t.app, hashToken, ip, { contactKey: 'tel-9' });
    expect(badKey.json()).toEqual({ message: M.phoneNotFound });
    const invalid = await sendCode(t.app, hashToken, ip, { phone: '(11) 1111-1111' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: M.phoneInvalid });
    const typed = await sendCode(t.app, hashToken, ip, { phone: '(11) 98234-5678' });
    expect(typed.statusCode).toBe(200);
  });

  test('hashToken desconhecido ou vencido (30 min) é recusado com mensagem de verificação expirada', async () => {
    const ip = freshIp();
    const unknown = await sendCode(t.app, 'x'.repeat(43), ip);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: M.verificationExpired });
    const { hashToken } = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data;
    t.clock.advance(30 * MINUTE);
    expect((await sendCode(t.app, hashToken, ip)).json()).toEqual({ message: M.verificationExpired });
    expect((await validate(t.app, hashToken, '123456', ip)).json()).toEqual({ message: M.verificationExpired });
  });

  test('código com letras ou tamanho errado é 400 Código inválido sem gastar tentativa', async () => {
    const flow = await startFlow(t, JOANA.cpf, 'registration');
    for (const tokenValue of ['12a456', '12345', '1234567', '']) {
      const res = await validate(t.app, flow.hashToken, tokenValue, flow.ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.codeInvalid });
    }
    for (let i = 0; i < 4; i += 1) await validate(t.app, flow.hashToken, wrongCode(flow.code), flow.ip);
    expect((await validate(t.app, flow.hashToken, flow.code, flow.ip)).statusCode).toBe(200);
  });

  test('o banco nunca guarda um código em texto: nenhuma tabela contém os códigos enviados', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const flow = await startFlow(t, JOANA.cpf, 'registration');
      codes.push(flow.code);
      t.clock.advance(61 * SECOND);
    }
    const validated = await startFlow(t, CARLOS.cpf, 'recovery');
    codes.push(validated.code);
    expect((await validate(t.app, validated.hashToken, validated.code, validated.ip)).statusCode).toBe(200);
    const tables = rowsOf<{ table_name: string }>(
      await t.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    const names = tables.map((r) => r.table_name);
    expect(names).toContain('two_factor_codes');
    let dump = '';
    for (const name of names) {
      // A bigint column (an occurrence's letter-pair signature, migration 0056) is dumped as its digits.
      const rows = rowsOf(await t.db.execute(sql.raw(`select * from "${name}"`)));
      dump += JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
    }
    const stored = rowsOf<{ code_hash: string }>(await t.db.execute(sql`select code_hash from two_factor_codes`));
    expect(stored.length).toBeGreaterThanOrEqual(4);
    for (const row of stored) expect(row.code_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    for (const code of codes) expect(dump).not.toMatch(new RegExp(`(^|[^0-9a-f])${code}([^0-9a-f]|$)`));
  });
});
