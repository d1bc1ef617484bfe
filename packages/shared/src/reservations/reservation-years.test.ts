import { describe, expect, test } from 'vitest';
import { offeredYears } from './reservation-years.ts';

describe('anos oferecidos para achar uma reserva', () => {
  test('o ano atual e os 9 anteriores; anos seguintes só quando têm reservas, os mais novos primeiro', () => {
    expect(offeredYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(offeredYears(2026, [2027, 2026, 2020, 2028, 2027]).slice(0, 4)).toEqual([2028, 2027, 2026, 2025]);
    expect(offeredYears(2026, [2027])).toHaveLength(11);
  });
});
