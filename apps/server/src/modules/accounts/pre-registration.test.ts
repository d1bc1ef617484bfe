import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { ALTCHA } from './altcha.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, preCadastros } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp, post, solveAltcha } from './test-support.ts';

const WORKER = {
  condominio: 4521,
  cpf: '714.602.380-01',
  nome: 'Rafael Teixeira Gomes',
  cargo: 'ZELADOR',
  telefone: '(11) 97654-3210',
  email: 'rafael.gomes@exemplo.com.br',
};

const submit = (t: TestApp, body: object, ip = freshIp()) => post(t.app, '/api/public/precadastro', body, ip);
const countRows = async (t: TestApp) => (await t.db.select().from(preCadastros)).length;

describe('pré-cadastro de funcionário terceirizado', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('a referência devolve o nome do condomínio; inexistente é 404 com o aviso do spec', async () => {
    const found = await t.app.inject({
      url: '/api/condominios/public/condominium?reference=4521',
      headers: { identifierKey: 'PORTARIA' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ name: 'Residencial Jardim das Palmeiras' });
    const missing = await t.app.inject({ url: '/api/condominios/public/condominium?reference=9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.referenceNotFound });
    const bad = await t.app.inject({ url: '/api/condominios/public/condominium?reference=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.referenceRequired });
  });

  test('o desafio é ALTCHA SHA-256 auto-hospedado, assinado e de custo modesto', async () => {
    const res = await t.app.inject({ url: '/api/public/altcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json();
    expect(parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(ALTCHA.maxCounter).toBeLessThanOrEqual(20_000);
  });

  test('pré-cadastro com a verificação resolvida fica pendente para o síndico, com registro de auditoria', async () => {
    const res = await submit(t, { ...WORKER, altcha: await solveAltcha(t.app) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'PENDENTE' });
    const [row] = await t.db.select().from(preCadastros).where(eq(preCadastros.cpf, '71460238001'));
    expect(row).toMatchObject({
      idCondo: 1001,
      nome: 'Rafael Teixeira Gomes',
      cargo: 'ZELADOR',
      telefone: '11976543210',
      email: 'rafael.gomes@exemplo.com.br',
      status: 'PENDENTE',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'pre_cadastro.enviar'), eq(auditLog.idEntidade, String(row!.id))));
    expect(audit[0]?.detalhes).toEqual({ cpf: '71*******01', cargo: 'ZELADOR' });
  });

  test('o mesmo CPF pendente no mesmo condomínio é recusado; em outro condomínio é aceito', async () => {
    const again = await submit(t, { ...WORKER, nome: 'Rafael T Gomes', altcha: await solveAltcha(t.app) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.preRegisterPending });
    const other = await submit(t, { ...WORKER, condominio: 7310, altcha: await solveAltcha(t.app) });
    expect(other.statusCode).toBe(201);
  });

  test('quem já é porteiro do condomínio é mandado ao Cadastrar', async () => {
    const res = await submit(t, {
      ...WORKER,
      cpf: '390.533.447-05',
      cargo: 'PORTEIRO',
      altcha: await solveAltcha(t.app),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.preRegisterHasAccess });
  });

  test('sem verificação, com payload inválido, adulterado ou com solução errada: 400 e nada é criado', async () => {
    const before = await countRows(t);
    const base = { ...WORKER, cpf: '852.196.430-70' };
    const { altcha: _omit, ...missing } = { ...base, altcha: '' };
    expect((await submit(t, missing)).json()).toEqual({ message: M.humanCheckRequired });
    expect((await submit(t, { ...base, altcha: '' })).json()).toEqual({ message: M.humanCheckRequired });
    expect((await submit(t, { ...base, altcha: 'isto-não-é-base64-json' })).json()).toEqual({
      message: M.humanCheckInvalid,
    });
    const valid = JSON.parse(Buffer.from(await solveAltcha(t.app), 'base64').toString());
    const encode = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64');
    const tampered = {
      ...valid,
      challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, cost: 2 } },
    };
    const wrongKey = { ...valid, solution: { ...valid.solution, derivedKey: '00'.repeat(32) } };
    const unsigned = { ...valid, challenge: { parameters: valid.challenge.parameters } };
    for (const payload of [tampered, wrongKey, unsigned]) {
      const res = await submit(t, { ...base, altcha: encode(payload) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.humanCheckInvalid });
    }
    expect(await countRows(t)).toBe(before);
  });

  test('cada solução vale uma vez: a segunda submissão com o mesmo payload é recusada', async () => {
    const altcha = await solveAltcha(t.app);
    expect((await submit(t, { ...WORKER, cpf: '529.731.840-88', altcha })).statusCode).toBe(201);
    const replay = await submit(t, { ...WORKER, cpf: '316.045.290-59', altcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: M.humanCheckReplayed });
  });

  test('verificação resolvida há mais de 10 minutos é recusada', async () => {
    const altcha = await solveAltcha(t.app);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const res = await submit(t, { ...WORKER, cpf: '316.045.290-59', altcha });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.humanCheckInvalid });
  });

  test('referência inexistente no envio é 404 com o aviso do spec', async () => {
    const res = await submit(t, {
      ...WORKER,
      condominio: 9999,
      cpf: '316.045.290-59',
      altcha: await solveAltcha(t.app),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.referenceNotFound });
  });

  test.each([
    ['CPF inválido', { cpf: '123.456.789-00' }, M.cpfInvalid],
    ['celular fixo', { telefone: '(11) 3456-7890' }, M.phoneInvalid],
    ['celular vazio', { telefone: '' }, M.phoneRequired],
    ['e-mail inválido', { email: 'rafael@' }, M.emailInvalid],
    ['e-mail com mais de 45 caracteres', { email: `${'a'.repeat(40)}@exemplo.com` }, M.emailInvalid],
    ['nome sem sobrenome', { nome: 'Rafael' }, M.nameRequired],
    ['cargo fora da lista', { cargo: 'SINDICO' }, M.roleRequired],
    ['referência ausente', { condominio: undefined }, M.referenceRequired],
  ])('%s é 400 com mensagem pt-BR e nada é criado', async (_label, change, message) => {
    const before = await countRows(t);
    const res = await submit(t, { ...WORKER, cpf: '316.045.290-59', altcha: 'x', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await countRows(t)).toBe(before);
  });

  test('o envio é limitado por IP: a 11ª tentativa em 15 minutos é 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await submit(t, { ...WORKER, altcha: '' }, ip)).statusCode).toBe(400);
    const res = await submit(t, { ...WORKER, altcha: '' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Aguarde/);
  });
});
