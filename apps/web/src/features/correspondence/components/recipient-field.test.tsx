import { useEffect, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { renderWithProviders } from '../../../test/test-utils';
import { ParcelForm } from './parcel-form';

const RESIDENTS = ['Ana Paula Souza', 'Anselmo Dias', 'Marcos Souza'];

const setup = () => {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ParcelForm onSubmit={onSubmit} residentNames={RESIDENTS} />);
  const field = screen.getByRole('combobox', { name: /Destinatário/ });
  return { onSubmit, user, field };
};

describe('destinatário sugere os moradores da unidade', () => {
  test('digitar mostra os moradores que combinam, sem mudar o texto nem tirar o foco', async () => {
    const { user, field } = setup();
    expect(field).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(field, 'an');
    const list = screen.getByRole('listbox', { name: M.recipientSuggestions });
    expect(Array.from(list.querySelectorAll('[role="option"]')).map((o) => o.textContent)).toEqual([
      'Ana Paula Souza',
      'Anselmo Dias',
    ]);
    expect(field).toHaveValue('an');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    // Typing goes on undisturbed while the list is open.
    await user.type(field, 'a p');
    expect(field).toHaveValue('ana p');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ana Paula Souza']);
  });

  test('seta para baixo e Enter escolhem o morador, sem enviar o formulário', async () => {
    const { user, field, onSubmit } = setup();
    await user.type(field, 'souza');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Marcos Souza' }).id);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Marcos Souza');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('um clique na sugestão a escolhe e deixa o foco no campo', async () => {
    const { user, field } = setup();
    await user.type(field, 'ans');
    await user.click(screen.getByRole('option', { name: 'Anselmo Dias' }));
    expect(field).toHaveValue('Anselmo Dias');
    expect(field).toHaveFocus();
  });

  test('texto livre continua valendo; Esc fecha só a lista; sair do campo fecha a lista', async () => {
    const { user, field, onSubmit } = setup();
    await user.type(field, 'Ana');
    const onDialogKey = vi.fn();
    document.addEventListener('keydown', onDialogKey);
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', onDialogKey);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onDialogKey).not.toHaveBeenCalled();
    await user.type(field, ' Entregas Ltda');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'PACOTE' }));
    await user.click(screen.getByRole('radio', { name: 'Médio' }));
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ destinatario: 'Ana Entregas Ltda' });
  });
});

test('campo vazio: seta para baixo abre todos os moradores com o primeiro destacado; Enter escolhe', async () => {
  const { user, field } = setup();
  await user.keyboard('{ArrowDown}');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(RESIDENTS);
  await user.keyboard('{Enter}');
  expect(field).toHaveValue('Ana Paula Souza');
});

test('seta para baixo antes de os moradores chegarem: a lista abre quando chegam, com o primeiro destacado', async () => {
  const Late = () => {
    const [names, setNames] = useState<string[]>([]);
    useEffect(() => {
      const timer = setTimeout(() => setNames(RESIDENTS), 50);
      return () => clearTimeout(timer);
    }, []);
    return <ParcelForm onSubmit={vi.fn()} residentNames={names} />;
  };
  const user = userEvent.setup();
  renderWithProviders(<Late />);
  const field = screen.getByRole('combobox', { name: /Destinatário/ });
  await user.keyboard('{ArrowDown}');
  expect(await screen.findAllByRole('option')).toHaveLength(RESIDENTS.length);
  await user.keyboard('{Enter}');
  expect(field).toHaveValue('Ana Paula Souza');
});
