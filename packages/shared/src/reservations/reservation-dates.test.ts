import { describe, expect, test } from 'vitest';
import {
  addIsoDays,
  daysBetween,
  isIsoDay,
  isWeekdayAllowed,
  parseBrDay,
  parseLocalDateTime,
  toBrDay,
  weekdayOf,
} from './reservation-dates.ts';

describe('datas das reservas', () => {
  test('DD/MM/YYYY com ou sem hora vira YYYY-MM-DD; dias e horas impossíveis não', () => {
    expect(parseBrDay('01/10/2024 00:00:00')).toBe('2024-10-01');
    expect(parseBrDay('31/10/2024 23:59:59')).toBe('2024-10-31');
    expect(parseBrDay('29/02/2024')).toBe('2024-02-29');
    for (const bad of ['29/02/2023', '31/04/2024', '01/13/2024', '2024-10-01', '01/10/2024 24:00:00', '1/10/2024', ''])
      expect(parseBrDay(bad)).toBeNull();
  });

  test('data e hora locais: segundos opcionais, dia real', () => {
    expect(parseLocalDateTime('2024-10-05T11:00')).toBe('2024-10-05T11:00:00');
    expect(parseLocalDateTime('2024-10-05T23:59:59')).toBe('2024-10-05T23:59:59');
    for (const bad of ['2024-02-30T10:00:00', '2024-10-05 11:00:00', '2024-10-05T25:00:00', '2024-10-05T11:00:00Z'])
      expect(parseLocalDateTime(bad)).toBeNull();
    expect(isIsoDay('2024-10-05')).toBe(true);
    expect(isIsoDay('2024-02-30')).toBe(false);
  });

  test('dia da semana, soma de dias e a máscara de 7 bits das mudanças (bit 0 = domingo)', () => {
    expect(weekdayOf('2024-10-06')).toBe(0);
    expect(weekdayOf('2024-10-05')).toBe(6);
    expect(addIsoDays('2024-10-31', 1)).toBe('2024-11-01');
    expect(daysBetween('2024-10-01', '2024-11-30')).toBe(60);
    expect(toBrDay('2024-10-05')).toBe('05/10/2024');
    const mondayToSaturday = 0b1111110;
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => isWeekdayAllowed(mondayToSaturday, d))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
