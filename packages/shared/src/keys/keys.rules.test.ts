import { describe, expect, test } from 'vitest';
import { checkOutSchema } from './keys.schemas.ts';
import { KEY_MESSAGES as M } from './keys.messages.ts';
import { instantOfLocal, isOverdue, isReminderDue, keyStatusOf, outNowOrder } from './keys.rules.ts';

const NOW = new Date('2026-11-29T15:00:00.000Z'); // 12:00 in São Paulo
const at = (iso: string) => new Date(iso);
const open = (id: number, due: string) => ({ id, devolucaoPrevista: at(due), devolvidaEm: null });

describe('regras das chaves', () => {
  test('a hora da portaria vira o instante de São Paulo; datas impossíveis não', () => {
    expect(instantOfLocal('2026-11-29T14:30')?.toISOString()).toBe('2026-11-29T17:30:00.000Z');
    expect(instantOfLocal('2026-11-29T14:30:15')?.toISOString()).toBe('2026-11-29T17:30:15.000Z');
    expect(instantOfLocal('2026-02-31T10:00')).toBeNull();
    expect(instantOfLocal('2026-11-29T24:00')).toBeNull();
    expect(instantOfLocal('29/11/2026 14:30')).toBeNull();
    expect(instantOfLocal('0000-01-01T10:00')).toBeNull();
    expect(instantOfLocal('2101-01-01T10:00')).toBeNull();
  });

  test('atrasada: fora e depois da devolução prevista; devolvida nunca', () => {
    expect(isOverdue(open(1, '2026-11-29T14:59:00Z'), NOW)).toBe(true);
    expect(isOverdue(open(1, '2026-11-29T15:00:00Z'), NOW)).toBe(false);
    expect(isOverdue({ devolucaoPrevista: at('2026-11-29T10:00:00Z'), devolvidaEm: NOW }, NOW)).toBe(false);
  });

  test('situação no cadastro: atrasada, fora, disponível, desativada', () => {
    expect(keyStatusOf(true, open(1, '2026-11-29T14:00:00Z'), NOW)).toBe('ATRASADA');
    expect(keyStatusOf(true, open(1, '2026-11-29T16:00:00Z'), NOW)).toBe('FORA');
    expect(keyStatusOf(true, null, NOW)).toBe('DISPONIVEL');
    expect(keyStatusOf(false, null, NOW)).toBe('INATIVA');
  });

  test('chaves fora: atrasadas primeiro (a mais antiga no topo), depois a devolução mais próxima', () => {
    const list = [
      open(1, '2026-11-29T18:00:00Z'),
      open(2, '2026-11-29T14:00:00Z'),
      open(3, '2026-11-29T16:00:00Z'),
      open(4, '2026-11-29T10:00:00Z'),
    ];
    expect(outNowOrder(list, NOW).map((m) => m.id)).toEqual([4, 2, 3, 1]);
  });

  test('lembrete: só de morador com unidade, atrasado, uma vez', () => {
    const base = { ...open(1, '2026-11-29T14:00:00Z'), tipoPortador: 'MORADOR', idUnidade: 7, lembreteEm: null };
    expect(isReminderDue(base, NOW)).toBe(true);
    expect(isReminderDue({ ...base, lembreteEm: NOW }, NOW)).toBe(false);
    expect(isReminderDue({ ...base, tipoPortador: 'PRESTADOR', idUnidade: null }, NOW)).toBe(false);
    expect(isReminderDue({ ...base, devolucaoPrevista: at('2026-11-29T16:00:00Z') }, NOW)).toBe(false);
  });

  test('entrega: morador pede unidade e morador; prestador pede nome e documento', () => {
    const issues = (body: object) =>
      checkOutSchema.safeParse({ devolucaoPrevista: '2026-11-29T18:00', ...body }).error?.issues.map((i) => i.message);
    expect(issues({ tipoPortador: 'MORADOR' })).toEqual([M.unitRequired, M.residentRequired]);
    expect(issues({ tipoPortador: 'PRESTADOR', portadorNome: 'Paulo' })).toEqual([M.documentRequired]);
    expect(issues({ tipoPortador: 'FUNCIONARIO', portadorNome: ' ' })).toEqual([M.holderNameRequired]);
    expect(issues({ tipoPortador: 'FUNCIONARIO', portadorNome: 'Antônio' })).toBeUndefined();
    expect(issues({ tipoPortador: 'FUNCIONARIO', portadorNome: 'Antônio', devolucaoPrevista: '' })).toEqual([
      M.returnRequired,
      M.returnInvalid,
    ]);
  });
});
