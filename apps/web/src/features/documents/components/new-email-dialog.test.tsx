import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { NewEmailDialog } from './new-email-dialog';

describe('Informar novo e-mail para envio de documento', () => {
  test('Avançar só com um e-mail válido de até 50 caracteres, e entrega o e-mail sem espaços', () => {
    const onConfirm = vi.fn();
    render(<NewEmailDialog open onClose={vi.fn()} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Informar novo e-mail para envio de documento' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'E-MAIL' });
    const next = screen.getByRole('button', { name: 'Avançar' });
    expect(next).toBeDisabled();
    fireEvent.change(field, { target: { value: 'sem-arroba' } });
    fireEvent.blur(field);
    expect(next).toBeDisabled();
    expect(screen.getByText('O e-mail fornecido é inválido')).toBeInTheDocument();
    expect(field).toHaveAttribute('maxLength', '50');
    fireEvent.change(field, { target: { value: ' morador@exemplo.com.br ' } });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(onConfirm).toHaveBeenCalledWith('morador@exemplo.com.br');
  });
});
