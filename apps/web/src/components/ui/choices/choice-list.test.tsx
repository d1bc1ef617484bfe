import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ChoiceList } from './choice-list';

const documents = [
  { id: 'CONVENCAO', label: 'Estatuto/Convenção' },
  { id: 'REGULAMENTO', label: 'Regulamento Interno' },
];

describe('ChoiceList', () => {
  test('lista as opções como grupo de escolha única e avisa a escolhida', async () => {
    const onChange = vi.fn();
    render(<ChoiceList title="Selecione o documento:" items={documents} value="CONVENCAO" onChange={onChange} />);

    const group = screen.getByRole('radiogroup', { name: 'Selecione o documento:' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Estatuto/Convenção' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Regulamento Interno' })).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(screen.getByRole('radio', { name: 'Regulamento Interno' }));
    expect(onChange).toHaveBeenCalledWith('REGULAMENTO');
  });

  test('as setas do teclado passam o foco entre as opções', async () => {
    render(<ChoiceList title="Selecione o documento:" items={documents} value={null} onChange={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Estatuto/Convenção' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Regulamento Interno' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Estatuto/Convenção' })).toHaveFocus();
  });

  test('opção desabilitada não pode ser escolhida', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceList
        title="Selecione para quem deseja enviar:"
        items={[{ id: 1, label: 'Ana (sem e-mail)', isDisabled: true }]}
        value={null}
        onChange={onChange}
      />,
    );
    const option = screen.getByRole('radio', { name: 'Ana (sem e-mail)' });
    expect(option).toBeDisabled();
    await userEvent.click(option).catch(() => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('sem opções mostra o texto de vazio', () => {
    render(
      <ChoiceList
        title="Selecione o morador:"
        items={[]}
        value={null}
        onChange={vi.fn()}
        emptyText="Nenhum morador encontrado"
      />,
    );
    expect(screen.getByText('Nenhum morador encontrado')).toBeInTheDocument();
  });

  test('nome guardado com marcação aparece como texto, nunca como HTML', () => {
    const stored = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { container } = render(
      <ChoiceList
        title="Selecione quem está retirando:"
        items={[{ id: 1, label: stored, description: '=HYPERLINK("http://x","y")' }]}
        value={null}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText(stored)).toBeInTheDocument();
    expect(screen.getByText('=HYPERLINK("http://x","y")')).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
  });
});
