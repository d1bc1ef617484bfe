import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { closeSessionExpired, openSessionExpired } from '../../../lib/session-expired';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  test('mostra a mensagem num alerta e tenta de novo ao clicar', async () => {
    const onRetry = vi.fn();
    render(<RetryAlert onRetry={onRetry}>Não foi possível carregar a lista.</RetryAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista.');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('com a sessão expirada, só o aviso de sessão fala: o erro da lista some e volta depois', () => {
    render(<RetryAlert onRetry={vi.fn()}>Erro ao buscar Moradores, tente novamente</RetryAlert>);
    act(() => openSessionExpired());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => closeSessionExpired());
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao buscar Moradores, tente novamente');
  });
});
