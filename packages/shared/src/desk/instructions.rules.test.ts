import { describe, expect, test } from 'vitest';
import { instructionPeriod, instructionStatus, isShown } from './instructions.rules.ts';

describe('validade de uma instrução da unidade', () => {
  const today = '2026-11-29';
  test('futura, vigente (com e sem término), expirada e encerrada', () => {
    expect(instructionStatus({ inicio: '2026-12-01', fim: null, encerradaEm: null }, today)).toBe('FUTURA');
    expect(instructionStatus({ inicio: '2026-11-29', fim: '2026-11-29', encerradaEm: null }, today)).toBe('VIGENTE');
    expect(instructionStatus({ inicio: '2026-01-01', fim: null, encerradaEm: null }, today)).toBe('VIGENTE');
    expect(instructionStatus({ inicio: '2026-11-01', fim: '2026-11-28', encerradaEm: null }, today)).toBe('EXPIRADA');
    expect(instructionStatus({ inicio: '2026-11-01', fim: null, encerradaEm: '2026-11-20T10:00:00Z' }, today)).toBe(
      'ENCERRADA',
    );
  });
  test('a portaria vê as vigentes e as futuras, não as expiradas nem as encerradas', () => {
    expect(['VIGENTE', 'FUTURA', 'EXPIRADA', 'ENCERRADA'].map((s) => isShown(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('período de uma instrução como a portaria lê', () => {
  test('vigente com e sem término, e futura', () => {
    expect(instructionPeriod({ status: 'VIGENTE', inicio: '2026-11-28', fim: '2026-12-06' })).toBe(
      'Vigente · até 06/12/2026',
    );
    expect(instructionPeriod({ status: 'VIGENTE', inicio: '2026-11-28', fim: null })).toBe(
      'Vigente · sem data de término',
    );
    expect(instructionPeriod({ status: 'FUTURA', inicio: '2026-12-10', fim: null })).toBe('A partir de 10/12/2026');
  });
});
