import { and, eq } from 'drizzle-orm';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customPermissions, usuarios } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS } from '../../test/helpers.ts';
import { forgetIn } from '../../platform/access/context-cache.ts';
import { listedPlates, vehicleApi } from './vehicles.test-support.ts';

type Api = ReturnType<typeof vehicleApi>;

/**
 * What the access grid (access-grid.test.ts) does not ask: Carlos's custom grant in 7310, a unit of another
 * condominium in one's own write, and the demo data. 401, 403 and B-on-A cases live in the grid.
 */
describe('veículos: permissão personalizada e unidades de outro condomínio', () => {
  let t: Fixture;
  let carlos1001: Api;
  let carlos1002: Api;
  let a101: number;
  let torre101: number;

  const body = (unidade: number, placa: string) => ({
    unidade,
    tipo: 'CARRO',
    placa,
    cor: 'PRETO',
    vagaAlugada: false,
  });

  beforeAll(async () => {
    t = await createFixture();
    carlos1001 = vehicleApi(t.app, t.tokens.a);
    carlos1002 = vehicleApi(t.app, t.tokens.b);
    a101 = t.units.a101;
    torre101 = t.units.torre101;
  });
  afterAll(() => t.close());

  test('4521 não move o próprio veículo para uma unidade de 7310 (404) e ele continua na lista', async () => {
    const id = (await carlos1001.create(body(a101, 'GRD1A11'))).json().id;
    const move = await carlos1001.update(id, body(torre101, 'GRD1A11'));
    expect(move.statusCode).toBe(404);
    expect(move.json()).toEqual({ message: M.unitNotFound });
    expect(await listedPlates(carlos1001)).toContain('GRD1A11');
  });

  test('com a permissão personalizada de 7310, o porteiro cadastra na Torre Única', async () => {
    const inTorre = await carlos1002.create(body(torre101, 'OKB1B23'));
    expect(inTorre.statusCode).toBe(201);
    expect(inTorre.json().unidade).toMatchObject({ nmBloco: 'Torre Única', nome: '101' });
  });

  test('os veículos de demonstração aparecem para o porteiro, 5 por página', async () => {
    const page = (await carlos1001.list()).json();
    expect(page.data).toHaveLength(5);
    expect(page.meta.totalPages).toBe(Math.ceil(page.meta.totalItems / 5));
    expect(page.meta.totalItems).toBeGreaterThanOrEqual(12);
  });

  test('retirar a permissão personalizada de 7310 vale na hora: 403', async () => {
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    const removed = await t.db
      .delete(customPermissions)
      .where(and(eq(customPermissions.idUsuario, carlos!.id), eq(customPermissions.permissao, PERMISSIONS.vehicles)))
      .returning();
    // Changed by SQL, behind the services: the app is told as the administration's services tell it (decision 132).
    forgetIn(t.db, { userId: carlos!.id });
    try {
      expect(removed).toHaveLength(1);
      expect((await carlos1002.list()).statusCode).toBe(403);
    } finally {
      // The grant back as it was, for the tests that run after this one.
      await t.db.insert(customPermissions).values(removed);
      forgetIn(t.db, { userId: carlos!.id });
    }
    expect((await carlos1002.list()).statusCode).toBe(200);
  });
});
