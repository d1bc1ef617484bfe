import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { expectRefetched, mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { pendingKey } from '../api/correspondence-keys';
import { RegisterFlow } from './register-flow';

const CONDO: Condominium = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  tem_biometria: true,
  blocos: [
    { idBloco: 1, nome: 'Bloco A', quantidadeUnidades: 1, unidades: [{ idUnidade: 11, nome: '101', pessoas: [] }] },
    { idBloco: 2, nome: 'Bloco B', quantidadeUnidades: 1, unidades: [{ idUnidade: 22, nome: '302', pessoas: [] }] },
  ],
};
const HASH = 'a'.repeat(32);
const EMPTY_PAGE = { data: [], meta: { page: 1, totalPages: 0, totalItems: 0 } };

type Call = { method: string; path: string; headers: Headers; body: unknown };

type Summary = { status: string | null; moradores: number; pendentes: number; falhas: number };
const sentAfterOnePoll = (call: number): Summary =>
  call === 1
    ? { status: 'NA_FILA', moradores: 0, pendentes: 2, falhas: 0 }
    : { status: 'ENVIADO', moradores: 2, pendentes: 0, falhas: 0 };

const setup = (
  entrada: (call: number) => { status: number; body: unknown },
  notices: (call: number) => Summary = sentAfterOnePoll,
) => {
  signInForTest();
  const calls: Call[] = [];
  let posts = 0;
  let polls = 0;
  const record = (url: URL, init: RequestInit) =>
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init.headers),
      body: init.body,
    });
  mockFetch({
    'GET /api/correspondencia': { body: EMPTY_PAGE },
    'GET /api/appinstalado/22': { status: 204 },
    'GET /api/correspondencia/avisos': { body: { data: [] } },
    'GET /api/correspondencia/avisos/70': () => {
      polls += 1;
      return { body: { ...notices(polls), data: [] } };
    },
    'GET /api/lelloutil/api/aws/presigned-url/put': (url, init) => {
      record(url, init);
      return { body: { url: `/api/arquivos/upload/${HASH}?expires=1&signature=x`, fileName: HASH, expiresIn: 900 } };
    },
    [`PUT /api/arquivos/upload/${HASH}`]: (url, init) => {
      record(url, init);
      return { body: { fileName: HASH, contentType: 'image/png', tamanho: 4 } };
    },
    'POST /api/correspondencia/entrada': (url, init) => {
      record(url, init);
      posts += 1;
      return entrada(posts);
    },
  });
  const { queryClient } = renderWithProviders(<RegisterFlow condominium={CONDO} onExit={vi.fn()} onClose={vi.fn()} />);
  return { calls, user: userEvent.setup(), queryClient };
};

const goToForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('radio', { name: 'Bloco B' }));
  await user.click(screen.getByRole('button', { name: 'Avançar' }));
  await user.click(screen.getByRole('radio', { name: '302' }));
  await user.click(screen.getByRole('button', { name: 'Avançar' }));
  await user.type(await screen.findByLabelText(/Destinatário/), 'Ana Souza');
  await user.click(screen.getByRole('radio', { name: 'PACOTE' }));
  await user.click(screen.getByRole('radio', { name: 'Grande' }));
  // A PNG's first bytes: the field reads them before it takes the file.
  await user.upload(
    screen.getByTestId('photo-file-input'),
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'caixa.png', { type: 'image/png' }),
  );
  await screen.findByText('Foto anexada: caixa.png');
};

const created = (notificados: number) => ({
  status: 201,
  body: {
    id: 70,
    dataChegada: '2026-11-20T13:05:00.000Z',
    categoria: 'PACOTE',
    tamanho: 'GRANDE',
    descricao: null,
    destinatario: 'Ana Souza',
    codigoRastreio: null,
    observacao: null,
    prateleira: null,
    foto: HASH,
    unidade: { idUnidade: 22, nome: '302', nmBloco: 'Bloco B' },
    status: 'PENDENTE',
    dataRetirada: null,
    moradorRetirada: null,
    nomeMoradorNaoCadastro: null,
    notificados,
    notificacoes: { email: notificados, sms: 0 },
  },
});

