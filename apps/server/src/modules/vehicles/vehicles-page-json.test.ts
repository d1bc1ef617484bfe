import { vehiclesPageSchema, type Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { pageMeta, type Page } from '@portaria/shared/common/page';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blocos, unidades, veiculos } from '../../db/schema/index.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { storedContains } from '../../platform/lists/search.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { unitsNaming } from '../condominium/units-naming.ts';
import { searchCondition } from './vehicle-search.ts';
import { findVehicle } from './vehicles.repository.ts';
import { unitIdOf, vehicleApi } from './vehicles.test-support.ts';

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serializePage = fastSerializerCompiler({ schema: vehiclesPageSchema }) as (page: Page<Vehicle>) => string;

/**
 * Decision 136 and migration 0055: the vehicle list is written by the database, in the order of the names the
 * triggers copy into each vehicle. Each page must be, byte for byte, what the JS path writes (`findVehicle`, the
 * create and edit answers' mapping, with its residents de-duplicated and masked) in the order read from the units'
 * and blocks' own names: quotes, a backslash, a line break, accents, a tenant, a resident twice, a plate-less
 * vehicle; after a unit and a block are renamed and a vehicle moves to another unit.
 */
describe('veículos: a lista escrita pelo banco é a mesma montada em JS', () => {
  let t: Fixture;
  let api: ReturnType<typeof vehicleApi>;

  /** The JS path: the matching ids in the list's order, from the units' and blocks' names, each read by findVehicle. */
  const expected = async (page: number, limit: number, query?: string) => {
    const matching = searchCondition(query, {
      vehicle: veiculos.busca,
      unitsOf: (word) => sql`array(${unitsNaming(1001, (busca) => storedContains(busca, word))})`,
      unit: veiculos.idUnidade,
      plate: veiculos.placa,
    });
    const ids = await t.db
      .select({ id: veiculos.id })
      .from(veiculos)
      .innerJoin(unidades, eq(unidades.idUnidade, veiculos.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(veiculos.idCondo, 1001), eq(veiculos.ativo, true), matching))
      .orderBy(
        blocos.nome,
        sql`length(${unidades.nome})`,
        unidades.nome,
        unidades.idUnidade,
        veiculos.placa,
        veiculos.id,
      );
    const window = ids.slice((page - 1) * limit, page * limit);
    if (window.length === 0) return null;
    const data = await Promise.all(window.map(({ id }) => findVehicle(t.db, 1001, id)));
    return serializePage({ data: data.map((vehicle) => vehicle!), meta: pageMeta(page, limit, ids.length) });
  };

  /** Every page of `limit` (the query's), and one past the last, as the route answers them. */
  const pages = async (limit: number, queryParam?: string) => {
    for (let page = 1; ; page++) {
      const res = await api.list({ page, limit, ...(queryParam === undefined ? {} : { queryParam }) });
      const body = await expected(page, limit, queryParam);
      if (body === null) {
        expect(res.statusCode, `página ${page}`).toBe(204);
        return page - 1;
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body, `página ${page} de ${limit}`).toBe(body);
    }
  };

  beforeAll(async () => {
    t = await createFixture();
    api = vehicleApi(t.app, t.tokens.a);
    const c604 = await unitIdOf(t.db, 1001, 'Bloco C', '604');
    await t.db.execute(sql`
      insert into pessoas (id_unidade, id_condo, cpf, nome, perfil, situacao)
      values (${c604}, 1001, '11144477735', ${'Zoë "Aspas" \\ D\'Ávila'}, 'morar.inquilino', 'ATIVO'),
             (${c604}, 1001, '390.533.447-05', ${'Ãngela\nQuebra'}, 'morar.morador', 'ATIVO'),
             (${t.units.a101}, 1001, '11144477735', ${'Zoë "Aspas" \\ D\'Ávila'}, 'morar.morador', 'ATIVO')`);
    const rows: [number, string, string | null, string, string | null, string | null][] = [
      [t.units.a101, 'CARRO', 'ABC1D23', 'PRATA', 'Fiat "Uno" \\ Econômico', 'linha 1\nlinha 2'],
      [t.units.b302, 'BICICLETA', null, 'AZUL', 'Caloi', null],
      [t.units.b302, 'CARRO', 'XYZ9A87', 'PRETO', 'Citroën C3', null],
      [c604, 'CARRO', 'QWE4567', 'BRANCO', null, 'vaga 12'],
      [c604, 'MOTO', 'RTY4F56', 'CINZA', 'Honda', null],
    ];
    for (const [unidade, tipo, placa, cor, modelo, observacao] of rows) {
      const res = await api.create({ unidade, tipo, placa, cor, modelo, observacao, vagaAlugada: tipo === 'MOTO' });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
  });
  afterAll(() => t.close());

  test.each([50, 3])('cada página de %i, e uma depois da última: os mesmos bytes', async (limit) => {
    expect(await pages(limit)).toBeGreaterThan(0);
  });

  test.each(['bloco c', 'carro', 'abc-1d', '302', 'nada-disso'])('a busca "%s": os mesmos bytes', async (query) => {
    await pages(2, query);
  });

  test('os moradores da unidade vêm mascarados, e a unidade com inquilino é alugada', async () => {
    const res = await api.list({ page: 1, limit: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json() as Page<Vehicle>;
    const honda = all.data.find((vehicle) => vehicle.placa === 'RTY4F56')!;
    expect(honda.unidade.alugado).toBe(true);
    const cpfs = honda.unidade.pessoas.map((person) => person.cpf);
    expect(cpfs).toEqual(expect.arrayContaining(['11*******35', '39*******05']));
    expect(cpfs.every((cpf) => /^\d{2}\*+\d{2}$/.test(cpf))).toBe(true);
    expect(honda.vagaAlugada).toBe('S');
    const uno = all.data.find((vehicle) => vehicle.placa === 'ABC1D23')!;
    expect(uno.unidade.alugado).toBe(false);
    expect(uno.unidade.pessoas.every((person) => /^\d{2}\*+\d{2}$/.test(person.cpf))).toBe(true);
  });

  test('depois de renomear uma unidade e um bloco e mudar um veículo de unidade, a ordem segue os nomes novos', async () => {
    await t.db.update(unidades).set({ nome: '0001' }).where(eq(unidades.idUnidade, t.units.b302));
    const [a] = await t.db
      .select({ idBloco: unidades.idBloco })
      .from(unidades)
      .where(eq(unidades.idUnidade, t.units.a101));
    await t.db.update(blocos).set({ nome: 'Torre Z' }).where(eq(blocos.idBloco, a!.idBloco));
    const [moto] = await t.db.select({ id: veiculos.id }).from(veiculos).where(eq(veiculos.placa, 'RTY4F56'));
    await t.db.update(veiculos).set({ idUnidade: t.units.a101 }).where(eq(veiculos.id, moto!.id));
    await pages(50);
    await pages(2);
    const first = (await api.list({ page: 1, limit: 50 })).json() as Page<Vehicle>;
    expect(first.data.at(-1)!.unidade.nmBloco).toBe('Torre Z');
  });
});
