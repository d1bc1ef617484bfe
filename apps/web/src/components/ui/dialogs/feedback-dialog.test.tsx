import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FeedbackDialog } from './feedback-dialog';

describe('FeedbackDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('mostra título, mensagem e um único botão Fechar', async () => {
    const onClose = vi.fn();
    render(
      <FeedbackDialog
        open
        severity="success"
        title="Cadastro realizado com sucesso!"
        message="O veículo foi cadastrado."
        onClose={onClose}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Cadastro realizado com sucesso!' });
    expect(dialog).toHaveAccessibleDescription('O veículo foi cadastrado.');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('mostra o ícone da gravidade informada', () => {
    render(<FeedbackDialog open severity="error" title="Falha na solicitação" onClose={vi.fn()} />);
    expect(screen.getByRole('dialog').querySelector('[data-severity="error"]')).not.toBeNull();
  });

  test('fecha sozinho após 8000 ms por padrão', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<FeedbackDialog open severity="info" title="Aviso" onClose={onClose} />);

    act(() => vi.advanceTimersByTime(7999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('respeita a duração informada', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<FeedbackDialog open severity="success" title="Enviado" onClose={onClose} autoCloseMs={14_000} />);

    act(() => vi.advanceTimersByTime(8000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(6000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('troca o Fechar pelas ações dadas', async () => {
    const onRetry = vi.fn();
    render(
      <FeedbackDialog
        open
        severity="error"
        title="Falha na solicitação"
        onClose={vi.fn()}
        autoCloseMs={0}
        actions={[
          { label: 'Tentar novamente', onClick: onRetry },
          { label: 'OK', onClick: vi.fn() },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
