import { describe, expect, test } from 'vitest';
import { formatPhone, hidePhone, isValidPhone } from './phone.ts';

describe('telefone', () => {
  test.each(['(11) 98765-4321', '11987654321', '(21) 3456-7890', '(48) 2345-6789'])('aceita %s', (phone) =>
    expect(isValidPhone(phone)).toBe(true),
  );

  test.each([
    ['celular sem o 9', '(11) 8876-54321'],
    ['fixo começando com 1', '(11) 1234-5678'],
    ['fixo começando com 9 com 8 dígitos', '(11) 9234-5678'],
    ['dígitos repetidos', '(11) 99999-9999'],
    ['tudo repetido', '11111111111'],
    ['DDD começando com 0', '(01) 98765-4321'],
    ['curto demais', '(11) 9876-543'],
    ['vazio', ''],
  ])('recusa %s', (_label, phone) => expect(isValidPhone(phone)).toBe(false));

  test('formata celular e fixo', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('2134567890')).toBe('(21) 3456-7890');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('')).toBe('');
  });

  test('mascara o número deixando DDD e os 4 últimos dígitos', () => {
    expect(hidePhone('11987654321')).toBe('(11) *****-4321');
  });
});
