import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { FileViewer as Viewer } from './file-viewer';

const requested = { count: 0 };

/** The PDF reader stands in for pdf.js and counts each time the viewer loads it. */
const pdfReader = () => {
  requested.count += 1;
  return {
    default: ({ url, scale }: { url: string; scale: number }) => (
      <p>
        PDF {url} em escala {scale}
      </p>
    ),
  };
};

describe('FileViewer', () => {
  // Each test loads the viewer afresh, so whether the PDF reader was asked for does not depend on the tests before.
  let FileViewer: typeof Viewer;
  beforeEach(async () => {
    vi.resetModules();
    requested.count = 0;
    vi.doMock('./pdf-document', pdfReader);
    ({ FileViewer } = await import('./file-viewer'));
  });

  test('mostra a imagem anexada no diálogo Arquivo Anexado sem carregar o leitor de PDF', () => {
    render(<FileViewer open onClose={vi.fn()} file={{ url: 'blob:foto-1', type: 'image' }} />);

    expect(screen.getByRole('dialog', { name: 'Arquivo Anexado' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Arquivo anexado' })).toHaveAttribute('src', 'blob:foto-1');
    expect(screen.queryByRole('button', { name: 'Aumentar zoom' })).not.toBeInTheDocument();
    expect(requested.count).toBe(0);
  });

  test('só pede o leitor de PDF quando um PDF é aberto, começando em 150%', async () => {
    const { rerender } = render(<FileViewer open={false} onClose={vi.fn()} file={null} />);
    expect(requested.count).toBe(0);

    rerender(<FileViewer open onClose={vi.fn()} file={{ url: 'blob:estatuto', type: 'pdf' }} />);
    expect(await screen.findByText('PDF blob:estatuto em escala 1.5')).toBeInTheDocument();
    expect(requested.count).toBe(1);
    expect(screen.getByText('150%')).toBeInTheDocument();
  });

  test('os botões de zoom mudam a escala de 0,1 em 0,1', async () => {
    render(<FileViewer open onClose={vi.fn()} file={{ url: 'blob:regulamento', type: 'pdf' }} />);
    await screen.findByText(/PDF blob:regulamento/);

    await userEvent.click(screen.getByRole('button', { name: 'Aumentar zoom' }));
    expect(screen.getByText('PDF blob:regulamento em escala 1.6')).toBeInTheDocument();
    expect(screen.getByText('160%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    expect(screen.getByText('140%')).toBeInTheDocument();
  });

  test('Fechar chama o fechamento', async () => {
    const onClose = vi.fn();
    render(<FileViewer open onClose={onClose} file={{ url: 'blob:foto-2', type: 'image' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
