import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portaria/shared/messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customPermissions, usuarios } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARLOS, MARIA, contextToken } from '../../test/helpers.ts';
import { listedPlates, unitIdOf, vehicleApi } from './vehicles.test-support.ts';

type Api = ReturnType<typeof vehicleApi>;
type Operation = 'cadastrar' | 'listar' | 'editar' | 'excluir';

describe('veículos: papel x operação', () => {
  let t: TestApp;
  let carlos1001: Api;
  let carlos1002: Api;
  let maria1001: Api;
  let anonymous: Api;
  let a101: number;
  let torre101: number;
  let vehicleOf1001: number;
  let spare1001: number;

  const body = (unidade: number, placa: string) => ({ unidade, tipo: 'CARRO', placa, cor: 'PRETO', vagaAlugada: false });

  beforeAll(async () => {
    t = await createTestApp();
    carlos1001 = vehicleApi(t.app, await contextToken(t.app));
    carlos1002 = vehicleApi(t.app, await contextToken(t.app, CARLOS, 1002));
    maria1001 = vehicleApi(t.app, await contextToken(t.app, MARIA));
    anonymous = vehicleApi(t.app, null);
    a101 = await unitIdOf(t.db, 1001, 'Bloco A', '101');
    torre101 = await unitIdOf(t.db, 1002, 'Torre Única', '101');
    vehicleOf1001 = (await carlos1001.create(body(a101, 'GRD1A11'))).json().id;
    spare1001 = (await carlos1001.create(body(a101, 'GRD2B22'))).json().id;
  });
  afterAll(() => t.close());

  const call = (api: Api, operation: Operation, unidade: number, id: number, placa: string) => {
    if (operation === 'cadastrar') return api.create(body(unidade, placa));
    if (operation === 'listar') return api.list();
    if (operation === 'editar') return api.update(id, body(unidade, placa));
    return api.remove(id);
  };
  const operations: Operation[] = ['cadastrar', 'listar', 'editar', 'excluir'];

  test.each(operations)('sem token, %s é 401', async (operation) => {
    const res = await call(anonymous, operation, a101, vehicleOf1001, 'ANN1A11');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
  });

  test.each(operations)('a síndica de 4521 não tem a permissão de veículos: %s é 403', async (operation) => {
    const res = await call(maria1001, operation, a101, vehicleOf1001, 'MAR1A11');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.forbidden });
  });

  test('o token de 7310 não alcança unidade nem veículo de 4521 (404) e não os vê na lista', async () => {
    const create = await carlos1002.create(body(a101, 'OTH1A11'));
    expect(create.statusCode).toBe(404);
    expect(create.json()).toEqual({ message: M.unitNotFound });
    const edit = await carlos1002.update(vehicleOf1001, body(torre101, 'OTH1A11'));
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: M.vehicleNotFound });
    const remove = await carlos1002.remove(vehicleOf1001);
    expect(remove.statusCode).toBe(404);
    expect(await listedPlates(carlos1002)).not.toContain('GRD1A11');
    // and 4521 cannot move its own vehicle into a unit of 7310
    const move = await carlos1001.update(vehicleOf1001, body(torre101, 'GRD1A11'));
    expect(move.statusCode).toBe(404);
    expect(move.json()).toEqual({ message: M.unitNotFound });
    expect(await listedPlates(carlos1001)).toContain('GRD1A11');
  });

  test('porteiro com a permissão cadastra, lista, edita e exclui (2xx) nos dois condomínios', async () => {
    expect((await carlos1001.create(body(a101, 'OKA1B23'))).statusCode).toBe(201);
    expect((await carlos1001.list()).statusCode).toBe(200);
    expect((await carlos1001.update(spare1001, body(a101, 'GRD2B22'))).statusCode).toBe(200);
    expect((await carlos1001.remove(spare1001)).statusCode).toBe(204);
    const inTorre = await carlos1002.create(body(torre101, 'OKB1B23'));
    expect(inTorre.statusCode).toBe(201);
    expect(inTorre.json().unidade).toMatchObject({ nmBloco: 'Torre Única', nome: '101' });
  });

  test('retirar a permissão personalizada de 7310 vale na hora: 403', async () => {
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    await t.db
      .delete(customPermissions)
      .where(and(eq(customPermissions.idUsuario, carlos!.id), eq(customPermissions.permissao, PERMISSIONS.vehicles)));
    expect((await carlos1002.list()).statusCode).toBe(403);
  });

  test('os veículos de demonstração aparecem para o porteiro, 5 por página', async () => {
    const page = (await carlos1001.list()).json();
    expect(page.data).toHaveLength(5);
    expect(page.meta.totalPages).toBe(Math.ceil(page.meta.totalItems / 5));
    expect(page.meta.totalItems).toBeGreaterThanOrEqual(12);
  });
});
