import { MESSAGES, isValidCpf, maskId } from '@portaria/shared';
import { pessoas } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, contextToken } from '../../test/helpers.ts';

describe('carga do condomínio', () => {
  let t: TestApp;
  let token1001: string;
  beforeAll(async () => {
    t = await createTestApp();
    token1001 = await contextToken(t.app);
  });
  afterAll(() => t.close());

  test('porteiro carrega blocos, unidades e moradores do condomínio do token, em ordem natural', async () => {
    const res = await t.app.inject({ url: '/api/condominios/1001', headers: bearer(token1001) });
    expect(res.statusCode).toBe(200);
    const condo = res.json();
    expect(condo).toMatchObject({
      idCondo: 1001,
      referencia: 4521,
      nome: 'Residencial Jardim das Palmeiras',
      nomeFantasia: 'Jardim das Palmeiras',
      tem_biometria: true,
    });
    expect(condo.blocos.map((b: { nome: string }) => b.nome)).toEqual(['Bloco A', 'Bloco B', 'Bloco C']);
    const [blocoA] = condo.blocos;
    expect(blocoA.quantidadeUnidades).toBe(24);
    expect(blocoA.unidades.slice(0, 5).map((u: { nome: string }) => u.nome)).toEqual([
      '101',
      '102',
      '103',
      '104',
      '201',
    ]);
    expect(blocoA.unidades.at(-1).nome).toBe('604');
    for (const unit of condo.blocos.flatMap((b: { unidades: unknown[] }) => b.unidades)) {
      expect(unit.pessoas.length).toBeGreaterThanOrEqual(1);
      expect(unit.pessoas.length).toBeLessThanOrEqual(3);
      for (const p of unit.pessoas) expect(p.cpf).toMatch(/^\d{2}\*{7}\d{2}$/);
    }
  });

  test('nenhum perfil recebe o CPF completo dos moradores: só os 2 primeiros e os 2 últimos dígitos (LGPD)', async () => {
    const people = await t.db.select({ cpf: pessoas.cpf }).from(pessoas);
    expect(people.length).toBeGreaterThan(50);
    for (const who of [undefined, { cpf: '11144477735', password: 'Sindico@2024' }]) {
      const token = await contextToken(t.app, who);
      const body = (await t.app.inject({ url: '/api/condominios/1001', headers: bearer(token) })).body;
      const shown = people.filter((p) => body.includes(p.cpf));
      expect(shown).toEqual([]);
      expect(people.some((p) => isValidCpf(p.cpf) && body.includes(`"${maskId(p.cpf)}"`))).toBe(true);
    }
  });

  test('o token de 1001 não abre o condomínio 1002 (403)', async () => {
    const res = await t.app.inject({ url: '/api/condominios/1002', headers: bearer(token1001) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.forbidden });
  });

  test('o condomínio de uma torre só tem um bloco com 20 unidades', async () => {
    const token = await contextToken(t.app, undefined, 1002);
    const condo = (await t.app.inject({ url: '/api/condominios/1002', headers: bearer(token) })).json();
    expect(condo).toMatchObject({ referencia: 7310, tem_biometria: false });
    expect(condo.blocos).toHaveLength(1);
    expect(condo.blocos[0]).toMatchObject({ nome: 'Torre Única', quantidadeUnidades: 20 });
  });

  test('idCondo não numérico é 400 com mensagem pt-BR', async () => {
    const res = await t.app.inject({ url: '/api/condominios/abc', headers: bearer(token1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Identificador inválido' });
  });
});
