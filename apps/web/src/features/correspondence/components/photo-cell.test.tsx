import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { PhotoCell } from './photo-cell';

const HASH = 'b'.repeat(32);

describe('foto no histórico', () => {
  test('204 mostra que a imagem não foi encontrada; erro mostra a mensagem de falha', async () => {
    signInForTest();
    let status = 204;
    mockFetch({ [`GET /api/correspondencia/foto/${HASH}`]: () => ({ status }) });
    renderWithProviders(<PhotoCell hash={HASH} destinatario="Ana" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ver foto de Ana' }));
    expect(await screen.findByText(M.photoNotFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Ver foto de Ana' }));
    expect(await screen.findByText(M.photoFetchError)).toBeInTheDocument();
  });

  test('sem foto a célula mostra um traço, sem botão', () => {
    renderWithProviders(<PhotoCell hash={null} destinatario="Ana" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
