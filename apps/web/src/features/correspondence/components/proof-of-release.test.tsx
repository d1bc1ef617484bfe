import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import {
  correspondenciaPageSchema,
  retiradaResponseSchema,
  unitResidentsResponseSchema,
} from '@portaria/shared/correspondence/correspondence.schemas';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { contractBody, mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { EMPTY_PROOF, type ProofDraft } from '../api/upload-proof';
import { ProofOfRelease } from './proof-of-release';
import { ReleaseByCodeFlow } from './release-by-code-flow';
import { ReleaseFlow } from './release-flow';

// jsdom has no canvas: a stand-in pad whose strokes the test makes (the real one is drawn in the browser journey).
const pads: { fire: () => void; cleared: number }[] = [];
vi.mock('signature_pad', () => ({
  default: class {
    private listeners: (() => void)[] = [];
    private drawn = false;
    readonly state = {
      fire: () => {
        this.drawn = true;
        this.listeners.forEach((listener) => listener());
      },
      cleared: 0,
    };
    constructor() {
      pads.push(this.state);
    }
    addEventListener(_name: string, listener: () => void) {
      this.listeners.push(listener);
    }
    removeEventListener() {}
    off() {}
    isEmpty() {
      return !this.drawn;
    }
    clear() {
      this.drawn = false;
      this.state.cleared += 1;
    }
    fromDataURL() {
      return Promise.resolve();
    }
  },
}));

const HASH_SIGNATURE = 'a'.repeat(32);

beforeEach(() => {
  pads.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob(['png'], { type: 'image/png' })),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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

const CONDO: Condominium = {
  idCondo: 1002,
  referencia: 7310,
  nome: 'Edifício Solar do Atlântico',
  nomeFantasia: 'Solar',
  tem_biometria: false,
  blocos: [
    {
      idBloco: 9,
      nome: 'Torre Única',
      quantidadeUnidades: 1,
      unidades: [{ idUnidade: 501, nome: '101', pessoas: [] }],
    },
  ],
};

const parcel = (over: Partial<Correspondencia>): Correspondencia => ({
  id: 12,
  dataChegada: '2026-11-20T13:05:00.000Z',
  categoria: 'PACOTE',
  tamanho: 'MEDIO',
  descricao: 'Relógio',
  destinatario: 'Ana Souza',
  codigoRastreio: null,
  observacao: null,
  prateleira: null,
  foto: null,
  unidade: { idUnidade: 501, nome: '101', nmBloco: 'Torre Única' },
  status: 'PENDENTE',
  dataRetirada: null,
  moradorRetirada: null,
  nomeMoradorNaoCadastro: null,
  ...over,
});

const RESIDENTS = contractBody(unitResidentsResponseSchema, {
  data: [
    {
      morador: { idMorador: 77, nome: 'Bruno Lima', cpf: '39053344705', cadastrado: true },
      unidade: { idUnidade: 501, nome: '101', nmBloco: 'Torre Única' },
      tipoAcesso: 'morar.morador',
    },
  ],
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
    'POST /api/correspondencia/retirada': (_url, init) => {
      released.push(JSON.parse(String(init.body)));
      return { body: contractBody(retiradaResponseSchema, { data: [] }) };
    },
  });
  renderWithProviders(<ReleaseFlow condominium={CONDO} onExit={vi.fn()} />);
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
      'GET /api/lelloutil/api/aws/presigned-url/put': {
        body: { url: `/api/arquivos/upload/${HASH_SIGNATURE}?e=1`, fileName: HASH_SIGNATURE, expiresIn: 900 },
      },
      [`PUT /api/arquivos/upload/${HASH_SIGNATURE}`]: {
        body: { fileName: HASH_SIGNATURE, contentType: 'image/png', tamanho: 3 },
      },
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
