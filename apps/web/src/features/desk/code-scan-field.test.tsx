import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { CodeScanField, scannedCodeOf } from './components/code-scan-field';

const field = () => screen.getByRole('textbox', { name: M.scanner.label });

describe('Retirar pelo código no painel (issue 32 item 6)', () => {
  test.each([
    ['COD71', 'Cód.71'],
    ['Cód.71', 'Cód.71'],
    ['71', 'Cód.71'],
    ['c71', 'Cód.71'],
    ['C 71', 'Cód.71'],
    ['#71', 'Cód.71'],
    // The label's 6-digit number keeps its prefix; 6 digits alone are a resident's pickup code (decision 127).
    ['COD482913', 'Cód.482913'],
    ['482913', '482913'],
    ['c482 913', '482913'],
    ['c', null],
    ['12ab', null],
    ['71 72', null],
    ['ABC1D23', null],
  ])('%s lê %s', (text, code) => {
    expect(scannedCodeOf(text)).toBe(code);
  });

  test('o leitor digita no painel sem foco em campo: o campo recebe tudo, e o Enter entrega o código', async () => {
    const onCode = vi.fn();
    render(<CodeScanField onCode={onCode} />);
    const user = userEvent.setup();
    await user.keyboard('COD71');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('COD71');
    await user.keyboard('{Enter}');
    expect(onCode).toHaveBeenCalledWith('Cód.71');
    expect(field()).toHaveValue('');
  });

  test('um dígito também começa o código; C, o atalho, foca o campo', async () => {
    const onCode = vi.fn();
    render(<CodeScanField onCode={onCode} />);
    const user = userEvent.setup();
    await user.keyboard('4');
    expect(field()).toHaveFocus();
    await user.keyboard('2{Enter}');
    expect(onCode).toHaveBeenCalledWith('Cód.42');
  });

  test('uma leitura que não é código avisa e não abre nada; Esc limpa', async () => {
    const onCode = vi.fn();
    render(<CodeScanField onCode={onCode} />);
    const user = userEvent.setup();
    await user.keyboard('c12ab{Enter}');
    expect(screen.getByText(M.scanner.invalid)).toBeInTheDocument();
    expect(onCode).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    expect(screen.queryByText(M.scanner.invalid)).not.toBeInTheDocument();
  });

  test('as teclas de outro campo ou de um diálogo não vão para o campo', async () => {
    render(
      <>
        <CodeScanField onCode={vi.fn()} />
        <input aria-label="Outro campo" />
        <div role="dialog" aria-label="Fluxo">
          <button type="button">Dentro do diálogo</button>
        </div>
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Outro campo' }), '71');
    expect(screen.getByRole('textbox', { name: 'Outro campo' })).toHaveValue('71');
    const inside = screen.getByRole('button', { name: 'Dentro do diálogo' });
    inside.focus();
    fireEvent.keyDown(inside, { key: '7' });
    expect(field()).toHaveValue('');
    expect(inside).toHaveFocus();
  });
});
