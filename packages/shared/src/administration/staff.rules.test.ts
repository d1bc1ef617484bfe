import { describe, expect, test } from 'vitest';
import { PERMISSIONS } from '../permissions.ts';
import { PERMISSION_LABELS } from './permission-labels.ts';
import { canAssign, highestRole } from './staff.rules.ts';

describe('equipe: cargos e permissões', () => {
  test('o cargo mais alto decide; ninguém dá um cargo acima do seu', () => {
    expect(highestRole(['PORTEIRO', 'SINDICO'])).toBe('SINDICO');
    expect(highestRole(['RH_SENIOR'])).toBeNull();
    expect(canAssign('SINDICO', 'PORTEIRO')).toBe(true);
    expect(canAssign('SINDICO', 'SINDICO')).toBe(true);
    expect(canAssign('SINDICO', 'ADMINISTRADOR')).toBe(false);
    expect(canAssign('PORTEIRO', 'ZELADOR')).toBe(true);
    expect(canAssign(null, 'ZELADOR')).toBe(false);
  });

  test('toda permissão tem a sua descrição em pt-BR', () => {
    for (const permission of Object.values(PERMISSIONS)) expect(PERMISSION_LABELS[permission]).toMatch(/\S{3,}/);
  });
});
