import { expect, test } from 'vitest';
import { PERMISSIONS, TILES, hasPermission, visibleTiles } from './permissions.ts';
import { greeting } from './messages.ts';

test('a permissão de ocorrências é a do spec', () => {
  expect(PERMISSIONS.occurrences).toBe('portaria.home.ocorrencias.read');
  expect(TILES).toHaveLength(8);
  expect(new Set(TILES.map((t) => t.permission)).size).toBe(8);
});

test('os cards seguem a união de permissões do papel e personalizadas', () => {
  const ctx = { rolePermissions: [PERMISSIONS.correspondence], customPermissions: [PERMISSIONS.vehicles] };
  expect(visibleTiles(ctx).map((t) => t.id)).toEqual(['correspondence', 'vehicles']);
  expect(hasPermission(ctx, PERMISSIONS.occurrences)).toBe(false);
  expect(visibleTiles({ rolePermissions: [], customPermissions: [] })).toEqual([]);
});

test('saudação por período do dia', () => {
  const at = (h: number, m = 0) => new Date(2026, 10, 21, h, m);
  expect(greeting(at(5, 59))).toBe('Boa noite');
  expect(greeting(at(6))).toBe('Bom dia');
  expect(greeting(at(11, 59))).toBe('Bom dia');
  expect(greeting(at(12))).toBe('Boa tarde');
  expect(greeting(at(16, 59))).toBe('Boa tarde');
  expect(greeting(at(17))).toBe('Boa noite');
});
