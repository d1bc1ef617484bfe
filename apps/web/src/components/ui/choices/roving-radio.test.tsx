import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { BlockUnitFlow, block } from '../../../test/block-unit-flow';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';

const Flow = ({ blocos }: { blocos: Block[] }) => (
  <BlockUnitFlow
    dataLabel="Dados"
    blocos={blocos}
    data={(unit) => <input aria-label={`Destinatário ${unit?.nome ?? ''}`} />}
  />
);

const BLOCKS = [block(1, 'Bloco A', ['101', '102', '103']), block(2, 'Bloco B', ['201', '1201', '202'])];

describe('blocos e unidades: um grupo de rádio por etapa (teclado)', () => {
  test('a etapa abre com o foco no primeiro bloco; as setas movem e escolhem; Tab sai do grupo', async () => {
    render(<Flow blocos={BLOCKS} />);
    const blockA = screen.getByRole('radio', { name: 'Bloco A' });
    const blockB = screen.getByRole('radio', { name: 'Bloco B' });
    expect(blockA).toHaveFocus();
    expect(blockA).toHaveAttribute('tabindex', '0');
    expect(blockB).toHaveAttribute('tabindex', '-1');

    await userEvent.keyboard('{ArrowRight}');
    expect(blockB).toHaveFocus();
    expect(blockB).toHaveAttribute('aria-checked', 'true');
    expect(blockB).toHaveAttribute('tabindex', '0');
    expect(blockA).toHaveAttribute('tabindex', '-1');

    await userEvent.keyboard('{ArrowDown}');
    expect(blockA).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(blockB).toHaveFocus();

    // One Tab leaves the group: the next stop is a wizard button, not the other block.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Avançar' })).toHaveFocus();
  });

  test('digitar "B" vai ao Bloco B e o escolhe; Enter avança', async () => {
    render(<Flow blocos={[...BLOCKS, block(3, 'Bloco C', ['301'])]} />);
    await userEvent.keyboard('b');
    const blockB = screen.getByRole('radio', { name: 'Bloco B' });
    expect(blockB).toHaveFocus();
    expect(blockB).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Filtrar unidades' })).toHaveFocus();
  });

  test('Enter num bloco escolhe e avança; o filtro de unidades recebe o foco', async () => {
    render(<Flow blocos={BLOCKS} />);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const filter = screen.getByRole('searchbox', { name: 'Filtrar unidades' });
    expect(filter).toHaveFocus();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['201', '1201', '202']);
    // The unit tiles are one tab stop too: Tab from the filter enters the group, the next Tab leaves it.
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '201' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1201' })).not.toHaveFocus();
  });

  test('Enter no filtro com uma só unidade (ou o nome exato) escolhe e avança para o primeiro campo', async () => {
    render(<Flow blocos={BLOCKS} />);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    // '20' matches 201 and 202: Enter does nothing.
    await userEvent.keyboard('20{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Filtrar unidades' })).toBeInTheDocument();
    await userEvent.keyboard('2{Enter}');
    expect(screen.getByRole('textbox', { name: 'Destinatário 202' })).toHaveFocus();
  });

  test('nome exato entre várias correspondências: "201" escolhe 201 e não 1201', async () => {
    render(<Flow blocos={BLOCKS} />);
    await userEvent.keyboard('{ArrowRight}{Enter}201{Enter}');
    expect(screen.getByRole('textbox', { name: 'Destinatário 201' })).toHaveFocus();
  });
});
