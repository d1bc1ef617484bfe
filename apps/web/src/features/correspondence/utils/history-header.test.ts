import { describe, expect, test } from 'vitest';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { historyFilterLabels } from './history-header';

const BLOCKS: Block[] = [
  { idBloco: 1, nome: 'Bloco A', quantidadeUnidades: 1, unidades: [{ idUnidade: 11, nome: '101', pessoas: [] }] },
  { idBloco: 2, nome: 'Bloco B', quantidadeUnidades: 1, unidades: [{ idUnidade: 21, nome: '503', pessoas: [] }] },
];

describe('cabeçalho do histórico: unidade e status além do período', () => {
  test('unidade e status escolhidos aparecem pelo nome', () => {
    expect(historyFilterLabels({ bloco: 2, unidade: 21, status: 'RETIRADA' }, BLOCKS)).toEqual([
      'Unidade: Bloco B - 503',
      'Status: Retirado',
    ]);
  });
  test('só o bloco; sem filtros, nada', () => {
    expect(historyFilterLabels({ bloco: 1 }, BLOCKS)).toEqual(['Bloco: Bloco A']);
    expect(historyFilterLabels({}, BLOCKS)).toEqual([]);
  });
});
