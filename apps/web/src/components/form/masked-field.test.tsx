import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { MaskKind } from './mask-rules';
import { MaskedField } from './masked-field';

const Field = ({ mask }: { mask: MaskKind }) => {
  const [value, setValue] = useState('');
  return <MaskedField mask={mask} label="Campo" value={value} onChange={(event) => setValue(event.target.value)} />;
};

const setup = (mask: MaskKind) => {
  render(<Field mask={mask} />);
  return { user: userEvent.setup(), input: screen.getByLabelText('Campo') as HTMLInputElement };
};

describe('campo com máscara', () => {
  test('CPF: digitado inteiro fica 529.982.247-25; trocar um dígito no meio mantém o cursor logo depois dele', async () => {
    const { user, input } = setup('cpf');
    await user.type(input, '52998224725');
    expect(input).toHaveValue('529.982.247-25');
    // The person selects the '8' of '982' (index 5) and types a 1 over it.
    input.setSelectionRange(5, 6);
    await user.keyboard('1');
    expect(input).toHaveValue('529.912.247-25');
    expect(input.selectionStart).toBe(6);
    expect(input.selectionEnd).toBe(6);
  });

  test('CPF: Backspace logo depois do ponto apaga o dígito antes dele', async () => {
    const { user, input } = setup('cpf');
    await user.type(input, '529982');
    expect(input).toHaveValue('529.982');
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('529.82');
    expect(input.selectionStart).toBe(2);
  });

  test('CPF: só dígitos entram, até 11', async () => {
    const { user, input } = setup('cpf');
    await user.type(input, '12a3456789012345');
    expect(input).toHaveValue('123.456.789-01');
  });

  test('telefone: fixo com 10 dígitos, celular com 11', async () => {
    const { user, input } = setup('phone');
    await user.type(input, '1133334444');
    expect(input).toHaveValue('(11) 3333-4444');
    await user.clear(input);
    await user.type(input, '11987654321');
    expect(input).toHaveValue('(11) 98765-4321');
  });

  test('placa: maiúsculas, sem hífen, 7 caracteres; corrigir no meio mantém o cursor', async () => {
    const { user, input } = setup('plate');
    await user.type(input, 'prt-3e45x');
    expect(input).toHaveValue('PRT3E45');
    input.setSelectionRange(4, 5);
    await user.keyboard('f');
    expect(input).toHaveValue('PRT3F45');
    expect(input.selectionStart).toBe(5);
  });
});
