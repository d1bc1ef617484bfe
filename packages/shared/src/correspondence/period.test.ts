import { describe, expect, test } from 'vitest';
import { CORRESPONDENCE_MESSAGES as M } from './correspondence.messages';
import { addDays, defaultPeriodDays, maxUntilDay, periodIssue, todayIn } from './period';

const TODAY = '2026-11-21';

describe('regra do período (90 dias, dias de São Paulo)', () => {
  test('90 dias entre De e Até passam; 91 são recusados', () => {
    expect(periodIssue({ from: '2026-08-01', until: '2026-10-30', today: TODAY })).toBeNull();
    expect(periodIssue({ from: '2026-08-01', until: '2026-10-31', today: TODAY })).toBe(M.rangeTooLong);
  });

  test('dia futuro e Até antes de De são recusados; um só dos dois é julgado sozinho', () => {
    expect(periodIssue({ from: '2026-11-22', today: TODAY })).toBe(M.rangeFuture);
    expect(periodIssue({ until: '2026-11-22', from: '2026-11-01', today: TODAY })).toBe(M.rangeFuture);
    expect(periodIssue({ from: '2026-11-01', until: '2026-10-31', today: TODAY })).toBe(M.rangeInverted);
    expect(periodIssue({ from: TODAY, today: TODAY })).toBeNull();
  });

  test('perto da meia-noite "hoje" é o dia de São Paulo, não o UTC nem o do navegador', () => {
    // 23:30 in São Paulo on 21/11 is already 02:30 UTC on 22/11.
    const lateEvening = new Date('2026-11-22T02:30:00Z');
    expect(todayIn(lateEvening)).toBe('2026-11-21');
    expect(periodIssue({ from: '2026-11-22', today: todayIn(lateEvening) })).toBe(M.rangeFuture);
    // 00:30 in São Paulo on 22/11 (03:30 UTC): the 22nd is today and allowed.
    const afterMidnight = new Date('2026-11-22T03:30:00Z');
    expect(todayIn(afterMidnight)).toBe('2026-11-22');
    expect(periodIssue({ from: '2026-11-22', until: '2026-11-22', today: todayIn(afterMidnight) })).toBeNull();
  });

  test('um período que cruza a virada do mês e do ano conta dias de calendário', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(periodIssue({ from: '2026-10-03', until: '2027-01-01', today: '2027-01-05' })).toBeNull();
    expect(periodIssue({ from: '2026-10-02', until: '2027-01-01', today: '2027-01-05' })).toBe(M.rangeTooLong);
  });

  test('o último Até oferecido é De + 90 ou hoje; sem datas, os últimos 90 dias', () => {
    expect(maxUntilDay('2026-08-01', TODAY)).toBe('2026-10-30');
    expect(maxUntilDay('2026-11-01', TODAY)).toBe(TODAY);
    expect(defaultPeriodDays(TODAY)).toEqual({ from: '2026-08-23', until: TODAY });
  });
});
