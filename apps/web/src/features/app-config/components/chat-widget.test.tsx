import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { closeChat } from '../../../lib/chat-state';
import { mockFetch } from '../../../test/test-utils';
import { forgetChatUrl } from '../use-chat-url';
import { ChatWidget } from './chat-widget';

const CONFIG = { biometricsPanelUrl: null, supportWhatsapp: '5511999990000', supportPhone: '551140040000' };
const COLLAPSED = 'Precisa de ajuda? Clique aqui';

afterEach(() => {
  closeChat();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const setup = (chatUrl: string | null, at = '2026-11-25T10:00:00-03:00') => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  mockFetch({ 'GET /api/public/config': { body: { ...CONFIG, chatUrl } } });
  forgetChatUrl();
  // No QueryClientProvider: the widget sits outside it, on every screen (the login too).
  render(<ChatWidget />);
};

describe('chat de suporte', () => {
  test('abrir leva o foco para dentro do painel; Esc fecha e devolve o foco ao botão', async () => {
    setup('https://wa.me/5511912345678');
    expect(screen.queryByText(MESSAGES.chatTitle)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: COLLAPSED }));
    const panel = screen.getByRole('region', { name: MESSAGES.chatTitle });
    expect(screen.getByText(MESSAGES.chatHours)).toBeInTheDocument();
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: MESSAGES.chatTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: COLLAPSED })).toHaveFocus();
  });

  test('Minimizar fecha; Iniciar abre o endereço configurado no servidor em nova aba', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup('https://wa.me/5511912345678');
    await userEvent.click(screen.getByRole('button', { name: COLLAPSED }));
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/5511912345678', '_blank', 'noopener');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.chatMinimize }));
    expect(screen.getByRole('button', { name: COLLAPSED })).toHaveFocus();
  });

  test('sem CHAT_URL não há número de exemplo: o painel diz como configurar', async () => {
    setup(null);
    await userEvent.click(screen.getByRole('button', { name: COLLAPSED }));
    expect(await screen.findByText(MESSAGES.chatNotConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar' })).not.toBeInTheDocument();
  });

  test('fora do horário (sábado) diz que o suporte está fechado e quando abre', async () => {
    setup('https://wa.me/5511912345678', '2026-11-28T10:00:00-03:00');
    await userEvent.click(screen.getByRole('button', { name: COLLAPSED }));
    expect(screen.getByText('O suporte está fechado agora. Abre segunda-feira às 8h30.')).toBeInTheDocument();
  });

  test('no horário não mostra aviso de fechado', async () => {
    setup('https://wa.me/5511912345678');
    await userEvent.click(screen.getByRole('button', { name: COLLAPSED }));
    expect(screen.queryByText(/O suporte está fechado/)).not.toBeInTheDocument();
  });
});
