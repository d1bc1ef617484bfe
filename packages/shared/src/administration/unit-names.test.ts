import { describe, expect, test } from 'vitest';
import { unitNamesForFloors, unitNamesFromList } from './unit-names.ts';

describe('geração de unidades', () => {
  test('andares 1 a 20 com 4 por andar dão 101…2004, 80 unidades', () => {
    const names = unitNamesForFloors(1, 20, 4);
    expect(names).toHaveLength(80);
    expect(names.slice(0, 5)).toEqual(['101', '102', '103', '104', '201']);
    expect(names.at(-1)).toBe('2004');
    expect(names).toContain('1203');
  });

  test('o térreo (andar 0) numera 1, 2, 3 e mais de 9 por andar usa duas posições', () => {
    expect(unitNamesForFloors(0, 0, 3)).toEqual(['1', '2', '3']);
    expect(unitNamesForFloors(3, 3, 12).slice(-3)).toEqual(['310', '311', '312']);
  });

  test('lista digitada: separa por vírgula, ponto e vírgula e linha, ignora vazios e repetidos', () => {
    expect(unitNamesFromList(' 101, 102;103\n\n104\r\n101 ,  Loja  1 ,loja 1')).toEqual([
      '101',
      '102',
      '103',
      '104',
      'Loja 1',
    ]);
    expect(unitNamesFromList(' , ;\n')).toEqual([]);
  });
});
