import { describe, expect, test } from 'vitest';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { defaultPeriod, maxUntil, validateFrom, validateUntil } from './history-period';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const TODAY = day(2026, 11, 21);
// The rule takes the current instant: noon in São Paulo on TODAY, whatever zone the tests run in.
const NOW = new Date('2026-11-21T15:00:00Z');

describe('período do histórico', () => {
  test('até 90 dias entre De e Até; 91 é recusado', () => {
    const from = day(2026, 8, 1);
    expect(validateUntil(day(2026, 10, 30), from, NOW)).toBeNull();
    expect(validateUntil(day(2026, 10, 31), from, NOW)).toBe(M.rangeTooLong);
  });

  test('datas futuras e Até antes de De são recusadas', () => {
    expect(validateFrom(day(2026, 11, 22), NOW)).toBe(M.rangeFuture);
    expect(validateFrom(TODAY, NOW)).toBeNull();
    expect(validateUntil(day(2026, 11, 22), day(2026, 11, 1), NOW)).toBe(M.rangeFuture);
    expect(validateUntil(day(2026, 10, 31), day(2026, 11, 1), NOW)).toBe(M.rangeInverted);
    expect(validateUntil(new Date(Number.NaN), null, NOW)).toBe(M.dateInvalid);
  });

  test('o último dia oferecido em Até é De + 90 ou hoje, o que vier antes', () => {
    expect(maxUntil(day(2026, 8, 1), NOW)).toEqual(day(2026, 10, 30));
    expect(maxUntil(day(2026, 11, 1), NOW)).toEqual(TODAY);
  });

  test('sem datas o cabeçalho mostra os últimos 90 dias', () => {
    expect(defaultPeriod(NOW)).toEqual({ from: day(2026, 8, 23), until: TODAY });
  });

  test('às 23:30 de São Paulo o dia seguinte ainda é futuro, embora já seja esse dia em UTC', () => {
    const lateEvening = new Date('2026-11-22T02:30:00Z');
    expect(validateFrom(day(2026, 11, 22), lateEvening)).toBe(M.rangeFuture);
    expect(validateUntil(day(2026, 11, 21), day(2026, 11, 1), lateEvening)).toBeNull();
    expect(maxUntil(day(2026, 11, 1), lateEvening)).toEqual(day(2026, 11, 21));
  });
});
