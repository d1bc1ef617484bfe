import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { RootLayout } from './root-layout';
import { renderWithProviders } from '../test/test-utils';

const chatButton = () => screen.queryByRole('button', { name: MESSAGES.chatCollapsed });

describe('chat de suporte da equipe só nas telas da equipe', () => {
  test.each(['/', '/dashboard', '/criar-conta', '/pre-cadastro'])('%s mostra o chat', (route) => {
    renderWithProviders(<RootLayout />, { route });
    expect(chatButton()).toBeInTheDocument();
  });

  test.each(['/documento/abc123', '/convite/abc123'])(
    '%s, aberta por um morador ou convidado, não mostra o chat',
    (route) => {
      renderWithProviders(<RootLayout />, { route });
      expect(chatButton()).not.toBeInTheDocument();
    },
  );
});
