import { describe, expect, test } from 'vitest';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { defaultPeriod, maxUntil, validateFrom, validateUntil } from './history-period';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const TODAY = day(2026, 11, 21);

describe('período do histórico', () => {
  test('até 90 dias entre De e Até; 91 é recusado', () => {
    const from = day(2026, 8, 1);
    expect(validateUntil(day(2026, 10, 30), from, TODAY)).toBeNull();
    expect(validateUntil(day(2026, 10, 31), from, TODAY)).toBe(M.rangeTooLong);
  });

  test('datas futuras e Até antes de De são recusadas', () => {
    expect(validateFrom(day(2026, 11, 22), TODAY)).toBe(M.rangeFuture);
    expect(validateFrom(TODAY, TODAY)).toBeNull();
    expect(validateUntil(day(2026, 11, 22), day(2026, 11, 1), TODAY)).toBe(M.rangeFuture);
    expect(validateUntil(day(2026, 10, 31), day(2026, 11, 1), TODAY)).toBe(M.rangeInverted);
    expect(validateUntil(new Date(Number.NaN), null, TODAY)).toBe(M.dateInvalid);
  });

  test('o último dia oferecido em Até é De + 90 ou hoje, o que vier antes', () => {
    expect(maxUntil(day(2026, 8, 1), TODAY)).toEqual(day(2026, 10, 30));
    expect(maxUntil(day(2026, 11, 1), TODAY)).toEqual(TODAY);
  });

  test('sem datas o cabeçalho mostra os últimos 90 dias', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: day(2026, 8, 23), until: TODAY });
  });
});
