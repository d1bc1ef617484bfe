import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@portaria/shared/common/day';
import { VISITOR_MESSAGES as VM } from '@portaria/shared/access-control/visitors.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { resetOfflineStateForTests, syncNow } from '../../../../lib/offline/offline-store';
import { resetWriteQueueForTests } from '../../../../lib/offline/write-queue';
import { FlowScopeProvider } from '../../../../components/flow/flow-scope';
import { expectRefetched, mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { visitorKeys } from '../../visitors/api/visitor-keys';
import { ONE_BLOCK, card, page } from '../../visitors/test-fixtures';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';
import { NO_ENTRY_FILTERS } from '../api/entry-filters';
import { EntriesScreen } from './entries-screen';

afterEach(async () => {
  vi.unstubAllGlobals();
  resetOfflineStateForTests();
  await resetWriteQueueForTests();
});

const TODAY = todayIn(new Date());
const LOGGED = { idLogEntrada: 9, tipo: 'ENTRADA', data: `${TODAY}T10:00:00` };

type Answer = () => { status?: number; body?: unknown };

const serve = (cards: ReturnType<typeof card>[], register: Answer) => {
  signInForTest();
  return mockFetch({
    'GET /api/controleacesso/autorizarconvidado/logentrada': (url) => ({
      body: page(url.searchParams.get('dataReferencia') === TODAY ? cards : []),
    }),
    'POST /api/controleacesso/logentrada': register,
    'GET /api/controleacesso/autorizarconvidado/logentrada/abertas': { body: page([]) },
    'GET /api/controleacesso/visitanteunidade': { body: page([]) },
  });
};

const start = (cards: ReturnType<typeof card>[], register: Answer) => {
  const fetch = serve(cards, register);
  const rendered = renderWithProviders(<EntriesScreen condominium={ONE_BLOCK} onBack={vi.fn()} />);
  return { fetch, user: userEvent.setup(), ...rendered };
};

/** The screen as the access-control flow shows it: inside the open flow's scope, which a page refresh keeps. */
const inFlow = () => (
  <FlowScopeProvider name="accessControl">
    <EntriesScreen condominium={ONE_BLOCK} onBack={vi.fn()} />
  </FlowScopeProvider>
);

describe('registro de entradas e saídas', () => {
  test('cartões: entrada até registrar, saída só depois da entrada; o dia nunca passa de hoje', async () => {
    const { user, fetch } = start(
      [
        card({ nmVisitante: 'Ana Sem Entrada' }),
        card({ nmVisitante: 'Bruno Dentro', idVisitanteUnidade: 502, idLogEntrada: 3, dtEntrada: `${TODAY}T09:15:00` }),
        card({
          nmVisitante: 'Carla Saiu',
          idVisitanteUnidade: 503,
          idLogEntrada: 4,
          dtEntrada: `${TODAY}T08:00:00`,
          dtSaida: `${TODAY}T09:00:00`,
        }),
      ],
      () => ({ body: LOGGED }),
    );
    const ana = await screen.findByRole('listitem', { name: 'Ana Sem Entrada' });
    expect(within(ana).getByRole('button', { name: E.registerEntry })).toBeEnabled();
    expect(within(ana).queryByRole('button', { name: E.registerExit })).not.toBeInTheDocument();
    const bruno = screen.getByRole('listitem', { name: 'Bruno Dentro' });
    expect(within(bruno).getByText(`${E.entryRegistered} 09:15`)).toBeInTheDocument();
    expect(within(bruno).getByRole('button', { name: E.registerExit })).toBeEnabled();
    const carla = screen.getByRole('listitem', { name: 'Carla Saiu' });
    expect(within(carla).getByText(`${E.exitRegistered} 09:00`)).toBeInTheDocument();
    expect(within(carla).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo dia' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(await screen.findByText(E.empty)).toBeInTheDocument();
    const days = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('dataReferencia'));
    expect(days.at(-1)).not.toBe(TODAY);
  });

  test('confirmação antes da entrada com o AVISO do spec; o corpo leva o agendamento e a lista é lida de novo', async () => {
    const { user, fetch, queryClient } = start([card({})], () => ({ body: LOGGED }));
    await user.click(await screen.findByRole('button', { name: E.registerEntry }));
    const confirm = screen.getByRole('dialog', { name: E.registerEntry });
    expect(confirm).toHaveTextContent('Confirmar a entrada de Hélène Dubois?');
    // Enabled once the desk knows she is not inside already.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: E.confirm })).toBeEnabled());
    // Spec 01 §2's warning banner on the confirmation of a timed desk action (issue 28 §17).
    expect(within(confirm).getByRole('note')).toHaveTextContent(MESSAGES.warningBanner);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    const changedAt = Date.now();
    await user.click(within(confirm).getByRole('button', { name: E.confirm }));
    expect(await screen.findByRole('dialog', { name: E.entrySuccess })).toBeInTheDocument();
    const body = JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body));
    expect(body).toMatchObject({ tipo: 'ENTRADA', idAutorizacao: 701, idVisitanteUnidade: 501 });
    expect(body.data).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    await expectRefetched(queryClient, visitorKeys.of('entries', TODAY, NO_ENTRY_FILTERS), changedAt);
  });

  const confirmEntry = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: E.registerEntry }));
    const confirm = screen.getByRole('dialog', { name: E.registerEntry });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: E.confirm })).toBeEnabled());
    await user.click(within(confirm).getByRole('button', { name: E.confirm }));
    return screen.findByRole('dialog', { name: E.requestFailedTitle });
  };

  test('recusa (409): Falha na solicitação com o motivo do servidor e só OK, sem Tentar novamente (decisão 104)', async () => {
    let calls = 0;
    const { user } = start(
      [card({})],
      () => (++calls, { status: 409, body: { message: 'A entrada desta visita já foi registrada.' } }),
    );
    const failed = await confirmEntry(user);
    expect(failed).toHaveTextContent(E.requestFailedText);
    expect(failed).toHaveTextContent('A entrada desta visita já foi registrada.');
    expect(within(failed).queryByRole('button', { name: E.retry })).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: E.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: E.requestFailedTitle })).not.toBeInTheDocument());
    expect(calls).toBe(1);
  });

  test('falha que pode passar (503): Falha na solicitação; Tentar novamente envia de novo', async () => {
    let calls = 0;
    const { user } = start([card({})], () =>
      ++calls === 1 ? { status: 503, body: { message: 'Serviço indisponível.' } } : { body: LOGGED },
    );
    const failed = await confirmEntry(user);
    expect(failed).toHaveTextContent(E.requestFailedText);
    // A 5xx is the server's problem: its text is not the desk's business.
    expect(failed).not.toHaveTextContent('Serviço indisponível.');
    await user.click(within(failed).getByRole('button', { name: E.retry }));
    expect(await screen.findByRole('dialog', { name: E.entrySuccess })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  test('sem resposta do servidor (rede): a entrada fica guardada com a mesma chave, Aguardando envio, e vai quando a rede volta', async () => {
    await resetWriteQueueForTests();
    globalThis.indexedDB = new IDBFactory();
    const { user, fetch } = start([card({})], () => ({ body: LOGGED }));
    const answer = fetch.getMockImplementation()!;
    let isOffline = true;
    fetch.mockImplementation(async (url, init) => {
      if (init?.method === 'POST' && isOffline) throw new TypeError('Failed to fetch');
      return answer(url, init);
    });
    await user.click(await screen.findByRole('button', { name: E.registerEntry }));
    const confirm = screen.getByRole('dialog', { name: E.registerEntry });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: E.confirm })).toBeEnabled());
    await user.click(within(confirm).getByRole('button', { name: E.confirm }));
    const saved = await screen.findByRole('dialog', { name: OFFLINE_MESSAGES.savedOffline });
    await user.click(within(saved).getByRole('button', { name: MESSAGES.close }));
    // The card shows the entry waiting, and offers the exit at once.
    const item = await screen.findByRole('listitem', { name: 'Hélène Dubois' });
    expect(within(item).getByText(OFFLINE_MESSAGES.pendingMark)).toBeVisible();
    expect(within(item).getByRole('button', { name: E.registerExit })).toBeEnabled();
    isOffline = false;
    await syncNow();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(2);
    const keyOf = (init?: RequestInit) => (init?.headers as Record<string, string>)['Idempotency-Key'];
    expect(keyOf(posts[1]![1])).toBe(keyOf(posts[0]![1]));
    expect((posts[1]![1]?.headers as Record<string, string>).momento).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('recarregada a página com o novo visitante pela metade, o diálogo volta aberto, preenchido, com Rascunho recuperado', async () => {
    serve([], () => ({ body: LOGGED }));
    const user = userEvent.setup();
    const first = renderWithProviders(inFlow());
    await user.click(await screen.findByRole('button', { name: E.informNewVisitor }));
    await user.click(await screen.findByRole('button', { name: E.quickPickerAdd }));
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${V.type}`) }));
    await user.click(screen.getByRole('option', { name: V.visitanteTipo.VISITANTE }));
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${V.unit}`) }));
    await user.click(screen.getByRole('option', { name: '102' }));
    await user.click(screen.getByRole('button', { name: V.next }));
    const form = screen.getByRole('form', { name: VM.newVisitorTitle });
    await user.type(within(form).getByLabelText(/^Nome/), 'Hélène Dubois');
    first.unmount();

    // The page again, as a refresh mounts it: the dialog is open on the visitor's form, filled as it was.
    const second = renderWithProviders(inFlow());
    const dialog = await screen.findByRole('dialog', { name: E.informNewVisitor });
    expect(within(dialog).getByText(MESSAGES.draftRestored)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Hélène Dubois');
    expect(within(dialog).getByText(/102/)).toBeInTheDocument();

    // Closing the dialog forgets where it was: the screen opens without it next time.
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.draftDiscard }));
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('');
    await user.click(within(dialog).getByLabelText(/^Nome/));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: E.informNewVisitor })).not.toBeInTheDocument());
    second.unmount();
    renderWithProviders(inFlow());
    expect(await screen.findByRole('button', { name: E.informNewVisitor })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: E.informNewVisitor })).not.toBeInTheDocument();
  });
});
