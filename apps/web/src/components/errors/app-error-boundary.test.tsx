import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../../lib/browser';
import { AppErrorBoundary } from './app-error-boundary';

vi.mock('../../lib/browser', () => ({ reloadPage: vi.fn(), openExternal: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

const Broken = () => {
  throw new Error('falha inesperada');
};

describe('tela de erro genérica', () => {
  test('uma falha na tela mostra "Algo deu errado" e recarrega a página pelo botão', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar página' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  test('sem falha mostra a tela normalmente', () => {
    render(
      <AppErrorBoundary>
        <p>Tudo certo</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Tudo certo')).toBeInTheDocument();
    expect(screen.queryByText('Algo deu errado')).not.toBeInTheDocument();
  });
});
