import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TIMINGS } from '@portaria/shared/constants';
import { AppDialog } from './app-dialog';

describe('AppDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('mostra Cancelar e Concluir quando há as duas ações', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<AppDialog open title="Deseja sair do sistema?" onConfirm={onConfirm} onCancel={onCancel} />);

    expect(screen.getByRole('dialog', { name: 'Deseja sair do sistema?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('com uma só ação mostra um único botão Fechar', async () => {
    const onConfirm = vi.fn();
    render(<AppDialog open title="Aviso" onConfirm={onConfirm} />);

    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('usa os rótulos dados e respeita o Concluir desabilitado', () => {
    render(
      <AppDialog open title="Sair" confirmLabel="Sair" onConfirm={vi.fn()} onCancel={vi.fn()} isConfirmDisabled />,
    );
    expect(screen.getByRole('button', { name: 'Sair' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  test('fecha sozinho aos 7000 ms quando recebe o tempo, e não antes', () => {
    vi.useFakeTimers();
    const onCancel = vi.fn();
    render(<AppDialog open title="Aviso" onCancel={onCancel} timeout={TIMINGS.modalAutoCloseMs} />);

    act(() => vi.advanceTimersByTime(6999));
    expect(onCancel).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('sem tempo definido nunca fecha sozinho', () => {
    vi.useFakeTimers();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<AppDialog open title="Aviso" onCancel={onCancel} onConfirm={onConfirm} />);

    act(() => vi.advanceTimersByTime(60_000));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('fechamento automático usa o Concluir quando não há Cancelar', () => {
    vi.useFakeTimers();
    const onConfirm = vi.fn();
    render(<AppDialog open title="Aviso" onConfirm={onConfirm} timeout={7000} />);

    act(() => vi.advanceTimersByTime(7000));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
