import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { AttachmentField } from './attachment-field';

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Anexar arquivo (jpg, png, pdf de até 10MB)', { selector: 'input' }), {
    target: { files: [file] },
  });

describe('Anexar arquivo da ocorrência', () => {
  test('aceita pdf, recusa outro tipo e arquivo acima de 10MB antes de enviar', () => {
    const onChange = vi.fn();
    render(<AttachmentField value={null} onChange={onChange} />);
    pick(new File(['%PDF-1.4'], 'laudo.pdf', { type: 'application/pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'laudo.pdf' }));
    pick(new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Formato de arquivo não suportado. Envie um arquivo jpg, png ou pdf.',
    );
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick(big);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo excede o limite de 10MB.');
  });
});

describe('foco depois de anexar (teclado)', () => {
  const Field = () => {
    const [file, setFile] = useState<File | null>(null);
    return <AttachmentField value={file} onChange={setFile} />;
  };

  test('anexado, o foco vai para Remover anexo; removido, volta para Anexar arquivo', async () => {
    render(<Field />);
    const attach = screen.getByRole('button', { name: 'Anexar arquivo (jpg, png, pdf de até 10MB)' });
    attach.focus();
    pick(new File(['%PDF-1.4'], 'laudo.pdf', { type: 'application/pdf' }));
    const remove = await screen.findByRole('button', { name: 'Remover anexo' });
    expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Anexar arquivo (jpg, png, pdf de até 10MB)' })).toHaveFocus();
  });

  test('um arquivo recusado deixa o foco no botão de anexar', () => {
    render(<Field />);
    const attach = screen.getByRole('button', { name: 'Anexar arquivo (jpg, png, pdf de até 10MB)' });
    attach.focus();
    pick(new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' }));
    expect(attach).toHaveFocus();
  });
});
