import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DayNavigator } from './day-navigator';

const Timeline = ({ start, min, max }: { start: Date; min?: Date; max?: Date }) => {
  const [day, setDay] = useState(start);
  return <DayNavigator value={day} onChange={setDay} min={min} max={max} />;
};

describe('DayNavigator', () => {
  test('mostra o dia por extenso em português', () => {
    render(<Timeline start={new Date(2026, 10, 21)} />);
    expect(screen.getByText('sábado, 21 de novembro de 2026')).toBeInTheDocument();
  });

  test('as setas vão para o dia anterior e o próximo dia, virando o mês', async () => {
    render(<Timeline start={new Date(2026, 10, 30)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(screen.getByText('terça-feira, 1 de dezembro de 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(screen.getByText('domingo, 29 de novembro de 2026')).toBeInTheDocument();
  });

  test('nunca passa de hoje nas entradas e saídas', async () => {
    const today = new Date(2026, 10, 21, 15, 30);
    render(<Timeline start={new Date(2026, 10, 20)} max={today} />);
    const next = screen.getByRole('button', { name: 'Próximo dia' });
    await userEvent.click(next);
    expect(screen.getByText('sábado, 21 de novembro de 2026')).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  test('respeita a data mínima', () => {
    render(<Timeline start={new Date(2026, 10, 21)} min={new Date(2026, 10, 21)} />);
    expect(screen.getByRole('button', { name: 'Dia anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo dia' })).toBeEnabled();
  });
});
