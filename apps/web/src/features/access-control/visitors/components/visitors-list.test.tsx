import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIn } from '@portaria/shared/common/day';
import { VISITOR_MESSAGES } from '@portaria/shared/access-control/visitors.messages';
import { getSession } from '../../../../lib/session';
import { isSessionExpiredOpen } from '../../../../lib/session-expired';
import { formatDay } from '../utils/visitor-text';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { TWO_BLOCKS, page, schedule, visitorRecord } from '../test-fixtures';
import { VISITOR_COPY as V } from '../visitors-copy';
import { VisitorsList } from './visitors-list';

afterEach(() => vi.unstubAllGlobals());

const START = addDays(todayIn(new Date()), 10);
const END = addDays(START, 30);
const FOREIGN = visitorRecord({
  nome: 'John Smith',
  cpf: null,
  estrangeiro: true,
  flEstrangeiro: 'S',
  tipoDocumentoEstrangeiro: 'PASSAPORTE',
  documentoEstrangeiro: 'XK1234567',
});
const RESIDENTS_OWN = {
  ...visitorRecord({ nome: 'Visita do Morador', idVisitante: 302 }, 'MORADOR'),
  idVisitanteUnidade: 502,
};

const start = (answers: { removeScheduleFailsFirst?: boolean; visitorDeleteRefused?: boolean } = {}) => {
  let scheduleDeletes = 0;
  signInForTest();
  const fetch = mockFetch({
    'GET /api/controleacesso/visitanteunidade': (url) => {
      const id = url.searchParams.get('idVisitanteUnidade');
      if (id) return { body: page([id === '502' ? RESIDENTS_OWN : FOREIGN]) };
      const search = url.searchParams.get('curinga');
      return { body: page(search === 'ninguém' ? [] : [FOREIGN, RESIDENTS_OWN]) };
    },
    'GET /api/controleacesso/autorizarconvidado/agrupada/501': {
      body: {
        ativas: [
          schedule({
            tipoAutorizacao: 'ACESSO_LIBERADO',
            inicio: START,
            fim: END,
            recorrencia: {
              tipoRecorrencia: 'DIARIO',
              intervalo: 0,
              recorrencias: [2, 4].map((v) => ({ valorRecorrencia: v, inicio: '00:00', fim: '00:00' })),
            },
          }),
        ],
        vencidas: [schedule({ id: 702, inicio: '2024-01-05', fim: '2024-01-05' })],
      },
    },
    'GET /api/controleacesso/autorizarconvidado/agrupada/502': {
      body: { ativas: [schedule({ id: 703, idVisitanteUnidade: 502, createdBy: 'MORADOR' })], vencidas: [] },
    },
    'DELETE /api/controleacesso/301': answers.visitorDeleteRefused
      ? { status: 409, body: { message: VISITOR_MESSAGES.onlyFrontDeskVisitor } }
      : { body: { success: true } },
    'PUT /api/controleacesso/visitantecomautorizacao': {
      body: { idVisitante: 301, idVisitanteUnidade: 501, idAutorizacao: 701 },
    },
    'DELETE /api/controleacesso/autorizarconvidado/701': () =>
      ++scheduleDeletes === 1 && answers.removeScheduleFailsFirst
        ? { status: 500, body: { message: 'falhou' } }
        : { body: { success: true } },
  });
  renderWithProviders(<VisitorsList condominium={TWO_BLOCKS} onBack={vi.fn()} onAdd={vi.fn()} />);
  return { fetch, user: userEvent.setup(), deletes: () => scheduleDeletes };
};

const open = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const list = await screen.findByRole('list', { name: V.listLabel });
  await user.click(within(list).getByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('dialog', { name });
};

