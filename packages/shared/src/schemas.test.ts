import { expect, test } from 'vitest';
import { loginBodySchema } from './auth/auth.schemas.ts';
import { cpfSchema } from './schemas.ts';
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
