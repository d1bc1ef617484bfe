import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import {
  correspondenciaPageSchema,
  retiradaResponseSchema,
} from '@portaria/shared/correspondence/correspondence.schemas';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { pads, useFakeCanvas } from '../../../test/fake-signature-pad';
import { contractBody, mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { SOLAR, TORRE_101, pendingParcel, unitResidents } from '../test-fixtures';
import { ReleaseByCodeFlow } from './release-by-code-flow';
import { ReleaseFlow } from './release-flow';

// The proof of release in the release flows (decision 131): required for a valuable parcel, or by the server's 422.
vi.mock('signature_pad', () => import('../../../test/fake-signature-pad'));
useFakeCanvas();

const HASH_SIGNATURE = 'a'.repeat(32);

const parcel = (over: Partial<Correspondencia>) =>
  pendingParcel({ id: 12, descricao: 'Relógio', unidade: TORRE_101, ...over });
const RESIDENTS = unitResidents(TORRE_101);

/** The signature's upload: a presigned url, then the PUT answering `uploads` in turn (200 once they run out). */
const signatureUpload = (uploads: number[] = [], puts: number[] = []) => ({
  'GET /api/lelloutil/api/aws/presigned-url/put': {
    body: {
      url: `/api/arquivos/upload/${HASH_SIGNATURE}?expires=1&signature=x`,
      fileName: HASH_SIGNATURE,
      expiresIn: 900,
    },
  },
  [`PUT /api/arquivos/upload/${HASH_SIGNATURE}`]: () => {
    const status = uploads[puts.length] ?? 200;
    puts.push(status);
    return { status, body: { fileName: HASH_SIGNATURE, contentType: 'image/png', tamanho: 3 } };
  },
});

/** The unit's list up to 'Finalizar Retirada', with the document checked, for parcel 12. */
const setup = (over: Partial<Correspondencia>, uploads: number[] = [200]) => {
  signInForTest({ condominiumId: 1002 });
  const released: unknown[] = [];
  const puts: number[] = [];
  mockFetch({
    'GET /api/correspondencia': {
      body: contractBody(correspondenciaPageSchema, {
        data: [parcel(over)],
        meta: { page: 1, totalPages: 1, totalItems: 1 },
      }),
    },
    'GET /api/unidades/501/moradores': { body: RESIDENTS },
    ...signatureUpload(uploads, puts),
    'POST /api/correspondencia/retirada': (_url, init) => {
      released.push(JSON.parse(String(init.body)));
      return { body: contractBody(retiradaResponseSchema, { data: [] }) };
    },
  });
  renderWithProviders(<ReleaseFlow condominium={SOLAR} onExit={vi.fn()} />);
  return { user: userEvent.setup(), released, puts };
};

const toPersonStep = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('radio', { name: '101' }));
  await user.click(screen.getByRole('button', { name: 'Avançar' }));
  await user.click(await screen.findByRole('checkbox', { name: /Cód\.12/ }));
  await user.click(screen.getByRole('button', { name: M.releaseButton }));
  await user.click(await screen.findByRole('radio', { name: /Bruno Lima/ }));
  await user.click(screen.getByRole('checkbox', { name: M.documentCheck }));
};

describe('retirada de encomenda valiosa', () => {
  test('"Finalizar Retirada" espera a assinatura; ela sobe e vai com a retirada', async () => {
    const { user, released } = setup({ valiosa: true });
    await toPersonStep(user);
    expect(screen.getByText(M.proofRequired)).toBeInTheDocument();
    const finalizar = screen.getByRole('button', { name: M.finishPickup });
    expect(finalizar).toBeDisabled();
    pads.at(-1)!.fire();
    await waitFor(() => expect(finalizar).toBeEnabled());
    await user.click(finalizar);
    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released).toEqual([
      expect.objectContaining({
        id: 12,
        documentoConferido: true,
        comprovante: { hashAssinatura: HASH_SIGNATURE, hashFoto: null },
      }),
    ]);
  });

  test('o envio da assinatura que falha mantém tudo preenchido e "Tentar novamente" conclui', async () => {
    const { user, released, puts } = setup({ valiosa: true }, [500, 200]);
    await toPersonStep(user);
    pads.at(-1)!.fire();
    const finalizar = screen.getByRole('button', { name: M.finishPickup });
    await waitFor(() => expect(finalizar).toBeEnabled());
    await user.click(finalizar);
    expect(await screen.findByText(M.proofUploadFailed)).toBeInTheDocument();
    expect(released).toEqual([]);
    expect(screen.getByRole('radio', { name: /Bruno Lima/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: M.documentCheck })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(puts).toEqual([500, 200]);
    expect(released).toHaveLength(1);
  });

  test('sem conexão, a retirada que exige comprovante não entra na fila e diz por quê', async () => {
    const { user, released } = setup({ valiosa: true });
    await toPersonStep(user);
    pads.at(-1)!.fire();
    const finalizar = screen.getByRole('button', { name: M.finishPickup });
    await waitFor(() => expect(finalizar).toBeEnabled());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(finalizar);
    expect(await screen.findByText(M.proofOfflineBlocked)).toBeInTheDocument();
    expect(released).toEqual([]);
  });

  test('uma encomenda comum sai sem comprovante, que a portaria pode juntar', async () => {
    const { user, released } = setup({});
    await toPersonStep(user);
    expect(screen.queryByText(M.proofRequired)).toBeNull();
    expect(screen.getByRole('button', { name: M.proofAdd })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.finishPickup }));
    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released[0]).not.toHaveProperty('comprovante');
  });
});

describe('retirada pelo código com comprovante', () => {
  test('o condomínio passou a exigir e a tela não sabia: o 422 abre o comprovante como exigido, e com a assinatura vai', async () => {
    signInForTest({ condominiumId: 1002 });
    const released: unknown[] = [];
    mockFetch({
      'GET /api/correspondencia/codigo/12': { body: parcel({}) },
      'GET /api/unidades/501/moradores': { body: RESIDENTS },
      ...signatureUpload(),
      'POST /api/correspondencia/retirada': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { comprovante?: unknown };
        if (!body.comprovante) return { status: 422, body: { message: M.proofRequired } };
        released.push(body);
        return { body: contractBody(retiradaResponseSchema, { data: [] }) };
      },
    });
    renderWithProviders(<ReleaseByCodeFlow onExit={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: M.typeCode }), 'Cód.12{Enter}');
    await screen.findByText('Torre Única - 101');
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('radio', { name: /Bruno Lima/ }));
    await user.click(screen.getByRole('checkbox', { name: M.documentCheck }));
    expect(screen.queryByText(M.proofRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: M.finishPickup }));
    // The refusal is shown, and the section opens as required.
    expect(await screen.findByText(M.pickupError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText(M.pickupError)).toBeNull());
    expect(await screen.findByText(M.proofRequired)).toBeInTheDocument();
    const finish = screen.getByRole('button', { name: M.finishPickup });
    expect(finish).toBeDisabled();
    pads.at(-1)!.fire();
    await waitFor(() => expect(finish).toBeEnabled());
    await user.click(finish);
    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released).toEqual([
      expect.objectContaining({ comprovante: { hashAssinatura: HASH_SIGNATURE, hashFoto: null } }),
    ]);
  });
});
