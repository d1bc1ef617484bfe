import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, correspondencias, pessoas, retiradas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { contextToken } from '../../test/helpers.ts';
import { api, parcel, unitIdOf } from './correspondence.test-support.ts';

describe('retirada de correspondências', () => {
  let t: Fixture;
  let token: string;
  let unit: number;
  let other: number;
  let resident: { id: number; nome: string; cpf: string };
  const create = async (idUnidade = unit) => (await api(t.app, token).register(parcel(idUnidade))).json().id as number;
  const statusOf = async (ids: number[]) =>
    (
      await t.db
        .select({ id: correspondencias.id, status: correspondencias.status })
        .from(correspondencias)
        .where(inArray(correspondencias.id, ids))
    )
      .sort((a, b) => a.id - b.id)
      .map((r) => r.status);

  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
    unit = t.units.b302;
    other = await unitIdOf(t.db, 1001, 'Bloco B', '303');
    resident = (
      await t.db
        .select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf })
        .from(pessoas)
        .where(eq(pessoas.idUnidade, unit))
    )[0]!;
  });
  beforeEach(() => t.clock.advance(60_000));
  afterAll(() => t.close());

  test('porteiro entrega a um morador da lista: status RETIRADA, data e nome de quem retirou, e auditoria', async () => {
    const id = await create();
    t.clock.advance(3600_000);
    const res = await api(t.app, token).release({
      id,
      dataRetirada: '2024-10-01T10:00:00',
      moradorRetirada: { idMorador: resident.id, cadastrado: true, nome: resident.nome, cpf: resident.cpf },
    });
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toMatchObject({
      id,
      status: 'RETIRADA',
      moradorRetirada: { idMorador: resident.id, nome: resident.nome },
      nomeMoradorNaoCadastro: null,
    });
    expect(item.dataRetirada).toBe(t.clock.now().toISOString());
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'correspondencia.retirar'), eq(auditLog.idEntidade, String(id))));
    expect(audit).toMatchObject({ idCondo: 1001 });
  });

  test('morador identificado só pelo CPF também serve', async () => {
    const id = await create();
    const res = await api(t.app, token).release({ id, moradorRetirada: { cpf: resident.cpf, nome: resident.nome } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].moradorRetirada.idMorador).toBe(resident.id);
  });

  test('retirar de novo a mesma correspondência é 409 com mensagem clara', async () => {
    const id = await create();
    expect((await api(t.app, token).release({ id, nomeMoradorNaoCadastro: 'João Entregador' })).statusCode).toBe(200);
    const again = await api(t.app, token).release({ id, nomeMoradorNaoCadastro: 'Outra Pessoa' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: fill(M.alreadyReleased, { id }) });
    const [pickup] = await t.db
      .select()
      .from(retiradas)
      .innerJoin(correspondencias, eq(correspondencias.idRetirada, retiradas.id))
      .where(eq(correspondencias.id, id));
    expect(pickup!.retiradas.nome).toBe('João Entregador');
  });

  test('duas retiradas simultâneas da mesma correspondência: uma vence, a outra é 409', async () => {
    const id = await create();
    const results = await Promise.all([
      api(t.app, token).release({ id, nomeMoradorNaoCadastro: 'Pessoa Um' }),
      api(t.app, token).release({ id, nomeMoradorNaoCadastro: 'Pessoa Dois' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  test('retirada múltipla por pessoa não cadastrada com nome e CPF: todas de uma vez', async () => {
    const ids = [await create(), await create()];
    const res = await api(t.app, token).releaseMany({
      ids,
      id: null,
      cpfCnpj: '529.982.247-25',
      nomeMoradorNaoCadastro: 'Lúcia Fernandes Teixeira',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((d: { id: number }) => d.id)).toEqual(ids);
    for (const d of data)
      expect(d).toMatchObject({
        status: 'RETIRADA',
        nomeMoradorNaoCadastro: 'Lúcia Fernandes Teixeira',
        moradorRetirada: null,
      });
    const rows = await t.db.select().from(retiradas).where(eq(retiradas.nome, 'Lúcia Fernandes Teixeira'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cpf: '52998224725', cadastrado: false });
  });

  test('retirada múltipla é tudo ou nada: uma já retirada faz todas continuarem pendentes (409)', async () => {
    const done = await create();
    await api(t.app, token).release({ id: done, nomeMoradorNaoCadastro: 'Primeira Pessoa' });
    const pending = [await create(), await create()];
    const res = await api(t.app, token).releaseMany({
      ids: [...pending, done],
      nomeMoradorNaoCadastro: 'Segunda Pessoa',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: fill(M.alreadyReleased, { id: done }) });
    expect(await statusOf(pending)).toEqual(['PENDENTE', 'PENDENTE']);
  });

  test('retirada múltipla com um código inexistente é 404 e nada muda', async () => {
    const pending = [await create()];
    const res = await api(t.app, token).releaseMany({ ids: [...pending, 99999999], nomeMoradorNaoCadastro: 'Alguém' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: fill(M.parcelsNotFound, { ids: '99999999' }) });
    expect(await statusOf(pending)).toEqual(['PENDENTE']);
  });

  test('morador de outra unidade não pode retirar (400) e a correspondência segue pendente', async () => {
    const id = await create(other);
    const res = await api(t.app, token).release({ id, moradorRetirada: { idMorador: resident.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.residentNotInUnit });
    expect(await statusOf([id])).toEqual(['PENDENTE']);
  });

  test('sem ninguém informado, nome longo ou CPF inválido: 400 com a mensagem', async () => {
    const id = await create();
    const cases: [Record<string, unknown>, string][] = [
      [{ id }, M.pickupPersonRequired],
      [{ id, nomeMoradorNaoCadastro: 'n'.repeat(36) }, M.pickupNameTooLong],
      [{ id, nomeMoradorNaoCadastro: 'Fulano', cpfCnpj: '111.111.111-11' }, 'CPF inválido'],
      [{ id, moradorRetirada: { nome: 'Sem id nem cpf' } }, M.pickupPersonRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await api(t.app, token).release(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await api(t.app, token).releaseMany({ ids: [], nomeMoradorNaoCadastro: 'X' })).json()).toEqual({
      message: M.pickupIdsRequired,
    });
  });

  test('correspondência de outro condomínio é 404 para quem está em 1002', async () => {
    const id = await create();
    const token1002 = await contextToken(t.app, undefined, 1002);
    const res = await api(t.app, token1002).release({ id, nomeMoradorNaoCadastro: 'Intruso' });
    expect(res.statusCode).toBe(404);
    expect(await statusOf([id])).toEqual(['PENDENTE']);
  });
});
