import { describe, expect, test } from 'vitest';
import { isDayTime, isReminderDue, monthOf, nextDayTime, reminderDueAt } from './reminders.ts';

const DAY = 24 * 60 * 60 * 1000;
const defaults = { diasPrimeiroLembrete: 3, diasEntreLembretes: 7 };
// Arrived 2026-11-02 at 10:00 in São Paulo (13:00 UTC).
const arrived = new Date('2026-11-02T13:00:00Z');
const fresh = { dataChegada: arrived, lembretes: 0, ultimoLembreteEm: null };

describe('janela do dia dos lembretes (8h–20h em São Paulo)', () => {
  test('de 8h a 19h59 é dia; 20h e a madrugada são noite', () => {
    expect(isDayTime(new Date('2026-11-02T11:00:00Z'))).toBe(true); // 08:00
    expect(isDayTime(new Date('2026-11-02T22:59:59Z'))).toBe(true); // 19:59:59
    expect(isDayTime(new Date('2026-11-02T23:00:00Z'))).toBe(false); // 20:00
    expect(isDayTime(new Date('2026-11-03T10:59:59Z'))).toBe(false); // 07:59:59
    expect(isDayTime(new Date('2026-11-03T03:00:00Z'))).toBe(false); // 00:00
  });

  test('à noite o próximo horário é 8h: na mesma manhã de madrugada, na seguinte a partir de 20h', () => {
    expect(nextDayTime(new Date('2026-11-03T05:30:00Z')).toISOString()).toBe('2026-11-03T11:00:00.000Z'); // 02:30 → 08:00
    expect(nextDayTime(new Date('2026-11-02T23:00:00Z')).toISOString()).toBe('2026-11-03T11:00:00.000Z'); // 20:00 → 08:00
    expect(nextDayTime(new Date('2026-11-03T02:59:00Z')).toISOString()).toBe('2026-11-03T11:00:00.000Z'); // 23:59 → 08:00
    const noon = new Date('2026-11-02T15:00:00Z');
    expect(nextDayTime(noon)).toBe(noon);
  });
});

describe('quando vence o próximo lembrete', () => {
  test('o primeiro depois de N dias da chegada, e não antes', () => {
    expect(reminderDueAt(fresh, defaults)?.toISOString()).toBe('2026-11-05T13:00:00.000Z');
    expect(isReminderDue(fresh, defaults, new Date(arrived.getTime() + 3 * DAY - 1))).toBe(false);
    expect(isReminderDue(fresh, defaults, new Date(arrived.getTime() + 3 * DAY))).toBe(true);
  });

  test('depois, a cada M dias do último enviado', () => {
    const sent = new Date('2026-11-05T13:05:00Z');
    const once = { dataChegada: arrived, lembretes: 1, ultimoLembreteEm: sent };
    expect(reminderDueAt(once, defaults)?.toISOString()).toBe('2026-11-12T13:05:00.000Z');
    expect(isReminderDue(once, defaults, new Date('2026-11-12T13:04:59Z'))).toBe(false);
    expect(isReminderDue(once, defaults, new Date('2026-11-12T13:05:00Z'))).toBe(true);
  });

  test('um lembrete que venceria à noite espera as 8h', () => {
    const evening = { ...fresh, dataChegada: new Date('2026-11-02T23:30:00Z') }; // 20:30
    expect(reminderDueAt(evening, defaults)?.toISOString()).toBe('2026-11-06T11:00:00.000Z'); // 08:00 four days on
    expect(isReminderDue(evening, defaults, new Date('2026-11-06T10:59:00Z'))).toBe(false);
    expect(isReminderDue(evening, defaults, new Date('2026-11-06T11:00:00Z'))).toBe(true);
  });

  test('N = 0 desliga os lembretes; M = 0 manda só o primeiro', () => {
    expect(reminderDueAt(fresh, { diasPrimeiroLembrete: 0, diasEntreLembretes: 7 })).toBeNull();
    const once = { dataChegada: arrived, lembretes: 1, ultimoLembreteEm: new Date('2026-11-05T13:00:00Z') };
    expect(reminderDueAt(once, { diasPrimeiroLembrete: 3, diasEntreLembretes: 0 })).toBeNull();
    expect(reminderDueAt(fresh, { diasPrimeiroLembrete: 1, diasEntreLembretes: 0 })?.toISOString()).toBe(
      '2026-11-03T13:00:00.000Z',
    );
  });

  test('o mês do resumo ao síndico é o de São Paulo', () => {
    expect(monthOf(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11'); // 23:00 of 30/11
    expect(monthOf(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12');
  });
});
