import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  VEHICLE_COLOUR_LABELS,
  VEHICLE_TYPE_LABELS,
  createVehicleSchema,
  hasPlate,
  isPlateRequired,
  plateIssue,
  updateVehicleSchema,
  vehicleParamsSchema,
  vehiclesPageSchema,
  vehiclesQuerySchema,
} from './vehicle.schemas.ts';
import { VEHICLE_MESSAGES as M } from './vehicles.messages.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

const car = (extra: Record<string, unknown> = {}) => ({
  unidade: 12,
  tipo: 'CARRO',
  placa: 'abc-1d23',
  cor: 'PRATA',
  ...extra,
});

describe('placa conforme o tipo do veículo', () => {
  test('carro e moto exigem placa; bicicleta não tem; outros, se quiser', () => {
    expect([
      isPlateRequired('CARRO'),
      isPlateRequired('MOTO'),
      isPlateRequired('BICICLETA'),
      isPlateRequired('OUTROS'),
      isPlateRequired(''),
    ]).toEqual([true, true, false, false, false]);
    expect([hasPlate('CARRO'), hasPlate('OUTROS'), hasPlate('BICICLETA'), hasPlate(null)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(plateIssue('CARRO', '')).toBe(M.plateRequired);
    expect(plateIssue('MOTO', null)).toBe(M.plateRequired);
    expect(plateIssue('OUTROS', undefined)).toBeNull();
    expect(plateIssue('BICICLETA', 'ABC1D23')).toBe(M.plateForbiddenForBicycle);
    expect(plateIssue('CARRO', 'abc-1234')).toBeNull();
    expect(plateIssue('CARRO', 'ABC12')).toBe(M.plateInvalid);
  });
});

describe('cadastro de veículo (contrato do corpo)', () => {
  test('placa normalizada, textos vazios viram null e a vaga alugada começa em Não', () => {
    expect(createVehicleSchema.parse(car({ modelo: '  Onix ', observacao: '   ' }))).toEqual({
      unidade: 12,
      tipo: 'CARRO',
      placa: 'ABC1D23',
      cor: 'PRATA',
      modelo: 'Onix',
      observacao: null,
      vagaAlugada: false,
    });
    expect(
      createVehicleSchema.parse({ unidade: 12, tipo: 'BICICLETA', placa: '', cor: 'AZUL', vagaAlugada: true }),
    ).toEqual({
      unidade: 12,
      tipo: 'BICICLETA',
      placa: null,
      cor: 'AZUL',
      modelo: null,
      observacao: null,
      vagaAlugada: true,
    });
    expect(createVehicleSchema.parse({ unidade: 12, tipo: 'OUTROS', placa: ' - ', cor: 'AZUL' }).placa).toBeNull();
  });

  test('cada campo recusado tem a sua mensagem, e a da placa aponta para a placa', () => {
    expect(messagesOf(createVehicleSchema, car({ unidade: undefined }))).toEqual([M.unitRequired]);
    expect(messagesOf(createVehicleSchema, car({ tipo: 'CAMINHAO' }))).toEqual([M.typeRequired]);
    expect(messagesOf(createVehicleSchema, car({ cor: 'ROSA' }))).toEqual([M.colourRequired]);
    expect(messagesOf(createVehicleSchema, car({ placa: 12 }))).toEqual([M.plateInvalid]);
    expect(messagesOf(createVehicleSchema, car({ modelo: 'a'.repeat(100), observacao: 'b'.repeat(256) }))).toEqual([]);
    expect(messagesOf(createVehicleSchema, car({ modelo: 'a'.repeat(101) }))).toEqual([M.modelTooLong]);
    expect(messagesOf(createVehicleSchema, car({ observacao: 'b'.repeat(257) }))).toEqual([M.observationTooLong]);
    expect(messagesOf(createVehicleSchema, car({ modelo: 'a\u0000b' }))).toEqual([MESSAGES.textInvalid]);
    const noPlate = createVehicleSchema.safeParse(car({ placa: null }));
    expect(noPlate.error?.issues).toEqual([expect.objectContaining({ message: M.plateRequired, path: ['placa'] })]);
  });

  test('o formulário da tela usa o schema do cadastro: vaga alugada como Sim/Não e a placa conferida do mesmo jeito', () => {
    expect(
      createVehicleSchema.parse(car({ tipo: 'MOTO', placa: 'abc1234', cor: 'PRETO', vagaAlugada: false })),
    ).toMatchObject({
      unidade: 12,
      tipo: 'MOTO',
      placa: 'ABC1234',
      cor: 'PRETO',
      vagaAlugada: false,
    });
    expect(
      messagesOf(createVehicleSchema, car({ tipo: 'BICICLETA', placa: 'ABC1234', cor: 'PRETO', vagaAlugada: false })),
    ).toEqual([M.plateForbiddenForBicycle]);
  });

  test('a edição aceita a vaga como S/N (como foi lida) e devolve verdadeiro ou falso', () => {
    expect(updateVehicleSchema.parse(car({ id: 3, ativo: true, vagaAlugada: 'S' }))).toMatchObject({
      id: 3,
      ativo: true,
      vagaAlugada: true,
      placa: 'ABC1D23',
    });
    expect(updateVehicleSchema.parse(car({ vagaAlugada: 'N' })).vagaAlugada).toBe(false);
    expect(updateVehicleSchema.parse(car({ vagaAlugada: true })).vagaAlugada).toBe(true);
    expect(updateVehicleSchema.parse(car()).vagaAlugada).toBe(false);
    expect(updateVehicleSchema.safeParse(car({ vagaAlugada: 'X' })).success).toBe(false);
    expect(messagesOf(updateVehicleSchema, car({ tipo: 'BICICLETA' }))).toEqual([M.plateForbiddenForBicycle]);
  });
});

describe('lista de veículos', () => {
  test('página 1 com 5 itens por padrão, até 50; busca aparada até 100 caracteres', () => {
    expect(vehiclesQuerySchema.parse({})).toEqual({ page: 1, limit: 5 });
    expect(vehiclesQuerySchema.parse({ page: '2', limit: '50', queryParam: '  onix ' })).toEqual({
      page: 2,
      limit: 50,
      queryParam: 'onix',
    });
    expect(vehiclesQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(vehiclesQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(vehiclesQuerySchema.safeParse({ limit: '1.5' }).success).toBe(false);
    expect(messagesOf(vehiclesQuerySchema, { queryParam: 'a'.repeat(101) })).toEqual([M.searchTooLong]);
    expect(vehicleParamsSchema.parse({ id: '9' })).toEqual({ id: 9 });
  });

  test('a página devolvida guarda cada campo do veículo e da unidade', () => {
    const page = {
      data: [
        {
          id: 1,
          unidade: {
            id: 12,
            idUnidade: 12,
            nome: '201',
            nmBloco: 'Bloco B',
            alugado: true,
            pessoas: [{ cpf: '52998224725', nome: 'Ana' }],
          },
          tipo: 'CARRO',
          placa: 'ABC1D23',
          cor: 'PRATA',
          modelo: null,
          observacao: 'na garagem',
          vagaAlugada: 'S',
          ativo: true,
        },
      ],
      meta: { totalPages: 1, totalItems: 1, page: 1 },
    };
    expect(vehiclesPageSchema.parse(page)).toEqual(page);
  });

  test('rótulos de tipo e cor em português', () => {
    expect(VEHICLE_TYPE_LABELS).toEqual({ CARRO: 'Carro', MOTO: 'Moto', BICICLETA: 'Bicicleta', OUTROS: 'Outros' });
    expect(Object.values(VEHICLE_COLOUR_LABELS)).toEqual([
      'Branco',
      'Preto',
      'Prata',
      'Cinza',
      'Vermelho',
      'Azul',
      'Marrom',
      'Verde',
      'Amarelo',
    ]);
  });
});
