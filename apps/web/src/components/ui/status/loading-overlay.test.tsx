import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  test('aberto mostra o indicador de progresso e o texto Aguarde...', () => {
    render(<LoadingOverlay open />);
    expect(screen.getByRole('progressbar', { name: 'Aguarde...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aguarde...');
  });

  test('fechado não mostra nada', () => {
    render(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Aguarde...')).not.toBeInTheDocument();
  });

  test('aceita um texto próprio', () => {
    render(<LoadingOverlay open text="Aguarde... Carregando dados do seu condomínio" />);
    expect(screen.getByRole('progressbar', { name: 'Aguarde... Carregando dados do seu condomínio' })).toBeVisible();
  });
});
