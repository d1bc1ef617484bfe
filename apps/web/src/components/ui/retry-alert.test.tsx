import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  test('mostra a mensagem num alerta e tenta de novo ao clicar', async () => {
    const onRetry = vi.fn();
    render(<RetryAlert onRetry={onRetry}>Não foi possível carregar a lista.</RetryAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista.');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
