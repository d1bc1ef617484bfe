import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { pads, useFakeCanvas } from '../../../test/fake-signature-pad';
import { renderWithProviders } from '../../../test/test-utils';
import { EMPTY_PROOF, type ProofDraft } from '../api/upload-proof';
import { ProofOfRelease } from './proof-of-release';

vi.mock('signature_pad', () => import('../../../test/fake-signature-pad'));
useFakeCanvas();

const Harness = ({ isRequired, onDraft }: { isRequired: boolean; onDraft: (draft: ProofDraft) => void }) => {
  const [draft, setDraft] = useState<ProofDraft>(EMPTY_PROOF);
  return (
    <ProofOfRelease
      isRequired={isRequired}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        onDraft(next);
      }}
    />
  );
};

describe('comprovante de retirada na tela', () => {
  test('sem exigência, fica atrás de um botão; a assinatura vira PNG e "Limpar assinatura" a tira', async () => {
    const user = userEvent.setup();
    const onDraft = vi.fn();
    renderWithProviders(<Harness isRequired={false} onDraft={onDraft} />);
    expect(screen.queryByRole('img', { name: M.signaturePad })).toBeNull();
    await user.click(screen.getByRole('button', { name: M.proofAdd }));
    expect(screen.getByRole('img', { name: M.signaturePad })).toBeInTheDocument();
    const clear = screen.getByRole('button', { name: M.signatureClear });
    expect(clear).toBeDisabled();
    pads[0]!.fire();
    await waitFor(() => expect(onDraft).toHaveBeenLastCalledWith({ signature: expect.any(Blob), photo: null }));
    expect(onDraft.mock.lastCall?.[0].signature.type).toBe('image/png');
    expect(await screen.findByText(M.signatureDone)).toBeInTheDocument();
    await user.click(clear);
    expect(onDraft).toHaveBeenLastCalledWith({ signature: null, photo: null });
    expect(pads[0]!.cleared).toBe(1);
  });

  test('exigido, aparece aberto com o aviso e a foto de quem retira', () => {
    renderWithProviders(<Harness isRequired onDraft={vi.fn()} />);
    expect(screen.getByText(M.proofRequired)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: M.signaturePad })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.proofTakePhoto })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.proofAdd })).toBeNull();
  });
});
