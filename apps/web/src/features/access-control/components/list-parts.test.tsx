import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { OptionSelect } from './list-parts';

const BLOCKS = [
  { value: 1, label: 'Bloco A' },
  { value: 2, label: 'Bloco B' },
  { value: 3, label: 'Bloco C' },
];
const UNITS = ['101', '102', '201', '601', '1201'].map((label, i) => ({ value: 10 + i, label }));

const Picker = ({
  label,
  options,
  onChange,
}: {
  label: string;
  options: { value: number; label: string }[];
  onChange: (v: number | null) => void;
}) => {
  const [value, setValue] = useState<number | null>(null);
  return (
    <OptionSelect
      label={label}
      allLabel="Todos"
      value={value}
      options={options}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
};

describe('listas de bloco e unidade aceitam digitação', () => {
  test('com a lista fechada, digitar "B" escolhe o Bloco B e "12" a unidade 1201', async () => {
    const onBlock = vi.fn();
    const onUnit = vi.fn();
    render(
      <>
        <Picker label="Bloco" options={BLOCKS} onChange={onBlock} />
        <Picker label="Unidade" options={UNITS} onChange={onUnit} />
      </>,
    );
    screen.getByRole('combobox', { name: 'Bloco' }).focus();
    await userEvent.keyboard('B');
    expect(onBlock).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('combobox', { name: 'Bloco' })).toHaveTextContent('Bloco B');

    screen.getByRole('combobox', { name: 'Unidade' }).focus();
    await userEvent.keyboard('12');
    expect(onUnit).toHaveBeenLastCalledWith(14);
    expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveTextContent('1201');
  });

  test('com a lista aberta, digitar leva o foco à opção e Enter a escolhe', async () => {
    const onBlock = vi.fn();
    render(<Picker label="Bloco" options={BLOCKS} onChange={onBlock} />);
    screen.getByRole('combobox', { name: 'Bloco' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('c');
    expect(within(listbox).getByRole('option', { name: 'Bloco C' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onBlock).toHaveBeenLastCalledWith(3);
  });
});
