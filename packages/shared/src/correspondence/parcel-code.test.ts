import { describe, expect, test } from 'vitest';
import { parseParcelCode, parsePickupCode, parseReleaseCode, waitText } from './parcel-code.ts';

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

describe('código de retirada do morador e código da etiqueta no mesmo campo (decisão 127)', () => {
  test.each([
    ['482913', '482913'],
    [' 482913 ', '482913'],
    ['482 913', '482913'],
    ['482-913', '482913'],
    ['012345', '012345'],
  ])('%j é o código de retirada %s', (text, codigo) => {
    expect(parsePickupCode(text)).toBe(codigo);
    expect(parseReleaseCode(text)).toEqual({ kind: 'retirada', codigoRetirada: codigo });
  });

  test.each([
    ['71', 71],
    ['12345', 12345],
    ['1234567', 1234567],
    ['Cód.482913', 482913],
    ['COD482913', 482913],
    ['#482913', 482913],
    ['cod 71', 71],
  ])('%j é o código da etiqueta %s: só 6 dígitos sozinhos são o código de retirada', (text, id) => {
    expect(parsePickupCode(text)).toBeNull();
    expect(parseReleaseCode(text)).toEqual({ kind: 'etiqueta', id });
  });

  test.each(['', '4829134a', '48 29 13', 'BR123456789BR', 'Cód.'])('%j não é código nenhum', (text) => {
    expect(parseReleaseCode(text)).toBeNull();
  });

  test('a espera do bloqueio em minutos inteiros, arredondados para cima', () => {
    expect(waitText(1)).toBe('1 minuto');
    expect(waitText(60)).toBe('1 minuto');
    expect(waitText(61)).toBe('2 minutos');
    expect(waitText(600)).toBe('10 minutos');
    expect(waitText(2398)).toBe('40 minutos');
    expect(waitText(3600)).toBe('60 minutos');
    expect(waitText(3601)).toBe('2 horas');
    expect(waitText(20 * 3600)).toBe('20 horas');
  });
});
