import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { unidades, veiculos } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { contextToken } from '../../test/helpers.ts';
import { listedPlates, unitIdOf, vehicleApi } from './vehicles.test-support.ts';

describe('veículos: lista paginada e busca', () => {
  let t: Fixture;
  let api: ReturnType<typeof vehicleApi>;

  beforeAll(async () => {
    t = await createFixture();
    await t.db.delete(veiculos);
    api = vehicleApi(t.app, await contextToken(t.app));
    const a101 = t.units.a101;
    const b302 = t.units.b302;
    const c604 = await unitIdOf(t.db, 1001, 'Bloco C', '604');
    const rows: [number, string, string | null, string, string | null][] = [
      [a101, 'CARRO', 'ABC1D23', 'PRATA', 'Fiat Uno Econômico'],
      [a101, 'MOTO', 'MOT1234', 'VERMELHO', 'Honda CG'],
      [b302, 'BICICLETA', null, 'AZUL', 'Caloi Ceci'],
      [b302, 'CARRO', 'XYZ9A87', 'PRETO', 'Citroën C3'],
      [b302, 'OUTROS', null, 'AMARELO', 'Patinete 100%'],
      [c604, 'CARRO', 'QWE4567', 'BRANCO', 'Toyota Etios'],
      [c604, 'CARRO', 'RTY4F56', 'CINZA', null],
    ];
    for (const [unidade, tipo, placa, cor, modelo] of rows) {
      const res = await api.create({ unidade, tipo, placa, cor, modelo, vagaAlugada: false });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
  });
  afterAll(() => t.close());

  test('5 por página, ordenada por bloco e unidade, com meta.totalPages; a página 2 traz o resto', async () => {
    const first = await api.list();
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ totalPages: 2, totalItems: 7, page: 1 });
    expect(first.json().data.map((v: { unidade: { nmBloco: string } }) => v.unidade.nmBloco)).toEqual([
      'Bloco A',
      'Bloco A',
      'Bloco B',
      'Bloco B',
      'Bloco B',
    ]);
    const second = (await api.list({ page: 2 })).json();
    expect(second.data.map((v: { placa: string }) => v.placa)).toEqual(['QWE4567', 'RTY4F56']);
    expect((await api.list({ page: 3 })).statusCode).toBe(204);
  });

  test.each([
    ['parte da placa', '1d2', ['ABC1D23']],
    ['placa com hífen e minúsculas', 'abc-1d', ['ABC1D23']],
    ['modelo sem acento', 'economico', ['ABC1D23']],
    ['modelo com acento e maiúsculas', 'ECONÔMICO', ['ABC1D23']],
    ['modelo acentuado no banco', 'citroen', ['XYZ9A87']],
    ['cor', 'vermelho', ['MOT1234']],
    ['tipo', 'bicicleta', [null]],
    ['bloco e unidade', 'bloco c 604', ['QWE4567', 'RTY4F56']],
    ['unidade (placas vazias por último)', '302', ['XYZ9A87', null, null]],
    ['duas palavras em campos diferentes', 'carro prata', ['ABC1D23']],
    ['curinga do LIKE é texto comum', '100%', [null]],
    ['sublinhado não casa qualquer letra', 'C_3', []],
  ])('busca por %s (%s)', async (_label, queryParam, plates) => {
    expect(await listedPlates(api, queryParam)).toEqual(plates);
  });

  test('busca sem resultado é 204 sem corpo; busca vazia lista tudo', async () => {
    const res = await api.list({ queryParam: 'lamborghini' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await api.list({ queryParam: '   ' })).json().meta.totalItems).toBe(7);
  });

  test('parâmetros inválidos são 400 com mensagem pt-BR', async () => {
    const queries: Record<string, string | number>[] = [
      { page: 0 },
      { limit: 51 },
      { page: 'abc' },
      { queryParam: 'x'.repeat(101) },
    ];
    for (const query of queries) {
      const res = await api.list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    }
  });

  // Last: it adds units and vehicles. The list walks each block's units in natural order (issue 30).
  test('sem busca, as unidades de um bloco vêm em ordem natural (9, 10, 101) e as placas em ordem em cada uma', async () => {
    const [a101] = await t.db
      .select({ idBloco: unidades.idBloco })
      .from(unidades)
      .where(eq(unidades.idUnidade, t.units.a101));
    const added = await t.db
      .insert(unidades)
      .values([
        { idBloco: a101!.idBloco, nome: '10' },
        { idBloco: a101!.idBloco, nome: '9' },
      ])
      .returning({ id: unidades.idUnidade, nome: unidades.nome });
    const unitNamed = (nome: string) => added.find((u) => u.nome === nome)!.id;
    for (const [unidade, placa] of [
      [unitNamed('10'), 'DEF2B22'],
      [unitNamed('9'), 'GHI3C33'],
      [unitNamed('10'), 'CDE1A11'],
    ] as const) {
      const res = await api.create({ unidade, tipo: 'CARRO', placa, cor: 'PRATA', modelo: null, vagaAlugada: false });
      expect(res.statusCode).toBe(201);
    }
    const plates = [];
    for (let page = 1; page <= 2; page++)
      plates.push(...(await api.list({ page })).json().data.map((v: { placa: string }) => v.placa));
    expect(plates).toEqual([
      'GHI3C33',
      'CDE1A11',
      'DEF2B22',
      'ABC1D23',
      'MOT1234',
      'XYZ9A87',
      null,
      null,
      'QWE4567',
      'RTY4F56',
    ]);
    expect((await api.list({ page: 2 })).json().meta).toEqual({ totalPages: 2, totalItems: 10, page: 2 });
  });
});
