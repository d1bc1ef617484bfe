import { MESSAGES } from '@portaria/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roles, usuarioRoles, usuarios } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARLOS, JOANA, MARIA, bearer, contextToken } from '../../test/helpers.ts';

const porteirosUrl = (cpf: string) => `/api/portaria/api/v1/porteiros?cpf=${cpf}`;
const dadosUrl = (cpf: string) => `/api/portaria/api/v1/porteiros/dadosCadastrais?cpf=${cpf}`;
const ONLY_1002 = '86288366757';

describe('registro do porteiro', () => {
  let t: TestApp;
  let token1001: string;
  beforeAll(async () => {
    t = await createTestApp();
    token1001 = await contextToken(t.app);
    // A doorkeeper who works only in 1002.
    const [user] = await t.db.insert(usuarios).values({ cpf: ONLY_1002, nome: 'Rita de Cássia Moura' }).returning();
    const [role] = await t.db.insert(roles).values({ idCondo: 1002, nome: 'ZELADOR' }).returning();
    await t.db.insert(usuarioRoles).values({ idUsuario: user!.id, idRole: role!.id });
  });
  afterAll(() => t.close());

  test('o usuário logado aparece como primeiro elemento de data, com o cargo do condomínio do token', async () => {
    const res = await t.app.inject({ url: porteirosUrl('529.982.247-25'), headers: bearer(token1001) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          idPorteiro: expect.any(Number),
          nome: 'Carlos Eduardo Souza',
          cpf: CARLOS.cpf,
          email: 'carlos.souza@portaria.dev',
          telefone: '11991234567',
          cargo: 'PORTEIRO',
        },
      ],
    });
  });

  test('cada um só consulta o próprio registro: colegas do condomínio respondem como CPF desconhecido (LGPD)', async () => {
    for (const cpf of [JOANA.cpf, MARIA.cpf]) {
      const list = await t.app.inject({ url: porteirosUrl(cpf), headers: bearer(token1001) });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({ data: [] });
      const dados = await t.app.inject({ url: dadosUrl(cpf), headers: bearer(token1001) });
      expect(dados.statusCode).toBe(404);
      expect(dados.json()).toEqual({ message: MESSAGES.userNotFound });
      expect(dados.body).not.toContain(cpf);
    }
    // The syndic reads her own record, not the doorkeeper's.
    const mariaToken = await contextToken(t.app, MARIA);
    const own = (await t.app.inject({ url: porteirosUrl(MARIA.cpf), headers: bearer(mariaToken) })).json();
    expect(own.data[0]).toMatchObject({ cpf: MARIA.cpf, cargo: 'SINDICO' });
    expect((await t.app.inject({ url: porteirosUrl(CARLOS.cpf), headers: bearer(mariaToken) })).json()).toEqual({
      data: [],
    });
  });

  test('o token de 1001 não encontra quem só trabalha em 1002', async () => {
    const other = await t.app.inject({ url: porteirosUrl(ONLY_1002), headers: bearer(token1001) });
    expect(other.json()).toEqual({ data: [] });
    const dados = await t.app.inject({ url: dadosUrl(ONLY_1002), headers: bearer(token1001) });
    expect(dados.statusCode).toBe(404);
    expect(dados.json()).toEqual({ message: MESSAGES.userNotFound });
  });

  test('dados cadastrais trazem o condomínio do token', async () => {
    const res = await t.app.inject({ url: dadosUrl(CARLOS.cpf), headers: bearer(token1001) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cpf: CARLOS.cpf,
      idCondo: 1001,
      referencia: 4521,
      condominio: 'Residencial Jardim das Palmeiras',
    });
  });

  test('CPF inválido na consulta é 400 "CPF inválido"; sem token é 401', async () => {
    const bad = await t.app.inject({ url: porteirosUrl('123.456.789-00'), headers: bearer(token1001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.cpfInvalid });
    const anonymous = await t.app.inject({ url: porteirosUrl(CARLOS.cpf) });
    expect(anonymous.statusCode).toBe(401);
  });
});
