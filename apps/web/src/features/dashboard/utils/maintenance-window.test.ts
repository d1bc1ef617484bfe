import { describe, expect, test } from 'vitest';
import { isMaintenanceWindow } from './maintenance-window';

describe('aviso de atualização do sistema', () => {
  test('não aparece em 11/10/2024 às 23:59', () => {
    expect(isMaintenanceWindow(new Date(2024, 9, 11, 23, 59, 59))).toBe(false);
  });

  test('aparece a partir de 12/10/2024 às 00:00', () => {
    expect(isMaintenanceWindow(new Date(2024, 9, 12, 0, 0, 0))).toBe(true);
  });

  test('ainda aparece em 13/10/2024 às 23:59', () => {
    expect(isMaintenanceWindow(new Date(2024, 9, 13, 23, 59, 59))).toBe(true);
  });

  test('não aparece em 14/10/2024 nem em outubro de outro ano', () => {
    expect(isMaintenanceWindow(new Date(2024, 9, 14, 0, 0, 0))).toBe(false);
    expect(isMaintenanceWindow(new Date(2025, 9, 12, 10, 0, 0))).toBe(false);
  });
});
