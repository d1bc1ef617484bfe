import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { correspondenciaQuerySchema } from '../correspondence/correspondence.schemas.ts';
import { occurrencesQuerySchema } from '../occurrences/occurrence.schemas.ts';
import { chargesQuerySchema } from '../reservations/charge.schemas.ts';
import { createMoveSchema, movesQuerySchema } from '../reservations/move.schemas.ts';
import { calendarQuerySchema, createReservationSchema, slotsQuerySchema } from '../reservations/reservation.schemas.ts';
import { timelineQuerySchema } from '../timeline/timeline.schemas.ts';
import { entryListQuerySchema, reportListQuerySchema } from '../access-control/visitors.schemas.ts';
import { DATE_YEARS, isDateInRange } from './day.ts';
import { isoDaySchema } from './day-schema.ts';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('datas entre 2000 e 2100 (issue 28 item 13, decisão 095)', () => {
  test('o intervalo vale para dia, mês e data-hora', () => {
    expect(DATE_YEARS).toEqual({ min: 2000, max: 2100 });
    for (const ok of ['2000-01-01', '2100-12-31', '2024-10', '2024-10-01T10:00:00'])
      expect(isDateInRange(ok), ok).toBe(true);
    for (const bad of ['0000-01-01', '1999-12-31', '2101-01-01', '0000-10', 'x'])
      expect(isDateInRange(bad), bad).toBe(false);
  });

  test('ano 0000, 1999 e 2101 são recusados com a mensagem em pt-BR em todo esquema de data', () => {
    const cases: [string, z.ZodType, unknown][] = [
      ['isoDay', isoDaySchema, '0000-01-01'],
      ['correspondência', correspondenciaQuerySchema, { dataChegadaFrom: '0000-10-01' }],
      ['linha do tempo', timelineQuerySchema, { data: '2101-01-01' }],
      ['entradas do dia', entryListQuerySchema, { dataReferencia: '1999-12-31' }],
      ['relatório de entradas', reportListQuerySchema, { dataDe: '0000-10-01', dataAte: '2024-10-01' }],
      ['ocorrências', occurrencesQuerySchema, { dataFrom: '0000-10-01' }],
      ['cobranças', chargesQuerySchema, { mes: '0000-10' }],
      ['mudanças', movesQuerySchema, { dataChegadaFrom: '1999-10-01', dataChegadaUntil: '1999-10-31' }],
      ['nova mudança', createMoveSchema, { unidade: 1, dataAgendada: '2101-01-04' }],
      ['calendário', calendarQuerySchema, { datainicio: '01/10/1999 00:00:00', datafim: '31/10/1999 23:59:59' }],
      ['horários', slotsQuerySchema, { data: '02/10/2101' }],
      [
        'reserva',
        createReservationSchema,
        {
          idArea: 1,
          idUnidade: 1,
          dataInicioReserva: '2101-10-02T10:00:00',
          dataFimReserva: '2101-10-02T11:00:00',
          tipoReserva: 'R',
        },
      ],
    ];
    for (const [label, schema, value] of cases)
      expect(messagesOf(schema, value), label).toContain(MESSAGES.dateOutOfRange);
  });

  test('datas dentro do intervalo continuam aceitas', () => {
    expect(isoDaySchema.parse('2024-10-01')).toBe('2024-10-01');
    expect(chargesQuerySchema.parse({ mes: '2024-10' }).mes).toBe('2024-10');
    expect(slotsQuerySchema.parse({ data: '02/10/2024' }).data).toBe('2024-10-02');
  });
});
