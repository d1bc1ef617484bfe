import { describe, expect, test } from 'vitest';
import { moveDayRefusal, moveRefusalMessage, moveWindow } from './move-days.ts';

// The demo rules: Monday to Saturday (126), 2 days ahead. 2026-11-27 is a Friday.
const RULES = { diasPermitidos: 0b1111110, diasAntecedencia: 2 };
const TODAY = '2026-11-27';

describe('a regra do dia da mudança, a mesma no servidor e no calendário', () => {
  test('domingo, antes da antecedência, além de 60 dias e o dia ocupado, nessa ordem; o resto é livre', () => {
    const taken = new Set(['2026-12-01', '2026-11-29']);
    expect(moveDayRefusal(RULES, TODAY, '2026-11-29', taken)).toBe('forbidden');
    expect(moveDayRefusal(RULES, TODAY, '2026-11-28', taken)).toBe('tooSoon');
    expect(moveDayRefusal(RULES, TODAY, '2027-01-27', taken)).toBe('tooFar');
    expect(moveDayRefusal(RULES, TODAY, '2026-12-01', taken)).toBe('taken');
    expect(moveDayRefusal(RULES, TODAY, '2026-12-02', taken)).toBeNull();
    expect(moveDayRefusal(RULES, TODAY, '2027-01-26', taken)).toBeNull();
  });

  test('a janela vai da antecedência a 60 dias; as palavras de cada recusa', () => {
    expect(moveWindow(RULES, TODAY)).toEqual({ first: '2026-11-29', last: '2027-01-26' });
    expect(moveRefusalMessage('tooSoon', RULES)).toBe(
      'A mudança precisa ser agendada com pelo menos 2 dia(s) de antecedência.',
    );
    expect(moveRefusalMessage('taken', RULES)).toBe('Já existe uma mudança agendada para este dia.');
  });
});
