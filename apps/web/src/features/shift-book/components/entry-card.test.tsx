import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { EntryCard } from './entry-card';

const entry: Entry = {
  id: 5,
  categoria: 'PENDENCIA',
  texto: 'Técnico da bomba vem amanhã',
  unidade: { idUnidade: 3, nome: '101', nmBloco: 'Bloco A' },
  hashAnexo: null,
  idCorrige: 2,
  corrigeCriadoEm: '2026-11-30T11:00:00.000Z',
  autor: 'Carlos Eduardo Souza',
  criadoEm: '2026-11-30T12:00:00.000Z',
  editadoEm: null,
  resolvidoPor: null,
  resolvidoEm: null,
  alteravelAte: '2026-11-30T12:15:00.000Z',
};

describe('um registro do livro', () => {
  test('Editar e Excluir só enquanto a janela do autor dura; depois, Corrigir', () => {
    const first = render(<EntryCard entry={entry} now={new Date('2026-11-30T12:14:59Z')} onAction={vi.fn()} />);
    expect(screen.getByRole('button', { name: M.edit })).toBeVisible();
    expect(screen.getByRole('button', { name: M.remove })).toBeVisible();
    expect(screen.getByRole('button', { name: M.resolve })).toBeVisible();
    expect(screen.getByText('Correção do registro de 30/11/2026 08:00')).toBeVisible();
    expect(screen.getByText('Bloco A - 101')).toBeVisible();
    first.unmount();
    render(<EntryCard entry={entry} now={new Date('2026-11-30T12:15:00Z')} onAction={vi.fn()} />);
    expect(screen.queryByRole('button', { name: M.edit })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.correct })).toBeVisible();
  });

  test('resolvida, mostra quem e quando e não oferece Resolver', () => {
    render(
      <EntryCard
        entry={{ ...entry, resolvidoPor: 'Maria Helena Prado', resolvidoEm: '2026-11-30T13:00:00.000Z' }}
        now={new Date('2026-11-30T14:00:00Z')}
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByText('Resolvido por Maria Helena Prado em 30/11/2026 10:00')).toBeVisible();
    expect(screen.queryByRole('button', { name: M.resolve })).not.toBeInTheDocument();
  });
});
