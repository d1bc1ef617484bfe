import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ResultPanel } from './result-panel';

describe('ResultPanel', () => {
  test('mostra o título como cabeçalho, a descrição e as ações', async () => {
    const onNew = vi.fn();
    render(
      <ResultPanel
        variant="success"
        title="Cadastro realizado com sucesso!"
        description="O veículo já aparece na lista."
        actions={[{ label: 'Novo Cadastro', onClick: onNew }]}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Cadastro realizado com sucesso!' })).toBeInTheDocument();
    expect(screen.getByText('O veículo já aparece na lista.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Cadastro' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['success', 'success'],
    ['cancel', 'cancel'],
    ['warning', 'warning'],
  ] as const)('variante %s mostra o ícone correspondente', (variant, icon) => {
    render(<ResultPanel variant={variant} title="Reserva cancelada" actions={[]} />);
    const region = screen.getByRole('region', { name: 'Reserva cancelada' });
    expect(region.querySelector(`[data-severity="${icon}"]`)).not.toBeNull();
  });
});
