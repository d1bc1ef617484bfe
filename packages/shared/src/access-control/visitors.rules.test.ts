import { maskId } from '../br/mask';
import { describe, expect, test } from 'vitest';
import { VISITOR_MESSAGES as M } from './visitors.messages';
import {
  documentIssue,
  effectiveWeekdays,
  groupSchedules,
  isActiveSchedule,
  isScheduledOn,
  oneYearAfter,
  scheduleIssues,
  weekdayMask,
  weekdayOf,
  weekdaysInRange,
  weekdaysOfMask,
} from './visitors.rules';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';
const TODAY = '2026-11-20'; // a Friday

describe('documentos do visitante', () => {
  test('CPF com dígitos verificadores válidos; RNE exatamente 8; passaporte de 7 a 10', () => {
    expect(documentIssue('CPF', '529.982.247-25')).toBeNull();
    expect(documentIssue('CPF', '529.982.247-24')).toBe(M.cpfInvalid);
    expect(documentIssue('CPF', '111.111.111-11')).toBe(M.cpfInvalid);
    expect(documentIssue('RNE', 'V1234567')).toBeNull();
    expect(documentIssue('RNE', 'V123456')).toBe(M.rneInvalid);
    expect(documentIssue('RNE', 'V12345678')).toBe(M.rneInvalid);
    expect(documentIssue('PASSAPORTE', 'AB12345')).toBeNull();
    expect(documentIssue('PASSAPORTE', 'AB12345678')).toBeNull();
    expect(documentIssue('PASSAPORTE', 'AB1234')).toBe(M.passportInvalid);
    expect(documentIssue('PASSAPORTE', 'AB123456789')).toBe(M.passportInvalid);
  });

  test('documento mascarado: 2 primeiros e 2 últimos visíveis', () => {
    expect(maskId('52998224725')).toBe('52*******25');
    expect(maskId('AB12345')).toBe('AB***45');
  });
});

describe('dias da semana (1 domingo … 7 sábado)', () => {
  test('o dia da semana de uma data', () => {
    expect(weekdayOf(MONDAY)).toBe(2);
    expect(weekdayOf('2026-11-22')).toBe(1);
    expect(weekdayOf('2026-11-28')).toBe(7);
  });

  test('só os dias dentro do período ficam habilitados; nenhum escolhido vale todos os habilitados', () => {
    expect(weekdaysInRange(MONDAY, '2026-11-25')).toEqual([2, 3, 4]);
    expect(weekdaysInRange('2026-11-28', '2026-11-29')).toEqual([1, 7]);
    expect(weekdaysInRange(MONDAY, '2026-12-23')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdaysInRange(MONDAY, '2026-11-22')).toEqual([]);
    expect(effectiveWeekdays([2, 6], MONDAY, '2026-11-25')).toEqual([2]);
    expect(effectiveWeekdays([], MONDAY, '2026-11-25')).toEqual([2, 3, 4]);
    expect(effectiveWeekdays([6], MONDAY, '2026-11-25')).toEqual([2, 3, 4]);
  });

  test('máscara de 7 bits e volta', () => {
    expect(weekdayMask([1, 7])).toBe(0b1000001);
    expect(weekdaysOfMask(weekdayMask([2, 4]))).toEqual([2, 4]);
  });

  test('um ano depois (29/02 vira 28/02)', () => {
    expect(oneYearAfter('2026-11-20')).toBe('2027-11-20');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
  });
});

