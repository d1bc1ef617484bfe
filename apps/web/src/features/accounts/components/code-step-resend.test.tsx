import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { mockFetch, renderWithProviders } from '../../../test/test-utils';
import { formatCountdown } from '../hooks/use-countdown';
import { AccountWizard } from './account-wizard';
import { cpfAnswer, SENT } from './account-wizard.test-helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => act(async () => {});
const resendButton = () => screen.getByRole('button', { name: M.resend });
const timer = () => screen.getByRole('timer');

describe('Enviar novamente', () => {
  test('a contagem mostra m:ss', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
  });

  test('fica travado de 1:00 até 0:00 e então reenvia e recomeça a contagem', async () => {
    const fetchSpy = mockFetch({ 'POST /api/token/auth': cpfAnswer('PROCEED'), 'POST /api/token/generation': SENT });
    renderWithProviders(<AccountWizard purpose="recovery" />);
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await screen.findByRole('radio', { name: '(11) *****-5678' }, { timeout: 5000 });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await flush();
    expect(screen.getByText(/Enviamos um código/)).toBeInTheDocument();
    expect(timer()).toHaveTextContent('1:00');
    expect(resendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent('0:59');
    act(() => vi.advanceTimersByTime(58_000));
    expect(timer()).toHaveTextContent('0:01');
    expect(resendButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent('0:00');
    expect(resendButton()).toBeEnabled();

    fireEvent.click(resendButton());
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(JSON.parse(String(fetchSpy.mock.calls[2]?.[1]?.body))).toEqual({
      hashToken: 'run-1',
      hashDevice: null,
      contactKey: 'c1',
    });
    expect(timer()).toHaveTextContent('1:00');
    expect(resendButton()).toBeDisabled();
  });

  test('reenvio recusado pelo servidor (429) mostra o motivo', async () => {
    let calls = 0;
    mockFetch({
      'POST /api/token/auth': cpfAnswer('PROCEED'),
      'POST /api/token/generation': () => {
        calls += 1;
        return calls === 1 ? SENT : { status: 429, body: { message: M.codeHourlyLimit } };
      },
    });
    renderWithProviders(<AccountWizard purpose="recovery" />);
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await screen.findByRole('radio', { name: '(11) *****-5678' }, { timeout: 5000 });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await flush();
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(resendButton());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(M.codeHourlyLimit);
  });
});