describe('cadastro de correspondência', () => {
  test('envia a foto pela url assinada e cadastra com o hashFoto; sucesso diz que os moradores foram avisados', async () => {
    const { calls, user, queryClient } = setup(() => created(2));
    await goToForm(user);
    expect(await screen.findByText(M.noAppWarning)).toBeInTheDocument();
    expect(screen.getByText(M.emptyList)).toBeInTheDocument();
    const registeredAt = Date.now();
    await user.click(screen.getByRole('button', { name: M.submitRegister }));
    expect(await screen.findByText(M.registerSuccess)).toBeInTheDocument();
    // "Sent" only once the queue says so: first the notice is on its way, then it has left.
    expect(screen.getByText(NM.onItsWay)).toBeInTheDocument();
    expect(
      await screen.findByText('Aviso enviado para 2 moradores da unidade (e-mail e/ou SMS).', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    // The code to write on the box, large, with the unit and the recipient, and the printable label.
    const label = screen.getByRole('region', { name: 'Etiqueta da correspondência' });
    expect(label).toHaveTextContent(/^Cód\.\d+Bloco B - 302Ana Souza/);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Imprimir etiqueta' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    // The unit's pending list is fetched again: the next form for this unit shows the new parcel.
    await expectRefetched(queryClient, pendingKey(22), registeredAt);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/lelloutil/api/aws/presigned-url/put',
      `PUT /api/arquivos/upload/${HASH}`,
      'POST /api/correspondencia/entrada',
    ]);
    expect(calls[1]?.headers.get('Content-Type')).toBe('image/png');
    expect(calls[1]?.headers.get('Authorization')).toBeNull();
    expect(calls[2]?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(String(calls[2]?.body))).toMatchObject({
      unidade: 22,
      destinatario: 'Ana Souza',
      categoria: 'PACOTE',
      tamanho: 'GRANDE',
      hashFoto: HASH,
    });

    await user.click(screen.getByRole('button', { name: M.newSameUnit }));
    expect(await screen.findByLabelText(/Destinatário/)).toHaveValue('');
    expect(screen.getByText('Bloco B · Unidade 302')).toBeInTheDocument();
  });

  test('falha no cadastro mantém os dados; a nova tentativa reusa a foto e a mesma Idempotency-Key', async () => {
    const { calls, user } = setup((n) => (n === 1 ? { status: 500, body: { message: 'Erro interno.' } } : created(0)));
    await goToForm(user);
    await user.click(screen.getByRole('button', { name: M.submitRegister }));
    expect(await screen.findByText(M.registerError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Destinatário/)).toHaveValue('Ana Souza');
    await user.click(screen.getByRole('button', { name: M.submitRegister }));
    expect(await screen.findByText(M.registerSuccess)).toBeInTheDocument();
    expect(screen.getByText(M.notifiedNobody)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers.get('Idempotency-Key')).toBe(posts[0]?.headers.get('Idempotency-Key'));
    expect(posts[1]?.body).toBe(posts[0]?.body);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  test('falha no envio da foto mostra a mensagem do spec e não cadastra', async () => {
    signInForTest();
    const spy = mockFetch({
      'GET /api/correspondencia': { body: EMPTY_PAGE },
      'GET /api/appinstalado/22': { status: 200 },
      'GET /api/lelloutil/api/aws/presigned-url/put': {
        body: { url: `/api/arquivos/upload/${HASH}?x=1`, fileName: HASH, expiresIn: 900 },
      },
      [`PUT /api/arquivos/upload/${HASH}`]: { status: 415, body: { message: M.fileTypeRejected } },
    });
    renderWithProviders(<RegisterFlow condominium={CONDO} onExit={vi.fn()} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await goToForm(user);
    await user.click(screen.getByRole('button', { name: M.submitRegister }));
    expect(await screen.findByText(M.uploadError)).toBeInTheDocument();
    await waitFor(() => expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false));
    expect(screen.queryByText(M.noAppWarning)).not.toBeInTheDocument();
  });
});
