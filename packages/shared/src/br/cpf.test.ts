import { describe, expect, test } from 'vitest';
import { completeCpf, formatCpf, isValidCpf, stripCpf } from './cpf.ts';

describe('CPF', () => {
  test.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05', '853.513.468-93', '000.000.001-91'])(
    'aceita o CPF válido %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  test.each([
    ['dígito verificador final errado', '529.982.247-24'],
    ['primeiro dígito verificador errado', '529.982.247-35'],
    ['todos os dígitos iguais', '111.111.111-11'],
    ['zeros', '000.000.000-00'],
    ['dez dígitos', '5299822472'],
    ['doze dígitos', '529982247250'],
    ['vazio', ''],
    ['letras', 'abc.def.ghi-jk'],
  ])('recusa CPF com %s', (_label, cpf) => expect(isValidCpf(cpf)).toBe(false));

  test('remove a pontuação antes de enviar', () => {
    expect(stripCpf(' 529.982.247-25 ')).toBe('52998224725');
  });

  test('aplica a máscara 000.000.000-00, também em digitação parcial', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('529982247251234')).toBe('529.982.247-25');
  });

  test('completa os dígitos verificadores a partir de nove dígitos', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(isValidCpf(completeCpf('987654321'))).toBe(true);
  });
});

test('um CPF mascarado (a cópia da portaria sem conexão) mantém as estrelas no formato do CPF', () => {
  expect(formatCpf('52*******25')).toBe('52*.***.***-25');
  expect(formatCpf('52998224725')).toBe('529.982.247-25');
});
