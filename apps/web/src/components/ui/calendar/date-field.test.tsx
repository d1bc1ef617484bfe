import dayjs from 'dayjs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DateField } from './date-field';

const today = new Date(2026, 10, 21);

describe('DateField', () => {
  test('data anterior a hoje mostra a mensagem de erro', () => {
    render(<DateField label="Data da visita" value={dayjs(new Date(2026, 10, 20))} onChange={vi.fn()} today={today} />);
    expect(screen.getByRole('group', { name: 'Data da visita' })).toHaveAccessibleDescription(
      'A data não pode ser menor que hoje',
    );
    expect(screen.getByRole('spinbutton', { name: 'Dia' })).toHaveTextContent('20');
  });

  test('data dentro do prazo não mostra erro', () => {
    render(<DateField label="Data da visita" value={dayjs(new Date(2026, 11, 1))} onChange={vi.fn()} today={today} />);
    expect(screen.queryByText(/A data não pode/)).not.toBeInTheDocument();
    expect(screen.queryByText('Selecione uma data válida')).not.toBeInTheDocument();
  });

  test('data além de um ano mostra a mensagem do limite', () => {
    render(<DateField label="Data da visita" value={dayjs(new Date(2027, 10, 22))} onChange={vi.fn()} today={today} />);
    expect(screen.getByText('A data não pode ultrapassar 1 ano')).toBeInTheDocument();
  });
});

describe('DateField: calendário aberto', () => {
  test('o cabeçalho dos dias da semana diz D S T Q Q S S', async () => {
    render(<DateField label="Data da visita" value={dayjs(new Date(2026, 11, 1))} onChange={vi.fn()} today={today} />);
    await userEvent.click(screen.getByRole('button', { name: /Escolha uma data/ }));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
  });
});
