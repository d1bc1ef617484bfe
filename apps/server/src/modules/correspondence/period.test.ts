import { describe, expect, test } from 'vitest';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { resolvePeriod } from './period.ts';

// 23:30 on 21/11 in São Paulo is 02:30 UTC on 22/11.
const LATE_EVENING = new Date('2026-11-22T02:30:00Z');

describe('período do histórico no servidor (regra compartilhada com a tela)', () => {
  test('sem datas: os últimos 90 dias até o dia de São Paulo, com os instantes em -03:00', () => {
    expect(resolvePeriod({}, LATE_EVENING, { required: true })).toEqual({
      from: '2026-08-23',
      until: '2026-11-21',
      start: new Date('2026-08-23T03:00:00Z'),
      end: new Date('2026-11-22T03:00:00Z'),
    });
    expect(resolvePeriod({}, LATE_EVENING, { required: false })).toBeNull();
  });

  test('às 23:30 de São Paulo o dia seguinte ainda é futuro, embora já seja esse dia em UTC', () => {
    expect(() => resolvePeriod({ dataChegadaFrom: '2026-11-22' }, LATE_EVENING, { required: true })).toThrow(
      M.rangeFuture,
    );
  });

  test('91 dias são recusados; só De completa Até com De + 90 ou hoje', () => {
    const period = { dataChegadaFrom: '2026-08-01', dataChegadaUntil: '2026-10-31' };
    expect(() => resolvePeriod(period, LATE_EVENING, { required: true })).toThrow(M.rangeTooLong);
    expect(resolvePeriod({ dataChegadaFrom: '2026-08-01' }, LATE_EVENING, { required: true })?.until).toBe(
      '2026-10-30',
    );
    expect(resolvePeriod({ dataChegadaUntil: '2026-11-01' }, LATE_EVENING, { required: true })?.from).toBe(
      '2026-08-03',
    );
  });
});
