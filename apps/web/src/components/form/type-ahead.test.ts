import { describe, expect, test } from 'vitest';
import { typeAheadIndex } from './type-ahead';

const BLOCKS = ['Bloco A', 'Bloco B', 'Bloco C'];
const UNITS = ['101', '102', '201', '601', '1201'];

describe('busca ao digitar numa lista de blocos e unidades', () => {
  test('"B" escolhe o Bloco B: a palavra que todos os blocos têm não conta', () => {
    expect(typeAheadIndex(BLOCKS, 'B')).toBe(1);
    expect(typeAheadIndex(BLOCKS, 'c')).toBe(2);
  });

  test('o nome inteiro digitado também encontra o bloco', () => {
    expect(typeAheadIndex(BLOCKS, 'bloco b')).toBe(1);
  });

  test('"12" vai à unidade 1201, "60" à 601; o que não existe não escolhe nada', () => {
    expect(typeAheadIndex(UNITS, '12')).toBe(4);
    expect(typeAheadIndex(UNITS, '60')).toBe(3);
    expect(typeAheadIndex(UNITS, '9')).toBe(-1);
    expect(typeAheadIndex(UNITS, '  ')).toBe(-1);
  });

  test('a busca começa onde se pede e dá a volta: "1" de novo passa de 101 a 102', () => {
    expect(typeAheadIndex(UNITS, '1', 1)).toBe(1);
    expect(typeAheadIndex(UNITS, '1', 2)).toBe(4);
    expect(typeAheadIndex(UNITS, '1', 5)).toBe(0);
  });

  test('"Bloco A | 601": digitar a unidade ou a letra do bloco encontra a opção', () => {
    const labels = ['Bloco A | 101', 'Bloco A | 601', 'Bloco B | 101'];
    expect(typeAheadIndex(labels, '60')).toBe(1);
    expect(typeAheadIndex(labels, 'b')).toBe(2);
  });

  test('acentos e maiúsculas não atrapalham', () => {
    expect(typeAheadIndex(['Térreo', 'Cobertura'], 'ter')).toBe(0);
  });
});
