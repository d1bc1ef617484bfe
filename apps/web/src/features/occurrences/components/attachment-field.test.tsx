import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { AttachmentField } from './attachment-field';

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Anexar arquivo (jpg, png, pdf de até 10MB)', { selector: 'input' }), { target: { files: [file] } });

describe('Anexar arquivo da ocorrência', () => {
  test('aceita pdf, recusa outro tipo e arquivo acima de 10MB antes de enviar', () => {
    const onChange = vi.fn();
    render(<AttachmentField value={null} onChange={onChange} />);
    pick(new File(['%PDF-1.4'], 'laudo.pdf', { type: 'application/pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'laudo.pdf' }));
    pick(new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Formato de arquivo não suportado. Envie um arquivo jpg, png ou pdf.');
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick(big);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo excede o limite de 10MB.');
  });
});
