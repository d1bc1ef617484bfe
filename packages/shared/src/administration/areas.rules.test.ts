import { describe, expect, test } from 'vitest';
import { AREA_MESSAGES as M } from './areas.messages.ts';
import { daysOfMask, isWholeDay, maskOfDays, slotsProblem, spanOf } from './areas.rules.ts';
import { areaBodySchema, createBlockSchema, moveRulesBodySchema } from './areas.schemas.ts';

const area = {
  nomeArea: '  Salão   Nobre ',
  valorTaxaUtilizacao: 80.456,
  qtMinDiasDisponivelReserva: 0,
  qtDiasDisponivelReserva: 60,
  diasSemana: [7, 1, 1],
  abertura: '08:00',
  fechamento: '22:00',
  diaInteiro: false,
  horarios: [
    { de: '14:00', ate: '22:00' },
    { de: '08:00', ate: '12:00' },
  ],
};

describe('regras das áreas comuns', () => {
  test('horários dentro da abertura, em ordem e sem sobreposição', () => {
    const ok = [{ de: '08:00', ate: '12:00' }];
    expect(slotsProblem('08:00', '22:00', ok)).toBeNull();
    expect(slotsProblem('08:00', '22:00', [])).toBe(M.slotsRequired);
    expect(slotsProblem('09:00', '22:00', ok)).toBe(M.slotOutsideOpening);
    expect(slotsProblem('08:00', '11:00', ok)).toBe(M.slotOutsideOpening);
    expect(slotsProblem('08:00', '22:00', [{ de: '12:00', ate: '12:00' }])).toBe(M.slotInverted);
    expect(
      slotsProblem('08:00', '22:00', [
        { de: '11:00', ate: '13:00' },
        { de: '08:00', ate: '12:00' },
      ]),
    ).toBe(M.slotsOverlap);
    // Back to back is fine.
    expect(slotsProblem('08:00', '22:00', [...ok, { de: '12:00', ate: '13:00' }])).toBeNull();
  });

  test('dia inteiro é um horário só, da abertura ao fechamento; sem abertura gravada vale o vão dos horários', () => {
    expect(isWholeDay('10:00', '22:00', [{ de: '10:00', ate: '22:00' }])).toBe(true);
    expect(isWholeDay('10:00', '22:00', [{ de: '10:00', ate: '21:00' }])).toBe(false);
    expect(spanOf(area.horarios)).toEqual({ abertura: '08:00', fechamento: '22:00' });
  });

  test('o corpo normaliza nome, dias e taxa, ordena os horários e, no dia inteiro, usa a abertura', () => {
    const parsed = areaBodySchema.parse(area);
    expect(parsed).toMatchObject({
      nomeArea: 'Salão Nobre',
      valorTaxaUtilizacao: 80.46,
      diasSemana: [1, 7],
      capacidade: null,
      precisaAprovacao: false,
      horarios: [
        { de: '08:00', ate: '12:00' },
        { de: '14:00', ate: '22:00' },
      ],
    });
    expect(areaBodySchema.parse({ ...area, diaInteiro: true, horarios: [] }).horarios).toEqual([
      { de: '08:00', ate: '22:00' },
    ]);
  });

  test('bloqueio: período em ordem, até 366 dias, motivo 1 a 3', () => {
    const block = { dataDe: '2024-10-01', dataAte: '2024-10-01', motivo: 3 };
    expect(createBlockSchema.parse(block)).toMatchObject({ reservas: [], observacao: null });
    expect(createBlockSchema.safeParse({ ...block, dataAte: '2025-10-01' }).success).toBe(true);
    expect(createBlockSchema.safeParse({ ...block, dataAte: '2025-10-02' }).error?.issues[0]?.message).toBe(
      M.blockRangeTooLong,
    );
    expect(createBlockSchema.safeParse({ ...block, dataAte: '2024-09-30' }).error?.issues[0]?.message).toBe(
      M.blockRangeInverted,
    );
    expect(createBlockSchema.safeParse({ ...block, motivo: 0 }).error?.issues[0]?.message).toBe(M.reasonInvalid);
  });

  test('regras de mudança: máscara de dias do spec (bit 0 domingo) e horários em ordem', () => {
    expect(maskOfDays([2, 3, 4, 5, 6, 7])).toBe(126);
    expect(daysOfMask(65)).toEqual([1, 7]);
    const rules = {
      ativo: true,
      diasPermitidos: 126,
      diasAntecedencia: 2,
      horaSemanaInicio: '08:00',
      horaSemanaFim: '17:00',
      horaFdsInicio: '08:00',
      horaFdsFim: '12:00',
    };
    expect(moveRulesBodySchema.safeParse(rules).success).toBe(true);
    expect(moveRulesBodySchema.safeParse({ ...rules, diasPermitidos: 0 }).error?.issues[0]?.message).toBe(
      M.moveDaysRequired,
    );
    expect(moveRulesBodySchema.safeParse({ ...rules, ativo: false, diasPermitidos: 0 }).success).toBe(true);
    expect(moveRulesBodySchema.safeParse({ ...rules, diasAntecedencia: 61 }).error?.issues[0]?.message).toBe(
      M.moveAdvanceInvalid,
    );
  });
});
