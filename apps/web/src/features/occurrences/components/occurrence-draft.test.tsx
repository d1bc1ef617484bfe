import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { renderWithProviders, signInForTest } from '../../../test/test-utils';
import { OccurrenceForm } from './occurrence-form';

const open = (defaults = {}) =>
  renderWithProviders(
    <OccurrenceForm
      defaults={defaults}
      file={null}
      onFileChange={vi.fn()}
      isUploading={false}
      onSubmit={vi.fn()}
      onBack={vi.fn()}
      draftScreen="occurrences.create.91"
    />,
  );

describe('rascunho da nova ocorrência', () => {
  test('a mensagem e o e-mail voltam ao reabrir, e Avançar fica disponível', async () => {
    signInForTest();
    const user = userEvent.setup();
    const first = open();
    await user.click(screen.getByRole('combobox', { name: new RegExp(M.assunto) }));
    await user.click(await screen.findByRole('option', { name: 'Elogio' }));
    await user.type(screen.getByLabelText(new RegExp(M.mensagem)), 'Ok');
    await user.type(screen.getByLabelText(new RegExp(M.email)), 'a@b.co');
    first.unmount();

    open();
    expect(await screen.findByText(MESSAGES.draftRestored)).toBeVisible();
    expect(screen.getByLabelText(new RegExp(M.mensagem))).toHaveValue('Ok');
    expect(screen.getByLabelText(new RegExp(M.email))).toHaveValue('a@b.co');
    expect(await screen.findByRole('button', { name: M.next })).toBeEnabled();
  });

  test('de volta da confirmação, com os dados na memória do fluxo, não anuncia rascunho', async () => {
    signInForTest();
    const user = userEvent.setup();
    const first = open();
    await user.type(screen.getByLabelText(new RegExp(M.mensagem)), 'Oi');
    first.unmount();
    open({ tipoOcorrencia: 'ELOGIO', conteudo: 'Oi', email: 'a@b.co' });
    expect(screen.getByLabelText(new RegExp(M.mensagem))).toHaveValue('Oi');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
  });
});
