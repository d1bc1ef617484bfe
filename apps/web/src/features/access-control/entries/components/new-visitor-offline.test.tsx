import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@portaria/shared/common/day';
import { VISITOR_MESSAGES as VM } from '@portaria/shared/access-control/visitors.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { OFFLINE_MESSAGES as O } from '@portaria/shared/common/offline.messages';
import { resetOfflineStateForTests, syncNow } from '../../../../lib/offline/offline-store';
import { listWrites, resetWriteQueueForTests } from '../../../../lib/offline/write-queue';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { ONE_BLOCK, page } from '../../visitors/test-fixtures';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';
import { EntriesScreen } from './entries-screen';

vi.setConfig({ testTimeout: 60_000 });

const TODAY = todayIn(new Date());
const SAVED = { idVisitante: 70, idVisitanteUnidade: 71, idAutorizacao: 72 };
const CARLOS_4521 = '1:1001';
type Call = { path: string; query: URLSearchParams; headers: Record<string, string>; body: unknown };

let isOnline = false;
beforeEach(async () => {
  await resetWriteQueueForTests();
  globalThis.indexedDB = new IDBFactory();
  isOnline = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetOfflineStateForTests();
  await resetWriteQueueForTests();
});

const start = () => {
  signInForTest();
  const posts: Call[] = [];
  const record = (url: URL, init: RequestInit) =>
    posts.push({
      path: url.pathname,
      query: url.searchParams,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
  mockFetch({
    'GET /api/controleacesso/autorizarconvidado/logentrada': { body: page([]) },
    'GET /api/controleacesso/autorizarconvidado/logentrada/abertas': { body: page([]) },
    'GET /api/controleacesso/visitanteunidade': { body: page([]) },
    'GET /api/controleacesso/visitanteunidade/documento': { body: { idVisitanteUnidade: null, idVisitante: null } },
    'POST /api/controleacesso/visitantecomautorizacao': (url, init) => {
      record(url, init);
      return { status: 201, body: SAVED };
    },
    'POST /api/controleacesso/entradaesaida/automatico': (url, init) => {
      record(url, init);
      return { status: 201, body: { idLogEntrada: 9, tipo: 'ENTRADA', data: `${TODAY}T10:00:00` } };
    },
    'POST /api/controleacesso/logentrada': (url, init) => {
      record(url, init);
      return { status: 200, body: { idLogEntrada: 9, tipo: 'SAIDA', data: `${TODAY}T10:05:00` } };
    },
  });
  renderWithProviders(<EntriesScreen condominium={ONE_BLOCK} onBack={vi.fn()} />);
  return { posts, user: userEvent.setup() };
};

/** 'Informar novo visitante' → a visitor of A 102 who calls at the gate (Interfonar), confirmed. */
const registerNewVisitor = async (user: ReturnType<typeof userEvent.setup>, nome: string) => {
  await user.click(await screen.findByRole('button', { name: E.informNewVisitor }));
  await user.click(await screen.findByRole('button', { name: E.quickPickerAdd }));
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${V.type}`) }));
  await user.click(screen.getByRole('option', { name: V.visitanteTipo.VISITANTE }));
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${V.unit}`) }));
  await user.click(screen.getByRole('option', { name: '102' }));
  await user.click(screen.getByRole('button', { name: V.next }));
  const form = screen.getByRole('form', { name: VM.newVisitorTitle });
  await user.type(within(form).getByLabelText(/^Nome/), nome);
  await user.type(within(form).getByLabelText(/^CPF/), '52998224725');
  await user.click(within(form).getByRole('radio', { name: V.intercom }));
  await user.click(within(form).getByRole('button', { name: V.next }));
  const confirm = screen.getByRole('dialog', { name: V.confirmTitle });
  await user.click(within(confirm).getByRole('button', { name: V.confirmSubmit }));
};

