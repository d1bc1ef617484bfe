import { expect, test } from 'vitest';
import { maskId } from './br/mask.ts';
import { hasInvalidCharacters, plainLine, plural, truncate } from './text.ts';

test('trunca com reticências só quando passa do limite', () => {
  expect(truncate('comprovante-residencia.pdf', 15)).toBe('comprovante-res...');
  expect(truncate('curto.pdf', 15)).toBe('curto.pdf');
  expect(truncate('exatamente15car', 15)).toBe('exatamente15car');
});

test('mascara identificador deixando 2 primeiros e 2 últimos visíveis', () => {
  expect(maskId('52998224725')).toBe('52*******25');
  expect(maskId('abcde')).toBe('ab*de');
  expect(maskId('abcd')).toBe('abcd');
});

test('caracteres inválidos: NUL e metade de um par surrogate sem a outra metade', () => {
  expect(hasInvalidCharacters('a\u0000b')).toBe(true);
  expect(hasInvalidCharacters('\ud800')).toBe(true);
  expect(hasInvalidCharacters('\udc00')).toBe(true);
  expect(hasInvalidCharacters('\ud800\ud800\udc00')).toBe(true);
  expect(hasInvalidCharacters('\ud83d\ude00\ude00')).toBe(true);
  expect(hasInvalidCharacters('😀 Bloco A, apto 101 — ção')).toBe(false);
  expect(hasInvalidCharacters('')).toBe(false);
});

test('texto guardado vira uma linha simples: quebras viram espaço, controles e bidi somem, marcação fica como texto', () => {
  expect(plainLine('Ana\r\nSilva')).toBe('Ana Silva');
  expect(plainLine('a\tb\u2028c')).toBe('a b c');
  expect(plainLine('foto\u202Egnp.exe')).toBe('fotognp.exe');
  expect(plainLine('\u2066x\u2069\u200F\u0007\u009b')).toBe('x');
  expect(plainLine('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  expect(plainLine('=HYPERLINK("http://x","y")')).toBe('=HYPERLINK("http://x","y")');
  expect(plainLine('José 😀 Ção')).toBe('José 😀 Ção');
});

test('plural em pt-BR pelas regras do Intl, com forma opcional para zero', () => {
  const forms = { one: '{n} evento', other: '{n} eventos' };
  expect(plural(1, forms)).toBe('1 evento');
  expect(plural(0, forms)).toBe('0 evento');
  expect(plural(0, { ...forms, zero: 'nenhum evento' })).toBe('nenhum evento');
  expect(plural(1, { ...forms, zero: 'nenhum evento' })).toBe('1 evento');
  expect(plural(1_000_000, forms)).toBe('1000000 eventos');
  expect(plural(2, forms)).toBe('2 eventos');
  expect(plural(1000, forms)).toBe('1000 eventos');
});
