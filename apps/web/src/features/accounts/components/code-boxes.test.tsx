import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CodeBoxes, emptyCode } from './code-boxes';

const Harness = () => {
  const [code, setCode] = useState(emptyCode());
  return (
    <>
      <CodeBoxes value={code} onChange={setCode} autoFocus />
      <output data-testid="code">{code.join('')}</output>
    </>
  );
};

const boxes = () => screen.getAllByRole('textbox');

describe('caixas do código', () => {
  test('mostra seis caixas e aceita só dígitos', async () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    await userEvent.type(boxes()[0]!, 'a');
    expect(boxes()[0]).toHaveValue('');
    expect(screen.getByTestId('code')).toHaveTextContent('');
    await userEvent.type(boxes()[0]!, '7');
    expect(boxes()[0]).toHaveValue('7');
  });

  test('cada dígito passa o foco para a próxima caixa e o Backspace volta', async () => {
    render(<Harness />);
    await userEvent.keyboard('123');
    expect(screen.getByTestId('code')).toHaveTextContent('123');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent('12');
    await userEvent.keyboard('9');
    expect(screen.getByTestId('code')).toHaveTextContent('129');
  });

  test('colar um código de 6 dígitos na primeira caixa preenche as seis', async () => {
    render(<Harness />);
    boxes()[0]!.focus();
    await userEvent.paste('482 913');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(boxes()[5]).toHaveFocus();
  });

  test('o preenchimento automático do SMS na primeira caixa também preenche as seis', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '305117' } });
    expect(screen.getByTestId('code')).toHaveTextContent('305117');
  });

  test('digitar sobre uma caixa preenchida troca o dígito', async () => {
    render(<Harness />);
    await userEvent.keyboard('55');
    boxes()[0]!.focus();
    await userEvent.keyboard('8');
    expect(screen.getByTestId('code')).toHaveTextContent('85');
  });
});
