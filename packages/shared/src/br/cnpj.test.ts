import { describe, expect, test } from 'vitest';
import { completeCnpj, formatCnpj, isValidCnpj, stripCnpj } from './cnpj.ts';

describe('CNPJ', () => {
  test('aceita CNPJs reais com e sem máscara', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('45.997.418/0001-53')).toBe(true);
  });

  test('recusa dígito verificador errado, tamanho errado e dígitos repetidos', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  test('mascara, limpa e completa os dígitos', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11222')).toBe('11.222');
    expect(stripCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(completeCnpj('112223330001')).toBe('11222333000181');
  });
});
