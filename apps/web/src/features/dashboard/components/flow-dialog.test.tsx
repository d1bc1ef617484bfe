import { lazy, useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFlowDirty, useFlowDiscard } from '../../../components/flow/flow-guard';
import type { FlowProps } from '../../../types/flow';
import { useBackGuard } from '../../../lib/back-guard';
import { FlowDialog } from './flow-dialog';

/** A flow with one field: what it holds is unsaved input. */
const discarded = vi.fn();
const NoteFlow = ({ onClose }: FlowProps) => {
  const [note, setNote] = useState('');
  useFlowDirty(note !== '');
  useFlowDiscard(discarded);
  return (
    <div>
      <label>
        Observação
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button onClick={onClose}>Concluir</button>
    </div>
  );
};
const Flow = lazy(async () => ({ default: NoteFlow }));

/** The dashboard keeps the browser's Back inside the app (issue 28 §6). */
const Page = ({ onClose }: { onClose: () => void }) => {
  useBackGuard();
  return <FlowDialog title="Correspondência e Entregas" Flow={Flow} onClose={onClose} />;
};

const setup = () => {
  const onClose = vi.fn();
  render(<Page onClose={onClose} />);
  return onClose;
};

/** What the browser does on Back: the entry below the page's own, then popstate. */
const pressBrowserBack = () => {
  window.history.replaceState(null, '');
  window.dispatchEvent(new PopStateEvent('popstate'));
};

beforeEach(() => discarded.mockClear());
const DISCARD = 'Deseja descartar as informações preenchidas?';

describe('diálogo das áreas: nenhum trabalho perdido por um clique', () => {
  test('sem nada preenchido, Esc, o X (Fechar), um clique fora e o botão do fluxo fecham na hora', async () => {
    const onClose = setup();
    await screen.findByLabelText('Observação');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  test('com algo preenchido, um clique fora pergunta antes; Cancelar mantém o que foi digitado', async () => {
    const onClose = setup();
    await userEvent.type(await screen.findByLabelText('Observação'), 'Caixa grande');
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(await screen.findByRole('dialog', { name: DISCARD })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD })).not.toBeInTheDocument());
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
    expect(discarded).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // 'Descartar' also forgets the flow's drafts.
    expect(discarded).toHaveBeenCalledTimes(1);
  });

  test('o Voltar do navegador fecha o diálogo vazio, e com algo preenchido pergunta antes', async () => {
    const onClose = setup();
    await screen.findByLabelText('Observação');
    pressBrowserBack();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Observação'), 'Caixa');
    pressBrowserBack();
    expect(await screen.findByRole('dialog', { name: DISCARD })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.history.state).toMatchObject({ portariaBackGuard: true });
  });
});
