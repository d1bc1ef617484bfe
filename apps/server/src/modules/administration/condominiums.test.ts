import { MESSAGES } from '@portaria/shared';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { CARLOS, MARIA, bearer, contextToken, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RENATA = { cpf: '74185296355', password: 'Admin@2024' };

describe('condomínios no console de administração', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await contextToken(t.app, RENATA, 1001);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  test('a administradora cria um condomínio de vários blocos: ele aparece no login e no seletor de referência', async () => {
    const res = await call('POST', '/administracao/condominios', admin, {
      nome: 'Residencial Bosque Azul',
      cnpj: '45.997.418/0001-53',
      endereco: 'Av. Brasil, 500',
      multiplosBlocos: true,
      suporteWhatsapp: '(11) 98888-7777',
      chatUrl: 'https://chat.bosque.com.br',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      idCondo: 1003,
      referencia: 7311,
      nome: 'Residencial Bosque Azul',
      nomeFantasia: 'Residencial Bosque Azul',
      cnpj: '45997418000153',
      suporteWhatsapp: '11988887777',
      ativo: true,
      multiplosBlocos: true,
    });
    const roles = (await login(t.app, RENATA.cpf, RENATA.password)).json().roles as { context: number }[];
    expect(roles.map((r) => r.context)).toEqual([1001, 1002, 1003]);
    const managed = await call('GET', '/administracao/condominios', admin);
    expect(managed.json().data.map((c: { idCondo: number }) => c.idCondo)).toEqual([1002, 1003, 1001]);
  });

  test('referência e CNPJ repetidos: 409 com a mensagem; CNPJ com dígito errado: 400', async () => {
    const taken = await call('POST', '/administracao/condominios', admin, {
      nome: 'Outro',
      referencia: 4521,
      multiplosBlocos: false,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: M.referenceTaken });
    const cnpj = await call('POST', '/administracao/condominios', admin, {
      nome: 'Outro',
      cnpj: '45997418000153',
      multiplosBlocos: false,
    });
    expect(cnpj.json()).toEqual({ message: M.cnpjTaken });
    const bad = await call('POST', '/administracao/condominios', admin, {
      nome: 'Outro',
      cnpj: '45997418000154',
      multiplosBlocos: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(M.cnpjInvalid);
  });

  test('a síndica edita os dados do seu condomínio, com antes e depois na auditoria, mas não cria condomínios', async () => {
    const maria = await contextToken(t.app, MARIA, 1001);
    const res = await call('PUT', '/administracao/condominio', maria, {
      nome: 'Residencial Jardim das Palmeiras',
      nomeFantasia: 'Palmeiras',
      endereco: 'Rua das Palmeiras, 45',
      temBiometria: true,
      suporteTelefone: '(11) 4004-0000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nomeFantasia: 'Palmeiras', suporteTelefone: '1140040000', referencia: 4521 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'condominio.editar'), eq(auditLog.idCondo, 1001)));
    expect(entry!.detalhes).toMatchObject({
      nomeFantasia: { antes: 'Jardim das Palmeiras', depois: 'Palmeiras' },
      endereco: { antes: null, depois: 'Rua das Palmeiras, 45' },
    });
    const create = await call('POST', '/administracao/condominios', maria, { nome: 'X', multiplosBlocos: false });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: MESSAGES.forbidden });
  });

  test('desativado, a equipe perde o acesso no próximo pedido e no login; a administradora entra e reativa', async () => {
    const carlos = await contextToken(t.app, CARLOS, 1002);
    const renata1002 = await contextToken(t.app, RENATA, 1002);
    const off = await call('POST', '/administracao/condominio/desativar', renata1002);
    expect(off.json()).toMatchObject({ idCondo: 1002, ativo: false });
    expect((await call('GET', '/condominios/1002', carlos)).statusCode).toBe(403);
    const roles = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().roles as { context: number }[];
    expect(roles.map((r) => r.context)).toEqual([1001]);
    expect((await call('GET', '/administracao/condominio', renata1002)).json().ativo).toBe(false);
    const again = await call('POST', '/administracao/condominio/desativar', renata1002);
    expect(again.statusCode).toBe(200);
    const on = await call('POST', '/administracao/condominio/reativar', renata1002);
    expect(on.json().ativo).toBe(true);
    const carlosAgain = await contextToken(t.app, CARLOS, 1002);
    expect((await call('GET', '/condominios/1002', carlosAgain)).statusCode).toBe(200);
    const entries = await t.db
      .select({ acao: auditLog.acao })
      .from(auditLog)
      .where(and(eq(auditLog.idCondo, 1002), eq(auditLog.entidade, 'condominio')));
    expect(entries.map((e) => e.acao)).toEqual(['condominio.desativar', 'condominio.reativar']);
  });
});
