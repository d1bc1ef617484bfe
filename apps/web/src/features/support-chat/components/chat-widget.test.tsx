import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { env } from '../../../config/env';
import { closeChat } from '../../../lib/chat-state';
import { ChatWidget } from './chat-widget';

afterEach(() => {
  closeChat();
  vi.restoreAllMocks();
});

describe('chat de suporte', () => {
  test('fechado mostra só o convite; aberto mostra o suporte e o horário, e fecha de novo', async () => {
    render(<ChatWidget />);
    expect(screen.queryByText(MESSAGES.chatTitle)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Precisa de ajuda? Clique aqui' }));
    expect(screen.getByRole('region', { name: 'Fale com nosso suporte' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chatHours)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.chatMinimize }));
    expect(screen.queryByText(MESSAGES.chatTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Precisa de ajuda? Clique aqui' })).toBeInTheDocument();
  });

  test('Iniciar abre a conversa externa em nova aba', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ChatWidget />);
    await userEvent.click(screen.getByRole('button', { name: 'Precisa de ajuda? Clique aqui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar' }));
    expect(open).toHaveBeenCalledWith(env.chatUrl, '_blank', 'noopener');
    expect(env.chatUrl).toMatch(/^https:\/\//);
  });
});
