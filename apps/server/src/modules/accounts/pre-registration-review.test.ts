import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { MESSAGES, PERMISSIONS } from '@portaria/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, preCadastros, usuarios } from '../../db/schema/index.ts';
import { CARLOS, MARIA, bearer, contextToken, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPreCadastro, type NewPreCadastro } from './pre-registration.repository.ts';
import { checkCpf, freshIp, twoFactorToken } from './test-support.ts';

const BASE = '/api/portaria/api/v1/precadastros';
const worker = (over: Partial<NewPreCadastro>): NewPreCadastro => ({
  idCondo: 1001,
  nome: 'Paulo Henrique Dias',
  cpf: '60418723001',
  cargo: 'PORTEIRO',
  telefone: '11976540001',
  email: null,
  createdAt: new Date('2024-10-01T09:00:00Z'),
  ...over,
});

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string) =>
  app.inject({ method, url, headers: token ? bearer(token) : { origem: 'PORTARIA' } });

describe('análise dos pré-cadastros pelo síndico', () => {
  let t: TestApp;
  let syndic: string;
  let porter: string;
  let paulo: number;
  let other: number;
  // Each test its own app and database: Paulo's pre-registration is pending at the start of every test, and the
  // approvals, SMS and audit entries a test finds are its own.
  beforeEach(async () => {
    t = await createTestApp();
    syndic = await contextToken(t.app, MARIA, 1001);
    porter = await contextToken(t.app, CARLOS, 1001);
    paulo = await insertPreCadastro(t.db, worker({}));
    other = await insertPreCadastro(t.db, worker({ idCondo: 1002, cpf: '27390561092', nome: 'Lia Campos Rocha' }));
  });
  afterEach(() => t.close());

  test.each([
    ['GET', BASE],
    ['POST', `${BASE}/1/aprovar`],
    ['POST', `${BASE}/1/recusar`],
  ] as const)('%s %s: anônimo 401, porteiro sem a permissão 403', async (method, url) => {
    const anonymous = await call(t.app, method, url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.unauthorized });
    const denied = await call(t.app, method, url, porter);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: MESSAGES.forbidden });
  });

  test('o síndico lista só os pendentes do seu condomínio, com CPF mascarado', async () => {
    const res = await call(t.app, 'GET', BASE, syndic);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: paulo,
        nome: 'Paulo Henrique Dias',
        cpf: '60*******01',
        cargo: 'PORTEIRO',
        telefone: '11976540001',
        email: null,
        createdAt: '2024-10-01T09:00:00.000Z',
      },
    ]);
  });

  test('pré-cadastro de outro condomínio não existe para este síndico (404)', async () => {
    for (const action of ['aprovar', 'recusar']) {
      const res = await call(t.app, 'POST', `${BASE}/${other}/${action}`, syndic);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.preRegistrationNotFound });
    }
    const [row] = await t.db.select().from(preCadastros).where(eq(preCadastros.id, other));
    expect(row?.status).toBe('PENDENTE');
  });

  test('identificador inválido é 400', async () => {
    const res = await call(t.app, 'POST', `${BASE}/abc/aprovar`, syndic);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Identificador inválido' });
  });

  test('aprovar dá o cargo no condomínio: hasPorteiro vira true, Cadastrar funciona e o porteiro entra', async () => {
    const before = (await checkCpf(t.app, '60418723001', 'registration')).json().data;
    expect(before).toMatchObject({ hasPorteiro: false, outcome: 'NOT_FOUND' });
    const res = await call(t.app, 'POST', `${BASE}/${paulo}/aprovar`, syndic);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: paulo, status: 'APROVADO' });
    const sms = t.outbox!.list().find((e) => e.purpose === 'pre-registration-approved');
    expect(sms).toMatchObject({ to: '11976540001' });
    expect(sms?.body).toContain('Residencial Jardim das Palmeiras');
    const after = (await checkCpf(t.app, '60418723001', 'registration')).json().data;
    expect(after).toMatchObject({
      hasPorteiro: true,
      outcome: 'PROCEED',
      smsContacts: [{ key: 'tel-1', value: '(11) *****-0001' }],
    });
    const token = await twoFactorToken(t, '60418723001', 'registration');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/external/porter/registration',
      headers: bearer(token),
      payload: { password: 'Plantao#Diurno7', confirmation: 'Plantao#Diurno7' },
      remoteAddress: freshIp(),
    });
    expect(created.statusCode).toBe(201);
    const logged = await login(t.app, '60418723001', 'Plantao#Diurno7');
    expect(logged.statusCode).toBe(200);
    expect(logged.json().roles).toEqual([
      { context: 1001, referencia: 4521, nome: 'Residencial Jardim das Palmeiras', role: 'PORTEIRO' },
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'pre_cadastro.aprovar'));
    expect(entry).toMatchObject({ idCondo: 1001, idEntidade: String(paulo) });
  });

  test('um pré-cadastro já analisado não é decidido de novo (409) e sai da lista', async () => {
    // Paulo's pre-registration, analysed here: the approval test's decision is in another database.
    expect((await call(t.app, 'POST', `${BASE}/${paulo}/aprovar`, syndic)).statusCode).toBe(200);
    for (const action of ['aprovar', 'recusar']) {
      const res = await call(t.app, 'POST', `${BASE}/${paulo}/${action}`, syndic);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: M.preRegistrationAlreadyDecided });
    }
    expect((await call(t.app, 'GET', BASE, syndic)).json().data).toEqual([]);
  });

  test('recusar não dá acesso e fica na auditoria', async () => {
    const id = await insertPreCadastro(t.db, worker({ cpf: '31604529059', nome: 'Caio Ramos Lopes' }));
    const res = await call(t.app, 'POST', `${BASE}/${id}/recusar`, syndic);
    expect(res.json()).toEqual({ id, status: 'RECUSADO' });
    expect(await t.db.select().from(usuarios).where(eq(usuarios.cpf, '31604529059'))).toHaveLength(0);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'pre_cadastro.recusar'));
    expect(entry).toMatchObject({ idCondo: 1001, idEntidade: String(id) });
  });

  test('zelador aprovado recebe o cargo ZELADOR com permissões padrão; usuário existente mantém senha e telefone', async () => {
    const id = await insertPreCadastro(
      t.db,
      worker({ cpf: CARLOS.cpf, nome: 'Outro Nome', cargo: 'ZELADOR', telefone: '11970000000' }),
    );
    expect((await call(t.app, 'POST', `${BASE}/${id}/aprovar`, syndic)).statusCode).toBe(200);
    const [carlos] = await t.db.select().from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    expect(carlos).toMatchObject({ nome: 'Carlos Eduardo Souza', telefone: '11991234567' });
    const res = await login(t.app, CARLOS.cpf, CARLOS.password);
    expect(res.json().roles.map((r: { role: string; context: number }) => `${r.context}:${r.role}`)).toContain(
      '1001:ZELADOR',
    );
    const ctx = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rbac/context/1001',
      headers: bearer(res.json().token),
    });
    expect(ctx.json().rolePermissions).toEqual(
      expect.arrayContaining([PERMISSIONS.correspondence, PERMISSIONS.occurrences]),
    );
  });
});
