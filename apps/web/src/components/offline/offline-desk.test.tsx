import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { OFFLINE_MESSAGES as M } from '@portaria/shared/common/offline.messages';
import { reloadWrites, resetOfflineStateForTests, startOfflineSync, syncNow } from '../../lib/offline/offline-store';
import { enqueueWrite, listWrites, resetWriteQueueForTests, type NewWrite } from '../../lib/offline/write-queue';
import { mockFetch, renderWithProviders, signInForTest } from '../../test/test-utils';
import { OfflineBanner } from './offline-banner';
import { OfflineDesk } from './offline-desk';

const CARLOS_4521 = '1:1001';

const entry = (key: string, nome: string, owner = CARLOS_4521): NewWrite => ({
  key,
  owner,
  kind: 'entrada',
  momento: '2026-11-30T12:15:00.000Z',
  label: `Entrada de ${nome}`,
  request: {
    method: 'POST',
    path: '/controleacesso/logentrada',
    body: { tipo: 'ENTRADA', idVisitanteUnidade: 7, idAutorizacao: 3 },
  },
  meta: { idVisitanteUnidade: 7, idAutorizacao: 3, tipo: 'ENTRADA' },
});

let isOnline = true;
let stop: (() => void) | null = null;
const goOffline = () => {
  isOnline = false;
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  isOnline = true;
  window.dispatchEvent(new Event('online'));
};

beforeEach(async () => {
  await resetWriteQueueForTests();
  globalThis.indexedDB = new IDBFactory();
  isOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
  signInForTest();
});

afterEach(async () => {
  stop?.();
  stop = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetOfflineStateForTests();
  await resetWriteQueueForTests();
});

const LOGGED = { idLogEntrada: 40, tipo: 'ENTRADA', data: '2026-11-30T09:15:00' };

describe('faixa de sincronização da portaria', () => {
  test('sem conexão mostra quantos registros aguardam envio, e ao voltar a rede envia e some', async () => {
    const sent: string[] = [];
    mockFetch({
      'POST /api/controleacesso/logentrada': (_url, init) => {
        sent.push((init.headers as Record<string, string>)['Idempotency-Key']!);
        return { body: LOGGED };
      },
    });
    stop = startOfflineSync();
    renderWithProviders(<OfflineBanner onOpenPendencies={() => undefined} />);
    act(goOffline);
    expect(await screen.findByText('Sem conexão — 0 registros aguardando envio')).toBeVisible();
    await enqueueWrite(entry('k-1', 'Ana Souza'));
    await enqueueWrite(entry('k-2', 'Bruno Lima'));
    // Another person's queue on the same PC is not counted.
    await enqueueWrite(entry('k-3', 'Outro', '2:1001'));
    await act(reloadWrites);
    expect(screen.getByText('Sem conexão — 2 registros aguardando envio')).toBeVisible();
    await act(async () => {
      goOnline();
      await syncNow();
    });
    expect(sent).toEqual(['k-1', 'k-2']);
    expect(screen.queryByText(/aguardando envio/)).not.toBeInTheDocument();
    expect((await listWrites('2:1001')).map((w) => w.key)).toEqual(['k-3']);
  });

  test('enquanto envia mostra "Enviando N registros…"', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await answered;
        return new Response(JSON.stringify(LOGGED), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await enqueueWrite(entry('k-1', 'Ana Souza'));
    await enqueueWrite(entry('k-2', 'Bruno Lima'));
    renderWithProviders(<OfflineBanner onOpenPendencies={() => undefined} />);
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = syncNow();
    });
    expect(await screen.findByText('Enviando 2 registros…')).toBeVisible();
    await act(async () => {
      release();
      await sending;
    });
    expect(screen.queryByText(/Enviando/)).not.toBeInTheDocument();
  });
});

describe('Pendências de sincronização', () => {
  test('lista o que o servidor recusou com o motivo; reenviar corrige, descartar remove', async () => {
    const user = userEvent.setup();
    let isRefusing = true;
    mockFetch({
      'POST /api/controleacesso/logentrada': () =>
        isRefusing
          ? { status: 409, body: { message: 'Este visitante já está dentro desde 08:10.' } }
          : { body: LOGGED },
    });
    await enqueueWrite(entry('k-1', 'Ana Souza'));
    await enqueueWrite(entry('k-2', 'Bruno Lima'));
    await act(syncNow);
    renderWithProviders(<OfflineDesk />);
    expect(await screen.findByText('2 registros não aceitos pelo servidor')).toBeVisible();
    await user.click(screen.getByRole('button', { name: M.pendenciesOpen }));
    const dialog = screen.getByRole('dialog', { name: M.pendenciesTitle });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Entrada de Ana Souza');
    expect(items[0]).toHaveTextContent('Motivo: Este visitante já está dentro desde 08:10.');

    await user.click(within(items[1]!).getByRole('button', { name: M.discard }));
    const confirm = await screen.findByRole('dialog', { name: M.discard });
    await user.click(within(confirm).getByRole('button', { name: M.discard }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(1);

    isRefusing = false;
    await user.click(within(dialog).getByRole('button', { name: M.resend }));
    expect(await within(dialog).findByText(M.pendenciesEmpty)).toBeVisible();
    await waitFor(async () => expect(await listWrites(CARLOS_4521)).toEqual([]));
  });

  test('corrige o texto digitado de um registro recusado (destinatário, descrição vazia) e reenvia o corrigido', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockFetch({
      'POST /api/correspondencia/entrada': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { destinatario: string };
        sent.push(body);
        return body.destinatario === 'Ana Paula Souza'
          ? { status: 201, body: { id: 90 } }
          : { status: 422, body: { message: 'Destinatário não encontrado na unidade.' } };
      },
    });
    await enqueueWrite({
      key: 'k-p',
      owner: CARLOS_4521,
      kind: 'correspondencia',
      momento: '2026-11-30T12:20:00.000Z',
      label: 'Correspondência para Ana Pala Souza (A 101)',
      request: {
        method: 'POST',
        path: '/correspondencia/entrada',
        body: { idUnidade: 5, destinatario: 'Ana Pala Souza', descricao: 'Caixa', codigoRastreio: null, foto: null },
      },
      meta: {},
    } as NewWrite);
    await act(syncNow);
    renderWithProviders(<OfflineDesk />);
    await user.click(await screen.findByRole('button', { name: M.pendenciesOpen }));
    const dialog = screen.getByRole('dialog', { name: M.pendenciesTitle });
    const recipient = within(dialog).getByRole('textbox', { name: M.fields.destinatario });
    expect(recipient).toHaveValue('Ana Pala Souza');
    expect(within(dialog).getByRole('textbox', { name: M.fields.codigoRastreio })).toHaveValue('');
    // Only the typed text is offered: ids and the photo are not fields here.
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(3);
    await user.clear(recipient);
    await user.type(recipient, 'Ana Paula Souza ');
    await user.clear(within(dialog).getByRole('textbox', { name: M.fields.descricao }));
    await user.click(within(dialog).getByRole('button', { name: M.resend }));
    expect(await within(dialog).findByText(M.pendenciesEmpty)).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      idUnidade: 5,
      destinatario: 'Ana Paula Souza',
      descricao: '',
      codigoRastreio: null,
      foto: null,
    });
  });
});
