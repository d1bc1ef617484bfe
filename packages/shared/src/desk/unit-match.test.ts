import { describe, expect, test } from 'vitest';
import { matchUnits } from './unit-match.ts';

const unit = (idUnidade: number, nome: string) => ({ idUnidade, nome });
const TREE = [
  { idBloco: 1, nome: 'Bloco A', unidades: [unit(11, '101'), unit(12, '1204'), unit(13, '120'), unit(14, '12')] },
  { idBloco: 2, nome: 'Bloco B', unidades: [unit(21, '101'), unit(22, '1204')] },
  { idBloco: 3, nome: 'Torre 03', unidades: [unit(31, '101')] },
  { idBloco: 4, nome: 'Torre Norte', unidades: [unit(41, '101-A')] },
];
const ids = (text: string) => matchUnits(TREE, text).map((u) => u.idUnidade);

describe('a unidade digitada num campo só (issue 32 item 5)', () => {
  test.each([
    ['A 1204', [12]],
    ['a1204', [12]],
    ['bloco a 1204', [12]],
    ['BLOCO B 1204', [22]],
    ['b 101', [21]],
    ['torre 03 101', [31]],
    ['03 101', [31]],
    ['norte 101', [41]],
    ['1204', [12, 22]],
    ['101', [11, 21, 31, 41]],
  ])('%s → %j', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  test('a unidade exata vem antes das que começam igual: "a 12" é a 12, depois 1204 e 120', () => {
    expect(ids('a 12')).toEqual([14, 12, 13]);
  });

  test('"b" é o Bloco B, não o b de "bloco"', () => {
    expect(ids('b 1')).toEqual([21, 22]);
  });

  test('um nome não é unidade; sem número, nenhuma; bloco que não existe, nenhuma', () => {
    expect(ids('maria 1204')).toEqual([]);
    expect(ids('bloco a')).toEqual([]);
    expect(ids('z 101')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  test('no máximo 8 sugestões, com o bloco de cada uma', () => {
    const many = [
      { idBloco: 9, nome: 'Bloco Z', unidades: Array.from({ length: 20 }, (_, i) => unit(900 + i, `${i + 1}`)) },
    ];
    expect(matchUnits(many, '1')).toHaveLength(8);
    expect(matchUnits(TREE, 'a 101')).toEqual([{ idBloco: 1, nmBloco: 'Bloco A', idUnidade: 11, unidade: '101' }]);
  });
});