describe('lista de visitantes/prestadores', () => {
  test('detalhe: documento mascarado, Ativos e Anteriores; só a portaria edita ou exclui', async () => {
    const { user } = start();
    const detail = await open(user, 'John Smith');
    expect(within(detail).getByText('Passaporte XK*****67')).toBeInTheDocument();
    const active = await within(detail).findByRole('list', { name: V.activeGroup });
    expect(active).toHaveTextContent(`${formatDay(START)} – ${formatDay(END)} · Segunda, Quarta`);
    expect(within(active).getByRole('button', { name: V.edit })).toBeInTheDocument();
    expect(within(detail).getByRole('list', { name: V.pastGroup })).toHaveTextContent('05/01/2024');
    expect(
      within(within(detail).getByRole('list', { name: V.pastGroup })).queryByRole('button'),
    ).not.toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: V.deleteVisitor })).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Fechar' }));
    const other = await open(user, 'Visita do Morador');
    const otherActive = await within(other).findByRole('list', { name: V.activeGroup });
    expect(within(otherActive).queryByRole('button')).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: V.deleteVisitor })).not.toBeInTheDocument();
  });

  test('excluir visitante: Tem certeza? com os dois avisos, depois o texto de sucesso', async () => {
    const { user, fetch } = start();
    const detail = await open(user, 'John Smith');
    await user.click(within(detail).getByRole('button', { name: V.deleteVisitor }));
    const sure = await screen.findByRole('dialog', { name: V.deleteConfirmTitle });
    expect(sure).toHaveTextContent(V.deleteWarningSchedules);
    expect(sure).toHaveTextContent(V.deleteWarningTimeline);
    await user.click(within(sure).getByRole('button', { name: V.deleteVisitor }));
    expect(await screen.findByRole('dialog', { name: V.visitorDeleted })).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/controleacesso/301')),
    ).toBe(true);
  });

  test('excluir agendamento que falha: Falha na solicitação; Tentar novamente exclui e mostra o texto de sucesso', async () => {
    const { user, deletes } = start({ removeScheduleFailsFirst: true });
    const detail = await open(user, 'John Smith');
    await user.click(
      within(await within(detail).findByRole('list', { name: V.activeGroup })).getByRole('button', {
        name: V.deleteSchedule,
      }),
    );
    const sure = await screen.findByRole('dialog', { name: V.deleteConfirmTitle });
    expect(sure).not.toHaveTextContent(V.deleteWarningSchedules);
    await user.click(within(sure).getByRole('button', { name: V.deleteSchedule }));
    const failed = await screen.findByRole('dialog', { name: V.requestFailedTitle });
    expect(within(failed).getByRole('button', { name: V.ok })).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: V.retry }));
    expect(await screen.findByRole('dialog', { name: V.scheduleDeleted })).toBeInTheDocument();
    expect(deletes()).toBe(2);
  });

  test('exclusão recusada pelo servidor (409): a mensagem aparece no próprio aviso, a sessão continua e o detalhe fica aberto', async () => {
    const { user } = start({ visitorDeleteRefused: true });
    const detail = await open(user, 'John Smith');
    await user.click(within(detail).getByRole('button', { name: V.deleteVisitor }));
    await user.click(
      within(await screen.findByRole('dialog', { name: V.deleteConfirmTitle })).getByRole('button', {
        name: V.deleteVisitor,
      }),
    );
    const failed = await screen.findByRole('dialog', { name: V.requestFailedTitle });
    expect(failed).toHaveTextContent(VISITOR_MESSAGES.onlyFrontDeskVisitor);
    expect(isSessionExpiredOpen()).toBe(false);
    expect(getSession()).toMatchObject({ expired: false });
    await user.click(within(failed).getByRole('button', { name: V.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: V.requestFailedTitle })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'John Smith' })).toBeInTheDocument();
  });

  test('busca sem resultado oferece limpar o filtro', async () => {
    const { user, fetch } = start();
    await screen.findByRole('list', { name: V.listLabel });
    await user.type(screen.getByRole('searchbox', { name: V.searchPlaceholder }), 'ninguém');
    const clear = await screen.findByRole('button', { name: V.noResultForFilter }, { timeout: 3000 });
    await user.click(clear);
    await waitFor(() => expect(screen.getByRole('list', { name: V.listLabel })).toBeInTheDocument());
    const searched = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname.endsWith('/visitanteunidade'));
    expect(
      searched.some((u) => u.searchParams.get('curinga') === 'ninguém' && u.searchParams.get('limit') === '50'),
    ).toBe(true);
  });

  test('Editar / Agendamento ativo: abre com o agendamento salvo; Salvar envia PUT com idAutorizacao e os dias', async () => {
    const { user, fetch } = start();
    const detail = await open(user, 'John Smith');
    await user.click(
      within(await within(detail).findByRole('list', { name: V.activeGroup })).getByRole('button', { name: V.edit }),
    );
    const edit = await screen.findByRole('dialog', { name: V.editScheduleTitle });
    expect(within(edit).getByRole('radio', { name: V.recurring })).toBeChecked();
    expect(within(edit).getByRole('checkbox', { name: V.weekdays[2] })).toBeChecked();
    expect(within(edit).getByRole('checkbox', { name: V.weekdays[4] })).toBeChecked();
    await user.click(within(edit).getByRole('checkbox', { name: V.weekdays[4] }));
    await user.click(within(edit).getByRole('button', { name: V.save }));
    expect(await screen.findByRole('dialog', { name: V.updated })).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const body = JSON.parse(String(put[1]!.body));
    expect(body.visitanteUnidade).toMatchObject({
      idVisitanteUnidade: 501,
      visitante: { idVisitante: 301, estrangeiro: true, documentoEstrangeiro: 'XK1234567' },
    });
    expect(body.autorizacao).toMatchObject({
      idAutorizacao: 701,
      tipoAutorizacao: 'ACESSO_LIBERADO',
      dataDe: START,
      dataAte: END,
    });
    expect(body.autorizacao.recorrencia.itens.map((i: { valorRecorrencia: number }) => i.valorRecorrencia)).toEqual([
      2,
    ]);
  });
});