describe('validade de um agendamento num dia', () => {
  const recurring = {
    tipoAutorizacao: 'ACESSO_LIBERADO' as const,
    inicio: MONDAY,
    fim: '2026-12-31',
    diasSemana: [2, 4],
  };

  test('recorrente segunda/quarta: aparece numa segunda dentro do período, não numa terça nem depois do fim', () => {
    expect(isScheduledOn(recurring, MONDAY)).toBe(true);
    expect(isScheduledOn(recurring, '2026-11-25')).toBe(true);
    expect(isScheduledOn(recurring, '2026-11-24')).toBe(false);
    expect(isScheduledOn(recurring, '2027-01-04')).toBe(false);
    expect(isScheduledOn(recurring, '2026-11-16')).toBe(false);
  });

  test('pontual só na sua data; interfonar nunca (aparece quando chega)', () => {
    const pontual = { tipoAutorizacao: 'PONTUAL' as const, inicio: MONDAY, fim: MONDAY, diasSemana: [] };
    expect(isScheduledOn(pontual, MONDAY)).toBe(true);
    expect(isScheduledOn(pontual, '2026-11-24')).toBe(false);
    expect(isScheduledOn({ tipoAutorizacao: 'INTERFONAR', inicio: null, fim: null, diasSemana: [] }, MONDAY)).toBe(
      false,
    );
  });

  test('ativas: fim hoje ou depois (interfonar sempre); vencidas: o resto', () => {
    expect(isActiveSchedule({ tipoAutorizacao: 'PONTUAL', inicio: TODAY, fim: TODAY }, TODAY)).toBe(true);
    expect(isActiveSchedule({ tipoAutorizacao: 'PONTUAL', inicio: '2026-11-19', fim: '2026-11-19' }, TODAY)).toBe(
      false,
    );
    expect(isActiveSchedule({ tipoAutorizacao: 'INTERFONAR', inicio: null, fim: null }, TODAY)).toBe(true);
    const groups = groupSchedules(
      [
        { id: 1, tipoAutorizacao: 'ACESSO_LIBERADO' as const, inicio: '2026-10-01', fim: '2026-11-19' },
        { id: 2, tipoAutorizacao: 'ACESSO_LIBERADO' as const, inicio: '2026-10-01', fim: '2026-11-20' },
      ],
      TODAY,
    );
    expect(groups.ativas.map((s) => s.id)).toEqual([2]);
    expect(groups.vencidas.map((s) => s.id)).toEqual([1]);
  });
});

describe('regras de datas do agendamento (hoje a 1 ano)', () => {
  test('interfonar não tem datas', () => {
    expect(scheduleIssues({ tipoAutorizacao: 'INTERFONAR' }, TODAY)).toEqual([]);
    expect(scheduleIssues({ tipoAutorizacao: 'INTERFONAR', dataDe: TODAY }, TODAY)[0]?.message).toBe(
      M.noDatesForIntercom,
    );
  });

  test('pontual: de hoje até um ano', () => {
    expect(scheduleIssues({ tipoAutorizacao: 'PONTUAL', dataDe: TODAY }, TODAY)).toEqual([]);
    expect(scheduleIssues({ tipoAutorizacao: 'PONTUAL', dataDe: '2027-11-20' }, TODAY)).toEqual([]);
    expect(scheduleIssues({ tipoAutorizacao: 'PONTUAL', dataDe: '2026-11-19' }, TODAY)[0]?.message).toBe(
      M.dateBeforeToday,
    );
    expect(scheduleIssues({ tipoAutorizacao: 'PONTUAL', dataDe: '2027-11-21' }, TODAY)[0]?.message).toBe(
      M.dateBeyondYear,
    );
    expect(scheduleIssues({ tipoAutorizacao: 'PONTUAL' }, TODAY)[0]?.message).toBe(M.dateRequired);
  });

  test('recorrente: fim não antes do início e no máximo um ano depois; só dias dentro do período', () => {
    const ok = {
      tipoAutorizacao: 'ACESSO_LIBERADO' as const,
      dataDe: MONDAY,
      dataAte: '2026-11-25',
      diasSemana: [2, 4],
    };
    expect(scheduleIssues(ok, TODAY)).toEqual([]);
    expect(scheduleIssues({ ...ok, dataAte: '2026-11-22' }, TODAY)[0]?.message).toBe(M.endBeforeStart);
    expect(scheduleIssues({ ...ok, dataAte: '2027-11-24' }, TODAY)[0]?.message).toBe(M.dateBeyondYear);
    expect(scheduleIssues({ ...ok, dataAte: '2027-11-23' }, TODAY)).toEqual([]);
    expect(scheduleIssues({ ...ok, diasSemana: [6] }, TODAY)[0]?.message).toBe(M.weekdayOutOfRange);
    expect(scheduleIssues({ ...ok, dataAte: undefined }, TODAY)[0]?.message).toBe(M.dateRequired);
  });
});
