import { ACCOUNT_MESSAGES as M, fillMessage } from '@portaria/shared/accounts/accounts.messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, phoneChangeRequests, roles, usuarioRoles, usuarios } from '../../db/schema/index.ts';
import { CARLOS, JOANA, MARIA, bearer, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkCpf, freshIp, lastCode, sendCode, setPassword, validate } from './test-support.ts';

// Issue 28 item 4: a code never goes to a number nobody vouched for; the syndic vouches for a new one.
const BASE = '/api/portaria/api/v1/trocas-telefone';
const NEW_PHONE = '21998765432';
const DAY = 24 * 60 * 60 * 1000;

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string) =>
  app.inject({ method, url, headers: bearer(token) });

describe('troca de telefone aprovada pelo síndico', () => {
  let t: TestApp;
  let syndic: string;
  let joana: number;
  // Each test its own app and database: a request, a decision or a password one test makes is no other's
  // starting point.
  beforeEach(async () => {
    t = await createTestApp();
    syndic = await contextToken(t.app, MARIA, 1001);
    const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, JOANA.cpf));
    joana = row!.id;
  });
  afterEach(() => t.close());

  const start = async (cpf = JOANA.cpf) => {
    const ip = freshIp();
    const { hashToken } = (await checkCpf(t.app, cpf, 'registration', ip)).json().data;
    return { ip, hashToken: hashToken as string };
  };
  const requestsOf = (idUsuario: number) =>
    t.db.select().from(phoneChangeRequests).where(eq(phoneChangeRequests.idUsuario, idUsuario));
  const smsTo = (phone: string) => t.outbox!.list().filter((e) => e.channel === 'sms' && e.to === phone);

  test('número fora do cadastro não recebe código: vira um pedido ao síndico, com auditoria; repetir não cria outro', async () => {
    const flow = await start();
    const res = await sendCode(t.app, flow.hashToken, flow.ip, { phone: '(21) 99876-5432' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      status: 'PENDING_APPROVAL',
      to: '(21) *****-5432',
      message: fillMessage(M.phoneChangePending, { phone: '(21) *****-5432' }),
    });
    expect(smsTo(NEW_PHONE)).toEqual([]);
    expect((await sendCode(t.app, flow.hashToken, flow.ip, { phone: NEW_PHONE })).statusCode).toBe(202);
    expect(await requestsOf(joana)).toEqual([
      expect.objectContaining({ telefone: NEW_PHONE, status: 'PENDENTE', purpose: 'registration' }),
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'troca_telefone.solicitar'));
    expect(entry).toMatchObject({
      idUsuario: joana,
      entidade: 'troca_telefone',
      detalhes: { cpf: '39*******05', telefoneNovo: '(21) *****-5432' },
    });
    expect(JSON.stringify(entry!.detalhes)).not.toContain(JOANA.cpf);
  });

  test('o síndico vê o pedido e aprova; o mesmo passo do assistente envia o código ao novo número e a senha é criada', async () => {
    // Joana's pending request for the new number, from an earlier visit to the wizard.
    const earlier = await start();
    expect((await sendCode(t.app, earlier.hashToken, earlier.ip, { phone: NEW_PHONE })).statusCode).toBe(202);
    const flow = await start();
    // A code sent to the old number before the approval stops working with it.
    expect((await sendCode(t.app, flow.hashToken, flow.ip)).statusCode).toBe(200);
    const oldCode = lastCode(t);
    const list = await call(t.app, 'GET', BASE, syndic);
    expect(list.statusCode).toBe(200);
    const [item] = list.json().data;
    expect(item).toMatchObject({
      nome: 'Joana Batista Lima',
      cpf: '39*******05',
      telefoneAtual: '(11) *****-5678',
      telefoneNovo: NEW_PHONE,
    });
    const approved = await call(t.app, 'POST', `${BASE}/${item.id}/aprovar`, syndic);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: item.id, status: 'APROVADO' });
    const [user] = await t.db.select({ telefone: usuarios.telefone }).from(usuarios).where(eq(usuarios.id, joana));
    expect(user!.telefone).toBe(NEW_PHONE);
    expect(smsTo(NEW_PHONE).map((e) => e.purpose)).toEqual(['phone-change-approved']);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'troca_telefone.aprovar'));
    expect(entry).toMatchObject({ idCondo: 1001, idEntidade: String(item.id) });
    expect((await validate(t.app, flow.hashToken, oldCode, flow.ip)).json()).toEqual({ message: M.codeInvalid });

    t.clock.advance(61 * 1000);
    const sent = await sendCode(t.app, flow.hashToken, flow.ip, { phone: NEW_PHONE });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'SENT', to: '(21) *****-5432' });
    expect(smsTo(NEW_PHONE).map((e) => e.purpose)).toContain('two-factor:registration');
    const valid = await validate(t.app, flow.hashToken, lastCode(t), flow.ip);
    expect(valid.statusCode).toBe(200);
    expect((await setPassword(t.app, 'registration', valid.json().token)).statusCode).toBe(201);
    expect((await call(t.app, 'POST', `${BASE}/${item.id}/recusar`, syndic)).json()).toEqual({
      message: M.phoneChangeAlreadyDecided,
    });
    expect((await call(t.app, 'GET', BASE, syndic)).json().data).toEqual([]);
  });

  test('recusado: nenhum código, o mesmo número é recusado por 24 h (409); um outro número substitui o pedido pendente', async () => {
    const cpf = CARLOS.cpf;
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, cpf));
    const ip = freshIp();
    const { hashToken } = (await checkCpf(t.app, cpf, 'recovery', ip)).json().data;
    expect((await sendCode(t.app, hashToken, ip, { phone: '(31) 99911-2233' })).statusCode).toBe(202);
    const [first] = await requestsOf(carlos!.id);
    expect((await call(t.app, 'POST', `${BASE}/${first!.id}/recusar`, syndic)).json()).toEqual({
      id: first!.id,
      status: 'RECUSADO',
    });
    const again = await sendCode(t.app, hashToken, ip, { phone: '(31) 99911-2233' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.phoneChangeRefused });
    expect(smsTo('31999112233')).toEqual([]);
    expect((await sendCode(t.app, hashToken, ip, { phone: '(31) 99911-4455' })).statusCode).toBe(202);
    expect((await sendCode(t.app, hashToken, ip, { phone: '(31) 99911-6677' })).statusCode).toBe(202);
    const rows = await requestsOf(carlos!.id);
    expect(rows.map((r) => `${r.telefone}:${r.status}`)).toEqual([
      '31999112233:RECUSADO',
      '31999114455:SUBSTITUIDO',
      '31999116677:PENDENTE',
    ]);
    const limit = await sendCode(t.app, hashToken, ip, { phone: '(31) 99911-8899' });
    expect(limit.statusCode).toBe(429);
    expect(limit.json()).toEqual({ message: M.phoneChangeDailyLimit });
    t.clock.advance(DAY + 1000);
    const { hashToken: tomorrow } = (await checkCpf(t.app, cpf, 'recovery', ip)).json().data;
    expect((await sendCode(t.app, tomorrow, ip, { phone: '(31) 99911-2233' })).statusCode).toBe(202);
    const [carlosNow] = await t.db
      .select({ telefone: usuarios.telefone })
      .from(usuarios)
      .where(eq(usuarios.id, carlos!.id));
    expect(carlosNow!.telefone).toBe('11991234567');
  });

  test('pedido de quem não trabalha no condomínio do síndico: fora da lista e 404', async () => {
    const [roleB] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.idCondo, 1002), eq(roles.nome, 'PORTEIRO')));
    const [other] = await t.db
      .insert(usuarios)
      .values({ cpf: '27390561092', nome: 'Lia Campos Rocha', telefone: '11970001111' })
      .returning({ id: usuarios.id });
    await t.db.insert(usuarioRoles).values({ idUsuario: other!.id, idRole: roleB!.id });
    const [request] = await t.db
      .insert(phoneChangeRequests)
      .values({ idUsuario: other!.id, telefone: '11970002222', purpose: 'recovery', createdAt: t.clock.now() })
      .returning({ id: phoneChangeRequests.id });
    expect((await call(t.app, 'GET', BASE, syndic)).json().data.map((r: { nome: string }) => r.nome)).not.toContain(
      'Lia Campos Rocha',
    );
    for (const action of ['aprovar', 'recusar']) {
      const res = await call(t.app, 'POST', `${BASE}/${request!.id}/${action}`, syndic);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.phoneChangeNotFound });
    }
  });
});
