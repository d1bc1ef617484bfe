import { describe, expect, test } from 'vitest';
import { supportClosedNotice } from './support-hours';

/** A moment in Brasília time (UTC-3, no daylight saving since 2019). */
const brt = (iso: string) => new Date(`${iso}-03:00`);

describe('horário do suporte (8h30 às 17h30, segunda a sexta, horário de Brasília)', () => {
  test.each([
    ['2026-11-25T08:30', null],
    ['2026-11-25T17:29', null],
    ['2026-11-25T08:29', 'O suporte está fechado agora. Abre hoje às 8h30.'],
    ['2026-11-25T17:30', 'O suporte está fechado agora. Abre amanhã às 8h30.'],
    ['2026-11-27T18:00', 'O suporte está fechado agora. Abre segunda-feira às 8h30.'],
    ['2026-11-28T10:00', 'O suporte está fechado agora. Abre segunda-feira às 8h30.'],
    ['2026-11-29T10:00', 'O suporte está fechado agora. Abre amanhã às 8h30.'],
  ])('%s → %s', (iso, expected) => {
    expect(supportClosedNotice(brt(iso))).toBe(expected);
  });
});
