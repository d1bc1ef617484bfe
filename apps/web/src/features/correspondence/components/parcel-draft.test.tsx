import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { renderWithProviders, signInForTest } from '../../../test/test-utils';
import { ParcelForm } from './parcel-form';

const SCREEN = 'correspondence.parcel.91';

const open = (screenName = SCREEN) => renderWithProviders(<ParcelForm onSubmit={vi.fn()} draftScreen={screenName} />);

const fillHalf = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/Destinatário/), 'Ana');
  await user.click(screen.getByRole('radio', { name: 'PACOTE' }));
  await user.type(screen.getByLabelText(/Observações/), 'Frágil');
};

describe('rascunho do cadastro de correspondência', () => {
  test('o formulário meio preenchido volta preenchido ao reabrir, com Rascunho recuperado', async () => {
    signInForTest();
    const user = userEvent.setup();
    const first = open();
    await fillHalf(user);
    first.unmount();

    open();
    expect(await screen.findByText(MESSAGES.draftRestored)).toBeVisible();
    expect(screen.getByLabelText(/Destinatário/)).toHaveValue('Ana');
    expect(screen.getByRole('radio', { name: 'PACOTE' })).toBeChecked();
    expect(screen.getByLabelText(/Observações/)).toHaveValue('Frágil');
  });

  test('Descartar rascunho esvazia o formulário e o rascunho não volta', async () => {
    signInForTest();
    const user = userEvent.setup();
    const first = open();
    await fillHalf(user);
    first.unmount();

    const second = open();
    await user.click(await screen.findByRole('button', { name: MESSAGES.draftDiscard }));
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Destinatário/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'PACOTE' })).not.toBeChecked();
    second.unmount();

    open();
    expect(screen.getByRole('heading', { name: M.formTitle })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Destinatário/)).toHaveValue('');
  });

  test('o rascunho é de cada porteiro e de cada unidade', async () => {
    signInForTest();
    const user = userEvent.setup();
    const first = open();
    await fillHalf(user);
    first.unmount();

    const otherUnit = open('correspondence.parcel.92');
    expect(screen.getByLabelText(/Destinatário/)).toHaveValue('');
    otherUnit.unmount();

    signInForTest({ user: { idPorteiro: 77, nome: 'Outra Pessoa', cpf: '52998224725' } as never });
    open();
    expect(screen.getByLabelText(/Destinatário/)).toHaveValue('');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
  });
});
