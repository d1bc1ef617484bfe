import { describe, expect, test } from 'vitest';
import { addYearsClamped, parseDayMonthYear, validateDate } from './validate-date';

const today = new Date(2026, 10, 21, 14, 30); // 21/11/2026 à tarde

describe('validateDate', () => {
  test('hoje é aceito, mesmo antes da hora atual', () => {
    expect(validateDate(new Date(2026, 10, 21, 0, 0), today)).toBeNull();
    expect(validateDate('21/11/2026', today)).toBeNull();
  });

  test('ontem não pode: a data não pode ser menor que hoje', () => {
    expect(validateDate(new Date(2026, 10, 20, 23, 59), today)).toBe('A data não pode ser menor que hoje');
    expect(validateDate('01/01/2020', today)).toBe('A data não pode ser menor que hoje');
  });

  test('exatamente um ano à frente é aceito e o dia seguinte não', () => {
    expect(validateDate('21/11/2027', today)).toBeNull();
    expect(validateDate(new Date(2027, 10, 21, 23, 59), today)).toBeNull();
    expect(validateDate('22/11/2027', today)).toBe('A data não pode ultrapassar 1 ano');
  });

  test('datas inexistentes ou incompletas: selecione uma data válida', () => {
    expect(validateDate('31/02/2027', today)).toBe('Selecione uma data válida');
    expect(validateDate('29/02/2027', today)).toBe('Selecione uma data válida');
    expect(validateDate('12/13/2026', today)).toBe('Selecione uma data válida');
    expect(validateDate('2/12/2026', today)).toBe('Selecione uma data válida');
    expect(validateDate(new Date(Number.NaN), today)).toBe('Selecione uma data válida');
    expect(validateDate(null, today)).toBe('Selecione uma data válida');
    expect(validateDate('', today)).toBe('Selecione uma data válida');
  });

  test('29/02 de ano bissexto é uma data válida dentro do prazo', () => {
    expect(validateDate('29/02/2028', new Date(2027, 2, 1))).toBeNull();
    expect(validateDate('29/02/2028', new Date(2027, 1, 27))).toBe('A data não pode ultrapassar 1 ano');
  });

  test('a partir de 29/02 o limite de um ano é 28/02 do ano seguinte', () => {
    const leapDay = new Date(2028, 1, 29);
    expect(validateDate('28/02/2029', leapDay)).toBeNull();
    expect(validateDate('01/03/2029', leapDay)).toBe('A data não pode ultrapassar 1 ano');
  });
});

describe('auxiliares de data', () => {
  test('lê DD/MM/AAAA no horário local', () => {
    expect(parseDayMonthYear('05/03/2026')).toEqual(new Date(2026, 2, 5));
  });

  test('somar anos a 29/02 cai em 28/02 fora de ano bissexto', () => {
    expect(addYearsClamped(new Date(2028, 1, 29), 1)).toEqual(new Date(2029, 1, 28));
    expect(addYearsClamped(new Date(2028, 1, 29), 4)).toEqual(new Date(2032, 1, 29));
  });
});
