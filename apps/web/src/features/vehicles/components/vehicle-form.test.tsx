import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { VehicleForm } from './vehicle-form';

const setup = () => {
  const onSubmit = vi.fn();
  render(
    <VehicleForm
      title={M.formTitle}
      unitLabel="Bloco A | 101"
      idUnidade={91}
      submitLabel={M.finish}
      onSubmit={onSubmit}
    />,
  );
  const submit = () => screen.getByRole('button', { name: M.finish });
  return { onSubmit, submit, user: userEvent.setup() };
};

describe('formulário de veículo', { timeout: 30_000 }, () => {
  test('mostra a unidade e só libera Finalizar Cadastro com tipo, cor e placa', async () => {
    const { submit, user } = setup();
    expect(screen.getByRole('heading', { name: M.formTitle })).toBeInTheDocument();
    expect(screen.getByText('Bloco A | 101')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Carro' }));
    await user.selectOptions(screen.getByLabelText(/Cor/), 'PRATA');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/Placa/), 'ABC1D23');
    expect(submit()).toBeEnabled();
  });

  test('a placa vira maiúscula sem separadores e para em 7 caracteres, também ao colar ABC-1234', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Moto' }));
    const plate = screen.getByLabelText(/Placa/);
    await user.type(plate, 'abc-1d23x');
    expect(plate).toHaveValue('ABC1D23');
    await user.clear(plate);
    await user.click(plate);
    await user.paste('xyz-9876');
    expect(plate).toHaveValue('XYZ9876');
  });

  test('placa fora dos formatos avisa ao sair do campo, antes mesmo da cor, e não envia', async () => {
    const { onSubmit, submit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Carro' }));
    await user.type(screen.getByLabelText(/Placa/), 'AB12345');
    await user.tab();
    expect(await screen.findByText(M.plateInvalid)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Cor/), 'PRETO');
    expect(await screen.findByText(M.plateInvalid)).toBeInTheDocument();
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('bicicleta esconde a placa e envia sem ela; trocar de carro para bicicleta descarta a placa digitada', async () => {
    const { onSubmit, submit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Carro' }));
    await user.type(screen.getByLabelText(/Placa/), 'ABC1234');
    await user.click(screen.getByRole('radio', { name: 'Bicicleta' }));
    expect(screen.queryByLabelText(/Placa/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Cor/), 'AZUL');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      { unidade: 91, tipo: 'BICICLETA', placa: null, cor: 'AZUL', modelo: null, observacao: null, vagaAlugada: false },
      expect.anything(),
    );
  });

  test('OUTROS pode ir sem placa; envia modelo, observação e vaga alugada Sim', async () => {
    const { onSubmit, submit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Outros' }));
    await user.selectOptions(screen.getByLabelText(/Cor/), 'AMARELO');
    await user.type(screen.getByLabelText(M.modelLabel), '  Patinete  ');
    await user.type(screen.getByLabelText(M.observationLabel), 'Fica no bicicletário');
    await user.click(screen.getByRole('radio', { name: M.yes }));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      {
        unidade: 91,
        tipo: 'OUTROS',
        placa: null,
        cor: 'AMARELO',
        modelo: 'Patinete',
        observacao: 'Fica no bicicletário',
        vagaAlugada: true,
      },
      expect.anything(),
    );
  });

  test('limites: modelo 100 e observações 256 caracteres, com contador', async () => {
    const { user } = setup();
    const model = screen.getByLabelText(M.modelLabel);
    const notes = screen.getByLabelText(M.observationLabel);
    expect(model).toHaveAttribute('maxlength', '100');
    expect(notes).toHaveAttribute('maxlength', '256');
    await user.type(model, 'Gol');
    expect(screen.getByText('3/100')).toBeInTheDocument();
    expect(screen.getByText('0/256')).toBeInTheDocument();
  });
});
