import { expect, test } from 'vitest';
import * as shared from '../index.ts';
import { MASKED_CPF, maskId } from './mask.ts';

test('uma máscara para CPF e documentos: 2 primeiros e 2 últimos visíveis, pontuação fora', () => {
  expect(maskId('52998224725')).toBe('52*******25');
  expect(maskId('529.982.247-25')).toBe('52*******25');
  expect(maskId('AB12345')).toBe('AB***45');
  expect(maskId('abcd')).toBe('abcd');
  expect(maskId('')).toBe('');
  expect(maskId('529.982.247-25')).toMatch(MASKED_CPF);
  expect('***.982.247-**').not.toMatch(MASKED_CPF);
});

// Decision 103: a second way of hiding a CPF ("***.982.247-**" once coexisted with this one) must not come back.
// Every one-argument function the package exports is given a CPF; the ones that hide part of it must all agree.
test('nenhuma outra função do pacote esconde um CPF de outro jeito', () => {
  const cpf = '529.982.247-25';
  const hiding = Object.entries(shared).flatMap(([name, value]) => {
    // Phones and e-mails have masks of their own ("(11) *****-4321"); they are not CPF masks.
    if (typeof value !== 'function' || value.length !== 1 || /phone|email/i.test(name)) return [];
    try {
      const out: unknown = (value as (v: string) => unknown)(cpf);
      return typeof out === 'string' && out.includes('*') ? [[name, out] as const] : [];
    } catch {
      return [];
    }
  });
  expect(Object.fromEntries(hiding)).toEqual({ maskId: '52*******25' });
});
