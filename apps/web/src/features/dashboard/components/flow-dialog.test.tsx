import { lazy, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFlowDirty } from '../../../components/flow/flow-guard';
import type { FlowProps } from '../../../types/flow';
import { FlowDialog } from './flow-dialog';

/** A flow with one field: what it holds is unsaved input. */
const NoteFlow = ({ onClose }: FlowProps) => {
  const [note, setNote] = useState('');
  useFlowDirty(note !== '');
  return (
    <div>
      <label>
        Observação
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button onClick={onClose}>Fechar</button>
    </div>
  );
};
const Flow = lazy(async () => ({ default: NoteFlow }));

const setup = () => {
  const onClose = vi.fn();
  render(<FlowDialog title="Correspondência e Entregas" Flow={Flow} onClose={onClose} />);
  return onClose;
};
const DISCARD = 'Deseja descartar as informações preenchidas?';

describe('diálogo das áreas: nenhum trabalho perdido por um clique', () => {
  test('sem nada preenchido, Esc e Fechar fecham na hora', async () => {
    const onClose = setup();
    await screen.findByLabelText('Observação');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('um clique fora nunca fecha, nem com o formulário vazio', async () => {
    const onClose = setup();
    await userEvent.type(await screen.findByLabelText('Observação'), 'Caixa grande');
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Observação')).toHaveValue('Caixa grande');
  });

  test('com algo preenchido, Esc pergunta: Cancelar mantém o que foi digitado, Descartar fecha', async () => {
    const onClose = setup();
    await userEvent.type(await screen.findByLabelText('Observação'), 'Caixa grande');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: DISCARD })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Observação')).toHaveValue('Caixa grande');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
