import { describe, expect, test } from 'vitest';
import { arePasswordRulesMet, passwordRules } from './password-rules';

const met = (password: string, confirmation = password) =>
  Object.fromEntries(passwordRules(password, confirmation).map((rule) => [rule.id, rule.isMet]));

describe('regras da nova senha', () => {
  test('mínimo de 8 e máximo de 64 caracteres', () => {
    expect(met('Abc#123')).toMatchObject({ min: false, max: true });
    expect(met('Abc#1234')).toMatchObject({ min: true, max: true });
    expect(met('A'.repeat(64))).toMatchObject({ min: true, max: true });
    expect(met('A'.repeat(65))).toMatchObject({ min: true, max: false });
  });

  test('senhas comuns são recusadas sem diferenciar maiúsculas', () => {
    expect(met('senha123').common).toBe(false);
    expect(met('Portaria123').common).toBe(false);
    expect(met('Guarita#2031').common).toBe(true);
  });

  test('a confirmação precisa ser igual', () => {
    expect(met('Guarita#2031', 'Guarita#2032').match).toBe(false);
    expect(arePasswordRulesMet('Guarita#2031', 'Guarita#2032')).toBe(false);
    expect(arePasswordRulesMet('Guarita#2031', 'Guarita#2031')).toBe(true);
  });

  test('nada vazio conta como atendido', () => {
    expect(Object.values(met('', ''))).toEqual([false, false, false, false]);
  });
});
