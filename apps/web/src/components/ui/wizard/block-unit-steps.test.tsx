import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Block, Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { BlockUnitFlow, block } from '../../../test/block-unit-flow';

const condo = (blocos: Block[]): Pick<Condominium, 'blocos'> => ({ blocos });

/** The vehicle registration flow as the feature builds it: block, unit, form. */
const VehicleRegisterFlow = ({ condominium }: { condominium: Pick<Condominium, 'blocos'> }) => (
  <BlockUnitFlow
    dataLabel="Dados"
    blocos={condominium.blocos}
    data={(unit) => <p>Insira os dados de cadastro: {unit?.nome}</p>}
  />
);

describe('etapas de bloco e unidade', () => {
  test('condomínio com um só bloco pula a escolha do bloco e tem 2 etapas', async () => {
    render(<VehicleRegisterFlow condominium={condo([block(1, 'Único', ['101', '102'])])} />);

    expect(screen.getByText('Etapa 1 de 2')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Selecione o bloco:' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Selecione a unidade:' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: '102' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(screen.getByText('Insira os dados de cadastro: 102')).toBeInTheDocument();
  });

  test('condomínio com três blocos escolhe bloco e depois unidade em 3 etapas', async () => {
    const blocos = [
      block(1, 'Bloco A', ['A-11']),
      block(2, 'Bloco B', ['B-21', 'B-22']),
      block(3, 'Bloco C', ['C-31']),
    ];
    render(<VehicleRegisterFlow condominium={condo(blocos)} />);

    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Bloco B' }));
    expect(screen.getByRole('radio', { name: 'Bloco B' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));

    expect(screen.getByText('Etapa 2 de 3')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['B-21', 'B-22']);
    await userEvent.click(screen.getByRole('radio', { name: 'B-22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(screen.getByText('Insira os dados de cadastro: B-22')).toBeInTheDocument();
  });

  test('trocar de bloco desfaz a unidade escolhida', async () => {
    const blocos = [block(1, 'Bloco A', ['A-11']), block(2, 'Bloco B', ['B-21'])];
    render(<VehicleRegisterFlow condominium={condo(blocos)} />);

    await userEvent.click(screen.getByRole('radio', { name: 'Bloco A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A-11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Bloco B' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));

    expect(screen.getByRole('radio', { name: 'B-21' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  });

  test('o filtro de unidades mostra só as que combinam', async () => {
    render(<VehicleRegisterFlow condominium={condo([block(1, 'Único', ['101', '102', '201'])])} />);

    await userEvent.type(screen.getByLabelText('Filtrar unidades'), '10');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['101', '102']);
    await userEvent.clear(screen.getByLabelText('Filtrar unidades'));
    await userEvent.type(screen.getByLabelText('Filtrar unidades'), '999');
    expect(screen.getByText('Nenhuma unidade encontrada')).toBeInTheDocument();
  });
});
