import { expect, test } from 'vitest';
import { formatBrl } from './money.ts';

test('valores em reais com vírgula, milhar com ponto e espaço comum', () => {
  expect(formatBrl(80)).toBe('R$ 80,00');
  expect(formatBrl(1234.5)).toBe('R$ 1.234,50');
  expect(formatBrl(-80)).toBe('-R$ 80,00');
});
