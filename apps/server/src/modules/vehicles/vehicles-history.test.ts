import { maskId } from '@portaria/shared/br/mask';
import { and, asc, eq } from 'drizzle-orm';
import { VEHICLE_MESSAGES as M, duplicatePlateMessage } from '@portaria/shared/vehicles/vehicles.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, pessoas, veiculos } from '../../db/schema/index.ts';
import { contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listedPlates, unitIdOf, vehicleApi } from './vehicles.test-support.ts';

describe('veículos: o que a auditoria guarda de cada mudança, e a busca por placa', () => {
  let t: TestApp;
  let api: ReturnType<typeof vehicleApi>;
  let a101: number;
  let b302: number;
  const auditsOf = async (acao: string, id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, acao), eq(auditLog.idEntidade, String(id))));

  beforeAll(async () => {
    t = await createTestApp();
    api = vehicleApi(t.app, await contextToken(t.app));
    a101 = await unitIdOf(t.db, 1001, 'Bloco A', '101');
    b302 = await unitIdOf(t.db, 1001, 'Bloco B', '302');
  });
  beforeEach(async () => {
    await t.db.delete(veiculos);
  });
  afterAll(() => t.close());

  const car = (extra: Record<string, unknown> = {}) => ({
    unidade: a101,
    tipo: 'CARRO',
    placa: 'abc-1d23',
    cor: 'PRATA',
    modelo: 'Fiat Argo',
    vagaAlugada: false,
    ...extra,
  });

  test('cadastrar grava unidade, tipo, placa e cor; a unidade diz se tem inquilino e quem mora nela', async () => {
    await t.db.update(pessoas).set({ perfil: 'morar.morador' }).where(eq(pessoas.idUnidade, b302));
    const [tenant] = await t.db
      .select()
      .from(pessoas)
      .where(eq(pessoas.idUnidade, a101))
      .orderBy(asc(pessoas.id))
      .limit(1);
    await t.db.update(pessoas).set({ perfil: 'morar.inquilino' }).where(eq(pessoas.id, tenant!.id));
    const rented = (await api.create(car())).json();
    const owned = (await api.create(car({ placa: 'XYZ9876', unidade: b302 }))).json();
    const [created] = await auditsOf('veiculo.cadastrar', rented.id);
    expect(created!.detalhes).toEqual({ idUnidade: a101, tipo: 'CARRO', placa: 'ABC1D23', cor: 'PRATA' });
    const residents = async (idUnidade: number) =>
      (
        await t.db
          .select({ cpf: pessoas.cpf, nome: pessoas.nome })
          .from(pessoas)
          .where(eq(pessoas.idUnidade, idUnidade))
          .orderBy(asc(pessoas.id))
      ).map((p) => ({ ...p, cpf: maskId(p.cpf) }));
    const listed = (await api.list()).json().data;
    expect(listed.map((v: { id: number; unidade: { alugado: boolean } }) => [v.id, v.unidade.alugado])).toEqual([
      [rented.id, true],
      [owned.id, false],
    ]);
    expect(listed[0].unidade.pessoas).toEqual(await residents(a101));
    expect(listed[1].unidade.pessoas).toEqual(await residents(b302));
    expect(listed[0].unidade.pessoas.length).toBeGreaterThan(0);
  });

  test('editar grava "veiculo.editar" só com os campos que mudaram, de antes para depois', async () => {
    const vehicle = (await api.create(car())).json();
    expect((await api.update(vehicle.id, car({ cor: 'PRETO', vagaAlugada: 'N' }))).statusCode).toBe(200);
    const [edit] = await auditsOf('veiculo.editar', vehicle.id);
    expect(edit).toMatchObject({
      idCondo: 1001,
      entidade: 'veiculo',
      detalhes: { alteracoes: { cor: { antes: 'PRATA', depois: 'PRETO' } }, placa: 'ABC1D23' },
    });
    expect((await api.update(vehicle.id, car({ cor: 'PRETO', vagaAlugada: true, unidade: b302 }))).statusCode).toBe(
      200,
    );
    const edits = await auditsOf('veiculo.editar', vehicle.id);
    expect(edits[1]!.detalhes).toEqual({
      alteracoes: { idUnidade: { antes: a101, depois: b302 }, vagaAlugada: { antes: false, depois: true } },
      placa: 'ABC1D23',
    });
    expect(await auditsOf('veiculo.excluir', vehicle.id)).toEqual([]);
  });

  test('excluir pelo PUT (ativo false) é auditado como exclusão e não confere a placa de outro veículo ativo', async () => {
    const kept = (await api.create(car())).json();
    const other = (await api.create(car({ placa: 'XYZ9876', unidade: b302 }))).json();
    const res = await api.update(other.id, car({ placa: kept.placa, unidade: b302, ativo: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: other.id, ativo: false, placa: 'ABC1D23' });
    expect(await auditsOf('veiculo.excluir', other.id)).toHaveLength(1);
    expect(await auditsOf('veiculo.editar', other.id)).toEqual([]);
    expect(await listedPlates(api)).toEqual(['ABC1D23']);
  });

  test('editar um veículo excluído é 404; um veículo mantém a própria placa; trocar para a placa de outro ativo é 409 dizendo onde ela está', async () => {
    const kept = (await api.create(car())).json();
    const other = (await api.create(car({ placa: 'XYZ9876', unidade: b302 }))).json();
    await api.remove(other.id);
    const res = await api.update(other.id, car({ placa: kept.placa, unidade: b302, ativo: true }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.vehicleNotFound });
    const clash = await api.update(kept.id, car({ ativo: true }));
    expect(clash.statusCode).toBe(200);
    const second = (await api.create(car({ placa: 'DEF4G56', unidade: b302 }))).json();
    const taken = await api.update(second.id, car({ placa: 'ABC-1D23', unidade: b302, ativo: true }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: duplicatePlateMessage('ABC1D23', 'Bloco A - 101') });
  });

  test('a exclusão pelo DELETE guarda unidade, tipo, placa e cor de antes', async () => {
    const vehicle = (await api.create(car({ tipo: 'MOTO', cor: 'AZUL' }))).json();
    expect((await api.remove(vehicle.id)).statusCode).toBe(204);
    const [removed] = await auditsOf('veiculo.excluir', vehicle.id);
    expect(removed).toMatchObject({
      idCondo: 1001,
      entidade: 'veiculo',
      detalhes: { idUnidade: a101, tipo: 'MOTO', placa: 'ABC1D23', cor: 'AZUL' },
    });
    const gone = await api.remove(vehicle.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: M.vehicleNotFound });
  });

  test('% e _ na busca são letras, não curingas; a placa digitada com hífen também encontra', async () => {
    await api.create(car());
    await api.create(car({ placa: 'XYZ9876', unidade: b302, modelo: 'Moto_100%', tipo: 'MOTO' }));
    expect(await listedPlates(api, '%')).toEqual(['XYZ9876']);
    expect(await listedPlates(api, '_')).toEqual(['XYZ9876']);
    expect(await listedPlates(api, 'o_1')).toEqual(['XYZ9876']);
    expect(await listedPlates(api, 'a%g')).toEqual([]);
    expect(await listedPlates(api, 'c-1d2')).toEqual(['ABC1D23']);
    expect(await listedPlates(api, 'ABC-1D23 prata')).toEqual(['ABC1D23']);
    expect(await listedPlates(api, '  argo   prata ')).toEqual(['ABC1D23']);
  });
});
