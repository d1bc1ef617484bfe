import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import type { ChoiceItem } from './choice-list';
import { MultiChoiceList } from './multi-choice-list';

const parcels: ChoiceItem<number>[] = [
  { id: 1, label: 'Cód.1 - 20/11/2026 10:00 | PACOTE' },
  { id: 2, label: 'Cód.2 - 20/11/2026 11:00 | ENVELOPE' },
  { id: 3, label: 'Cód.3 - 21/11/2026 09:00 | SACOLA' },
];

const ParcelPicker = ({ items = parcels }: { items?: ChoiceItem<number>[] }) => {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <>
      <MultiChoiceList
        items={items}
        selected={selected}
        onChange={setSelected}
        selectAllLabel={MESSAGES.selectAllCorrespondence}
      />
      <output aria-label="Selecionadas">{selected.join(',')}</output>
    </>
  );
};

describe('MultiChoiceList', () => {
  test('selecionar todas marca todas as correspondências da unidade e desmarca de novo', async () => {
    render(<ParcelPicker />);
    const selectAll = screen.getByRole('checkbox', { name: 'Selecionar todas as correspondências da unidade' });

    await userEvent.click(selectAll);
    expect(screen.getByLabelText('Selecionadas')).toHaveTextContent('1,2,3');
    expect(screen.getByRole('checkbox', { name: /Cód.2/ })).toBeChecked();

    await userEvent.click(selectAll);
    expect(screen.getByLabelText('Selecionadas')).toHaveTextContent('');
  });

  test('marcar itens um a um deixa o selecionar todas parcial e depois completo', async () => {
    render(<ParcelPicker />);
    const selectAll = screen.getByRole('checkbox', { name: MESSAGES.selectAllCorrespondence });

    await userEvent.click(screen.getByRole('checkbox', { name: /Cód.1/ }));
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(screen.getByRole('checkbox', { name: /Cód.2/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Cód.3/ }));
    expect(selectAll).toBeChecked();
  });

  test('itens desabilitados ficam fora do selecionar todas', async () => {
    render(<ParcelPicker items={[...parcels.slice(0, 2), { ...parcels[2]!, isDisabled: true }]} />);
    await userEvent.click(screen.getByRole('checkbox', { name: MESSAGES.selectAllCorrespondence }));
    expect(screen.getByLabelText('Selecionadas')).toHaveTextContent('1,2');
    expect(screen.getByRole('checkbox', { name: /Cód.3/ })).toBeDisabled();
  });
});
