import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { altchaUsed, auditLog, preCadastros } from '../../db/schema/index.ts';
import { captureLog } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp, post, solveAltcha } from './test-support.ts';

const WORKER = {
  condominio: 4521,
  nome: 'Sérgio Nunes Barros',
  cargo: 'ZELADOR',
  telefone: '(11) 97654-1122',
  email: null,
};

const submit = async (t: TestApp, body: object) =>
  post(t.app, '/api/public/precadastro', { ...WORKER, ...body, altcha: await solveAltcha(t.app) }, freshIp());
const rowsOf = (t: TestApp, cpf: string) => t.db.select().from(preCadastros).where(eq(preCadastros.cpf, cpf));

describe('pré-cadastro: quem pode pedir de novo e o que fica guardado', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream: log.stream } });
  });
  afterAll(() => t.close());

  test('dois envios simultâneos do mesmo CPF no mesmo condomínio: um fica pendente, o outro é 409 pt-BR', async () => {
    const [a, b] = await Promise.all([submit(t, { cpf: '52601815906' }), submit(t, { cpf: '52601815906' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json()).toEqual({ message: M.preRegisterPending });
    expect(await rowsOf(t, '52601815906')).toHaveLength(1);
  });

  test('um pré-cadastro recusado não impede um novo pedido do mesmo CPF', async () => {
    expect((await submit(t, { cpf: '08301661305' })).statusCode).toBe(201);
    await t.db.update(preCadastros).set({ status: 'RECUSADO' }).where(eq(preCadastros.cpf, '08301661305'));
    expect((await submit(t, { cpf: '08301661305' })).statusCode).toBe(201);
    const statuses = (await rowsOf(t, '08301661305')).map((r) => r.status).sort();
    expect(statuses).toEqual(['PENDENTE', 'RECUSADO']);
  });

  test('o porteiro de um condomínio pode pedir outro cargo ali, ou o mesmo cargo em outro condomínio', async () => {
    // Joana is PORTEIRO in 1001 (reference 4521) only.
    const otherRole = await submit(t, { cpf: '390.533.447-05', cargo: 'ZELADOR' });
    expect(otherRole.statusCode).toBe(201);
    const otherCondo = await submit(t, { cpf: '390.533.447-05', cargo: 'PORTEIRO', condominio: 7310 });
    expect(otherCondo.statusCode).toBe(201);
    const rows = await rowsOf(t, '39053344705');
    expect(rows.map((r) => `${r.idCondo}:${r.cargo}`).sort()).toEqual(['1001:ZELADOR', '1002:PORTEIRO']);
  });

  test('as soluções usadas ficam guardadas até vencer; as vencidas são apagadas no próximo envio', async () => {
    await t.db.delete(altchaUsed);
    expect((await submit(t, { cpf: '18609139034' })).statusCode).toBe(201);
    const [first] = await t.db.select().from(altchaUsed);
    expect(first!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first!.expiresAt.getTime()).toBe(Math.floor(t.clock.now().getTime() / 1000) * 1000 + 10 * 60 * 1000);
    t.clock.advance(5 * 60 * 1000);
    expect((await submit(t, { cpf: '99603082430' })).statusCode).toBe(201);
    expect(await t.db.select().from(altchaUsed)).toHaveLength(2);
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await submit(t, { cpf: '62819482112' })).statusCode).toBe(201);
    const kept = await t.db.select().from(altchaUsed);
    expect(kept).toHaveLength(2);
    expect(kept.map((r) => r.hash)).not.toContain(first!.hash);
  });

  test('o log do envio diz o condomínio e o cargo, nunca o CPF nem o nome; a auditoria guarda o CPF mascarado', async () => {
    expect((await submit(t, { cpf: '99351819019', cargo: 'PORTEIRO' })).statusCode).toBe(201);
    const entries = log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'pré-cadastro recebido');
    expect(entries.at(-1)).toMatchObject({ condominio: 4521, cargo: 'PORTEIRO' });
    const [row] = await rowsOf(t, '99351819019');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'pre_cadastro.enviar'), eq(auditLog.idEntidade, String(row!.id))));
    expect(entry).toMatchObject({
      idUsuario: null,
      idCondo: 1001,
      entidade: 'pre_cadastro',
      detalhes: { cpf: '99*******19', cargo: 'PORTEIRO' },
    });
    expect(log.lines.join('')).not.toMatch(/99351819019|993\.518\.190-19|Sérgio Nunes/);
  });
});
