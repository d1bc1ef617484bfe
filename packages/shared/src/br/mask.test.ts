import { expect, test } from 'vitest';
import { maskId } from './mask.ts';

test('uma máscara para CPF e documentos: 2 primeiros e 2 últimos visíveis, pontuação fora', () => {
  expect(maskId('52998224725')).toBe('52*******25');
  expect(maskId('529.982.247-25')).toBe('52*******25');
  expect(maskId('AB12345')).toBe('AB***45');
  expect(maskId('abcd')).toBe('abcd');
  expect(maskId('')).toBe('');
});