describe('novo visitante sem conexão (issue 35)', () => {
  test('fica na fila com a sua entrada, aparece já na lista de hoje com Aguardando envio, a saída também é registrada sem conexão e, com a rede, vai uma vez: cadastro, entrada e saída, com o horário da portaria', async () => {
    const { posts, user } = start();
    await screen.findByText(E.empty);
    await registerNewVisitor(user, 'Norberto Novo');
    const saved = await screen.findByRole('dialog', { name: O.savedOffline });
    expect(saved).toHaveTextContent(O.savedOfflineDetail);
    await user.click(within(saved).getByRole('button', { name: MESSAGES.close }));

    // Nothing went to the server; the visitor is on today's list at once, the entry waiting, the exit offered.
    expect(posts).toEqual([]);
    const item = await screen.findByRole('listitem', { name: 'Norberto Novo' });
    expect(within(item).getByText(O.pendingMark)).toBeVisible();
    expect(within(item).getByText(/Bloco A \| 102/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: E.registerEntry })).not.toBeInTheDocument();
    // He leaves before the network returns: the exit waits too, after his registration.
    await user.click(within(item).getByRole('button', { name: E.registerExit }));
    const confirmExit = await screen.findByRole('dialog', { name: E.registerExit });
    await user.click(within(confirmExit).getByRole('button', { name: E.confirm }));
    const exitSaved = await screen.findByRole('dialog', { name: O.savedOffline });
    await user.click(within(exitSaved).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(within(item).getAllByText(O.pendingMark)).toHaveLength(2));
    expect(within(item).queryByRole('button', { name: E.registerExit })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    const [write, exit] = await listWrites(CARLOS_4521);
    expect(exit).toMatchObject({
      kind: 'saida',
      label: 'Saída de Norberto Novo',
      request: { after: { key: write!.key, label: 'Cadastro e entrada de Norberto Novo' } },
    });
    expect(write).toMatchObject({
      kind: 'visitante',
      label: 'Cadastro e entrada de Norberto Novo',
      request: { method: 'POST', path: '/controleacesso/visitantecomautorizacao' },
      then: { method: 'POST', path: '/controleacesso/entradaesaida/automatico' },
      meta: { nome: 'Norberto Novo', idUnidade: 12, nmUnidade: '102', dia: TODAY, tipoAutorizacao: 'INTERFONAR' },
    });
    expect(write!.then!.key).not.toBe(write!.key);

    // The network returns: the registration, then the entry with the id it answered, then the exit of that visit,
    // each with its key and its moment.
    isOnline = true;
    await syncNow();
    expect(posts.map((p) => p.path)).toEqual([
      '/api/controleacesso/visitantecomautorizacao',
      '/api/controleacesso/entradaesaida/automatico',
      '/api/controleacesso/logentrada',
    ]);
    expect(posts[2]!.body).toMatchObject({ tipo: 'SAIDA', idVisitanteUnidade: 71, idLogEntrada: 9 });
    expect(posts[2]!.headers).toMatchObject({ 'Idempotency-Key': exit!.key, momento: exit!.momento });
    expect(exit!.momento >= write!.momento).toBe(true);
    expect(posts[0]!.body).toMatchObject({ visitanteUnidade: { visitante: { nome: 'Norberto Novo' } } });
    expect(posts[0]!.headers).toMatchObject({ 'Idempotency-Key': write!.key, momento: write!.momento });
    expect(posts[1]!.query.get('idVisitanteUnidade')).toBe('71');
    expect(posts[1]!.headers).toMatchObject({ 'Idempotency-Key': write!.then!.key, momento: write!.momento });
    expect(await listWrites(CARLOS_4521)).toEqual([]);
    // Sent, it is no longer the desk's own card: the list reads the server's.
    await waitFor(() => expect(screen.queryByText(O.pendingMark)).not.toBeInTheDocument());
  });

  test('com a rede, vai na hora, sem momento (o relógio do servidor), e o sucesso é o de sempre', async () => {
    isOnline = true;
    const { posts, user } = start();
    await screen.findByText(E.empty);
    await registerNewVisitor(user, 'Vivian Ao Vivo');
    expect(await screen.findByRole('dialog', { name: E.entrySuccess })).toBeInTheDocument();
    expect(posts.map((p) => p.path)).toEqual([
      '/api/controleacesso/visitantecomautorizacao',
      '/api/controleacesso/entradaesaida/automatico',
    ]);
    expect(posts[1]!.query.get('idVisitanteUnidade')).toBe('71');
    expect(posts.every((p) => p.headers['Idempotency-Key'] && !('momento' in p.headers))).toBe(true);
    expect(await listWrites(CARLOS_4521)).toEqual([]);
  });
});
