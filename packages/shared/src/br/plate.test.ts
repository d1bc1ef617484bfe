import { describe, expect, test } from 'vitest';
import { isValidPlate, normalizePlate, plateFormat } from './plate.ts';

describe('placa de veículo', () => {
  test.each([
    ['ABC1234', 'antiga'],
    ['abc-1234', 'antiga'],
    ['XYZ 0000', 'antiga'],
    ['ABC1D23', 'mercosul'],
    ['bra2e19', 'mercosul'],
    ['RIO-2A18', 'mercosul'],
    ['  qwe9z99 ', 'mercosul'],
  ])('aceita %s (%s)', (plate, format) => {
    expect(isValidPlate(plate)).toBe(true);
    expect(plateFormat(plate)).toBe(format);
  });

  test.each([
    ['vazia', ''],
    ['curta demais', 'ABC123'],
    ['longa demais', 'ABC12345'],
    ['números no lugar das letras', '1BC1234'],
    ['duas letras e cinco números', 'AB12345'],
    ['letra na última posição', 'ABC123D'],
    ['duas letras no miolo Mercosul', 'ABC1DD3'],
    ['letra na quarta posição', 'ABCD123'],
    ['Mercosul com letra no fim', 'ABC1D2E'],
    ['só letras', 'ABCDEFG'],
    ['só números', '1234567'],
    ['acento não é letra de placa', 'ÁBC1234'],
  ])('recusa placa %s (%s)', (_label, plate) => {
    expect(isValidPlate(plate)).toBe(false);
    expect(plateFormat(plate)).toBeNull();
  });

  test('normaliza para maiúsculas sem separadores', () => {
    expect(normalizePlate('abc-1d23')).toBe('ABC1D23');
    expect(normalizePlate(' abc 1234 ')).toBe('ABC1234');
    expect(normalizePlate('a.b/c_1-2')).toBe('ABC12');
    expect(normalizePlate('')).toBe('');
  });
});
