import { describe, expect, test } from 'vitest';
import { parseParcelCode } from './parcel-code.ts';

describe('código da correspondência digitado ou lido', () => {
  test.each([
    ['71', 71],
    [' 71 ', 71],
    ['Cód.71', 71],
    ['cód. 71', 71],
    ['cod 71', 71],
    ['COD71', 71],
    ['Código: 71', 71],
    ['#71', 71],
    ['Cód.2147483647', 2147483647],
  ])('%s → %s', (text, id) => {
    expect(parseParcelCode(text)).toBe(id);
  });

  test.each([
    '',
    '   ',
    'Cód.',
    'abc',
    '71a',
    '7 1',
    '01/10/2024',
    'BR123456789BR',
    'Cód.0',
    '0',
    'Cód.2147483648',
    'cx 71',
  ])('%j não é um código', (text) => {
    expect(parseParcelCode(text)).toBeNull();
  });
});
