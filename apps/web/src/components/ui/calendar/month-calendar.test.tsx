import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { buildMonthGrid } from './calendar-dates';
import { MonthCalendar } from './month-calendar';

const today = new Date(2026, 10, 21); // sábado, 21 de novembro de 2026
const day = (name: string) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
  test('mostra o mês em português com os dias da semana D S T Q Q S S', () => {
    render(<MonthCalendar onChange={vi.fn()} today={today} />);
    const table = screen.getByRole('table', { name: 'novembro de 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
    expect(day('21 de novembro de 2026')).toHaveAttribute('aria-current', 'date');
    expect(within(table).getAllByRole('button')).toHaveLength(30);
  });

  test('escolher um dia livre avisa a data escolhida', async () => {
    const onChange = vi.fn();
    render(<MonthCalendar onChange={onChange} today={today} />);
    await userEvent.click(day('25 de novembro de 2026'));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 10, 25));
  });

  test('dias antes do mínimo, depois do máximo e bloqueados não podem ser escolhidos', async () => {
    const onChange = vi.fn();
    render(
      <MonthCalendar
        onChange={onChange}
        today={today}
        minOffsetDays={2}
        maxOffsetDays={7}
        blockedDays={[new Date(2026, 10, 25)]}
      />,
    );

    for (const name of ['22 de novembro de 2026', '25 de novembro de 2026', '29 de novembro de 2026']) {
      expect(day(name)).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(day(name));
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(day('23 de novembro de 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('28 de novembro de 2026')).not.toHaveAttribute('aria-disabled');
  });

  test('dias da semana não permitidos e bloqueios por função ficam indisponíveis', () => {
    render(
      <MonthCalendar
        onChange={vi.fn()}
        today={today}
        disabledWeekdays={[0]}
        blockedDays={(date) => date.getDate() === 24}
      />,
    );
    expect(day('22 de novembro de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('24 de novembro de 2026')).toHaveAttribute('data-status', 'blocked');
    expect(day('23 de novembro de 2026')).not.toHaveAttribute('aria-disabled');
  });

  test('troca de mês e impede ir além da janela permitida', async () => {
    const onMonthChange = vi.fn();
    render(
      <MonthCalendar
        onChange={vi.fn()}
        today={today}
        minOffsetDays={0}
        maxOffsetDays={60}
        onMonthChange={onMonthChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('table', { name: 'dezembro de 2026' })).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2026, 11, 1));
    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('table', { name: 'janeiro de 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
  });

  test('marca o dia escolhido e mostra a legenda', () => {
    render(<MonthCalendar value={new Date(2026, 10, 30)} onChange={vi.fn()} today={today} showLegend />);
    expect(day('30 de novembro de 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Livre')).toBeInTheDocument();
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    expect(screen.getByText('Indisponíveis')).toBeInTheDocument();
  });
});

describe('MonthCalendar pelo teclado: uma parada de Tab, setas movem, Enter e Espaço escolhem', () => {
  test('Tab entra no dia de hoje e sai do calendário; setas, Home, End e Page Down movem sem escolher', async () => {
    const onChange = vi.fn();
    render(
      <>
        <MonthCalendar onChange={onChange} today={today} minOffsetDays={0} maxOffsetDays={60} />
        <button type="button">depois</button>
      </>,
    );
    const buttons = within(screen.getByRole('table')).getAllByRole('button');
    expect(buttons.filter((b) => b.getAttribute('tabindex') === '0')).toEqual([day('21 de novembro de 2026')]);
    await userEvent.tab(); // the previous-month arrow is disabled: the next month arrow, then the grid's one stop
    await userEvent.tab();
    expect(day('21 de novembro de 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('22 de novembro de 2026')).toHaveFocus();
    expect(day('22 de novembro de 2026')).toHaveAttribute('tabindex', '0');
    expect(day('21 de novembro de 2026')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}');
    expect(day('29 de novembro de 2026')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day('5 de dezembro de 2026')).toHaveFocus();
    expect(screen.getByRole('table', { name: 'dezembro de 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}'); // the week of 5/12 starts on Sunday 29/11
    expect(day('29 de novembro de 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{PageDown}');
    expect(day('22 de dezembro de 2026')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
  });

  test('Enter e Espaço escolhem o dia livre; no dia indisponível não escolhem; não passa da janela', async () => {
    const onChange = vi.fn();
    render(
      <MonthCalendar onChange={onChange} today={today} minOffsetDays={0} maxOffsetDays={10} disabledWeekdays={[0]} />,
    );
    day('21 de novembro de 2026').focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).not.toHaveBeenCalled(); // 22 is a Sunday
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 23));
    await userEvent.keyboard('{ArrowRight} ');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 24));
    // January is past the window (21/11 + 10 days): Page Down twice stops in December.
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(day('24 de dezembro de 2026')).toHaveFocus();
    await userEvent.keyboard('{PageUp}{PageUp}');
    expect(day('24 de novembro de 2026')).toHaveFocus();
  });

  test('uma regra do fluxo (dayStatus) decide cada dia: ocupado aparece bloqueado e não se escolhe', async () => {
    const onChange = vi.fn();
    render(
      <MonthCalendar
        onChange={onChange}
        today={today}
        dayStatus={(date) => (date.getDate() === 25 ? 'blocked' : 'free')}
      />,
    );
    expect(day('25 de novembro de 2026')).toHaveAttribute('data-status', 'blocked');
    expect(day('25 de novembro de 2026')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('25 de novembro de 2026'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('buildMonthGrid', () => {
  test('começa no domingo e completa as semanas', () => {
    const weeks = buildMonthGrid(new Date(2026, 1, 1)); // fevereiro de 2026 começa num domingo
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.getDate()).toBe(1);
    const december = buildMonthGrid(new Date(2026, 11, 15)); // começa numa terça-feira
    expect(december[0]?.slice(0, 3).map((date) => date?.getDate() ?? null)).toEqual([null, null, 1]);
    expect(december.flat().filter(Boolean)).toHaveLength(31);
    expect(december.every((week) => week.length === 7)).toBe(true);
  });
});
