import { describe, expect, test } from 'vitest';
import { editIssue, isInEditWindow, isOpen, mustConfirm } from './shift-book.rules.ts';

const created = new Date('2026-11-30T12:00:00Z');
const after = (ms: number) => new Date(created.getTime() + ms);

describe('janela de 15 minutos do livro da portaria', () => {
  test('o registro pode ser alterado até 14:59 depois de criado e não aos 15:00', () => {
    expect(isInEditWindow(created, after(14 * 60_000 + 59_000))).toBe(true);
    expect(isInEditWindow(created, after(15 * 60_000))).toBe(false);
  });

  test('só o autor altera, dentro da janela, um registro não excluído', () => {
    const entry = { idUsuario: 7, criadoEm: created.toISOString(), excluidoEm: null };
    expect(editIssue(entry, 7, after(60_000))).toBeNull();
    expect(editIssue(entry, 8, after(60_000))).toBe('notAuthor');
    expect(editIssue(entry, 7, after(16 * 60_000))).toBe('windowClosed');
    expect(editIssue({ ...entry, excluidoEm: created }, 7, after(60_000))).toBe('removedEntry');
  });
});

test('pendência e urgência ficam em aberto até resolvidas; informação nunca fica em aberto', () => {
  expect(isOpen({ categoria: 'PENDENCIA', resolvidoEm: null })).toBe(true);
  expect(isOpen({ categoria: 'URGENTE', resolvidoEm: null })).toBe(true);
  expect(isOpen({ categoria: 'URGENTE', resolvidoEm: created })).toBe(false);
  expect(isOpen({ categoria: 'INFORMACAO', resolvidoEm: null })).toBe(false);
});

test('a passagem de plantão pede ciência de quem não a escreveu e ainda não a confirmou', () => {
  expect(mustConfirm(null, 1)).toBe(false);
  expect(mustConfirm({ idUsuario: 1, confirmed: false }, 1)).toBe(false);
  expect(mustConfirm({ idUsuario: 2, confirmed: false }, 1)).toBe(true);
  expect(mustConfirm({ idUsuario: 2, confirmed: true }, 1)).toBe(false);
  expect(mustConfirm({ idUsuario: null, confirmed: false }, 1)).toBe(true);
});
