import { expect, test } from 'vitest';
import { loginBodySchema } from './auth/auth.schemas.ts';
import { MESSAGES } from './messages.ts';
import { cpfSchema, idField, idParam, idSchema, textSchema } from './schemas.ts';
import { dedupePeople } from './condominium/condominium.schemas.ts';

test('o schema de CPF normaliza e valida', () => {
  expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
  const bad = cpfSchema.safeParse('529.982.247-24');
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]?.message).toBe('CPF inválido');
});

test('o login exige CPF válido e senha', () => {
  expect(loginBodySchema.safeParse({ user: '52998224725', password: '' }).success).toBe(false);
  expect(loginBodySchema.parse({ user: '529.982.247-25', password: 'x' }).user).toBe('52998224725');
});

test('pessoas da unidade são deduplicadas por cpf e nome aparado', () => {
  const people = [
    { cpf: '1', nome: 'Ana ' },
    { cpf: '1', nome: 'Ana' },
    { cpf: '2', nome: 'Ana' },
  ];
  expect(dedupePeople(people)).toEqual([people[0], people[2]]);
});

test('o identificador é um inteiro positivo dentro de int4', () => {
  expect(idParam.parse('2147483647')).toBe(2_147_483_647);
  for (const bad of ['2147483648', '99999999999999999999', '0', '-1', '1.5', 'abc']) {
    const result = idParam.safeParse(bad);
    expect(result.success, bad).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.idInvalid);
  }
  expect(idSchema.safeParse(2_147_483_648).success).toBe(false);
  expect(idSchema.safeParse('12').success).toBe(false);
  expect(idField('Selecione a unidade').safeParse(2_147_483_648).error?.issues[0]?.message).toBe('Selecione a unidade');
});

test('textos recusam NUL e surrogates soltos, e aceitam emoji e acentos', () => {
  const schema = textSchema().trim().max(20);
  for (const bad of ['a\u0000b', '\u0000', '\ud800', 'x\ud83d', '\udc00', 'x\ude00y', '\ude00\ud83d']) {
    const result = schema.safeParse(bad);
    expect(result.success, JSON.stringify(bad)).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.textInvalid);
  }
  expect(schema.parse(' Entrega 📦 à tarde ')).toBe('Entrega 📦 à tarde');
  expect(schema.parse('\ud83d\ude00')).toBe('😀');
});
