import { describe, expect, test } from 'vitest';
import { filterActivities, hourOf } from './filter.ts';
import type { Activity } from './timeline.schemas.ts';

const item = (extra: Partial<Activity>): Activity => ({
  atividade: 'Correspondência recebida (Cód.7)',
  dtInicio: '2025-03-10T09:05:00',
  dtFim: null,
  nmBloco: 'Bloco A',
  nmUnidade: '101',
  nmPessoa: 'João Araújo',
  ...extra,
});

describe('busca na linha do tempo', () => {
  const items = [
    item({}),
    item({
      atividade: 'Veículo cadastrado (ABC1D23)',
      nmBloco: 'Bloco B',
      nmUnidade: '302',
      nmPessoa: null,
      dtInicio: '2025-03-10T14:30:00',
      dtFim: '2025-03-10T16:00:00',
    }),
  ];

  test('texto vazio (ou só espaços) mantém todos', () => {
    expect(filterActivities(items, '')).toEqual(items);
    expect(filterActivities(items, '   ')).toEqual(items);
  });

  test('trecho de qualquer valor, sem acentos nem maiúsculas', () => {
    expect(filterActivities(items, 'joao ara')).toEqual([items[0]]);
    expect(filterActivities(items, 'CORRESPONDENCIA')).toEqual([items[0]]);
    expect(filterActivities(items, 'abc1d')).toEqual([items[1]]);
    expect(filterActivities(items, 'bloco b')).toEqual([items[1]]);
    expect(filterActivities(items, '302')).toEqual([items[1]]);
  });

  test('os horários também são valores: início e fim', () => {
    expect(filterActivities(items, '09:05')).toEqual([items[0]]);
    expect(filterActivities(items, '16:00')).toEqual([items[1]]);
  });

  test('nada encontrado: lista vazia', () => {
    expect(filterActivities(items, 'mudança')).toEqual([]);
  });

  test('hora de uma data-hora local', () => {
    expect(hourOf('2025-03-10T23:30:59')).toBe('23:30');
  });
});
