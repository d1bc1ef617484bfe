import { describe, expect, test } from 'vitest';
import { daysWaiting, daysWaitingText, isLate, waitedSince } from './shelf.ts';

// 2024-10-10 12:00 in São Paulo (UTC-3).
const now = new Date('2024-10-10T15:00:00Z');

describe('dias aguardando na prateleira', () => {
  test('conta dias de calendário de São Paulo, não períodos de 24 horas', () => {
    expect(daysWaiting('2024-10-10T03:00:00Z', now)).toBe(0); // 00:00 of the same day
    expect(daysWaiting('2024-10-10T02:59:59Z', now)).toBe(1); // 23:59:59 the day before
    expect(daysWaiting(new Date('2024-10-03T15:00:00Z'), now)).toBe(7);
    expect(daysWaiting('2024-09-30T12:00:00Z', now)).toBe(10);
  });

  test('uma chegada depois do relógio (servidor adiantado) conta como hoje', () => {
    expect(daysWaiting('2024-10-11T15:00:00Z', now)).toBe(0);
  });

  test('atrasada a partir do limite do condomínio', () => {
    expect(isLate(6, 7)).toBe(false);
    expect(isLate(7, 7)).toBe(true);
    expect(isLate(1, 1)).toBe(true);
  });

  test('o texto do selo: Hoje, 1 dia, N dias', () => {
    expect(daysWaitingText(0)).toBe('Hoje');
    expect(daysWaitingText(1)).toBe('1 dia');
    expect(daysWaitingText(12)).toBe('12 dias');
  });

  test('o corte do filtro aguardando há pelo menos N dias concorda com a contagem', () => {
    const cutoff = waitedSince(7, now);
    expect(cutoff.toISOString()).toBe('2024-10-04T03:00:00.000Z');
    expect(daysWaiting(new Date(cutoff.getTime() - 1), now)).toBe(7);
    expect(daysWaiting(cutoff, now)).toBe(6);
    expect(waitedSince(0, now).toISOString()).toBe('2024-10-11T03:00:00.000Z');
  });
});

describe('consulta da prateleira', () => {
  test('filtros opcionais, limite até 100 (50 sem pedir) e cursor só no formato do servidor', async () => {
    const { shelfQuerySchema } = await import('./shelf.schemas.ts');
    expect(shelfQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(
      shelfQuerySchema.parse({ idBloco: '3', categoria: 'SACOLA', diasAguardando: '7', busca: ' José ', apos: '1.2' }),
    ).toEqual({ idBloco: 3, categoria: 'SACOLA', diasAguardando: 7, busca: 'José', apos: '1.2', limit: 50 });
    for (const bad of [{ limit: 101 }, { apos: 'abc' }, { diasAguardando: -1 }, { categoria: 'CAIXA' }, { idBloco: 0 }])
      expect(shelfQuerySchema.safeParse(bad).success).toBe(false);
  });
});
