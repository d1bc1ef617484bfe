import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { addDays, localDateTime, todayIn } from '@portaria/shared/common/day';
import { fill } from '@portaria/shared/text';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { ONE_BLOCK, card, page, visitorRecord } from '../../visitors/test-fixtures';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import { EntriesScreen } from './entries-screen';
import { NewVisitorEntry } from './new-visitor-entry';

afterEach(() => vi.unstubAllGlobals());

// The clock reads 15:00 of today in São Paulo (UTC-3, no daylight saving since 2019): last night's 22:10 is then
// "há 16 h" whatever the hour the suite runs at (after 22:10 it would be "há 1 dia").
vi.setSystemTime(new Date(`${todayIn(new Date())}T15:00:00-03:00`));
afterAll(() => vi.useRealTimers());

const TODAY = todayIn(new Date());
const YESTERDAY = addDays(TODAY, -1);
const BEFORE = addDays(TODAY, -2);
const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const EXITED = { idLogEntrada: 40, tipo: 'SAIDA', data: localDateTime(new Date()) };
const OVERNIGHT = card({
  nmVisitante: 'Otávio Pernoite',
  idVisitanteUnidade: 601,
  idAutorizacao: 801,
  tipoAutorizacao: 'INTERFONAR',
  idLogEntrada: 40,
  dtEntrada: `${YESTERDAY}T22:10:00`,
  inicioAgendamento: null,
  fimAgendamento: null,
});
const OLDER = card({
  nmVisitante: 'Olga Prestadora',
  idVisitanteUnidade: 602,
  idAutorizacao: 802,
  idLogEntrada: 38,
  dtEntrada: `${BEFORE}T20:00:00`,
  nmUnidade: '102',
});

type Calls = { url: URL; method: string; body: Record<string, unknown> | null }[];
const start = (options: {
  day?: ReturnType<typeof card>[];
  earlier?: ReturnType<typeof card>[];
  inside?: () => ReturnType<typeof card>[];
  register?: () => { status?: number; body?: unknown };
}) => {
  signInForTest();
  const fetch = mockFetch({
    'GET /api/controleacesso/autorizarconvidado/logentrada': { body: page(options.day ?? []) },
    'GET /api/controleacesso/autorizarconvidado/logentrada/abertas': (url) => ({
      body: page(url.searchParams.has('idVisitanteUnidade') ? (options.inside?.() ?? []) : (options.earlier ?? [])),
    }),
    'POST /api/controleacesso/logentrada': options.register ?? (() => ({ body: EXITED })),
    'GET /api/controleacesso/visitanteunidade': { body: page([visitorRecord()]) },
    'POST /api/controleacesso/entradaesaida/automatico': { status: 409, body: { message: 'recusada' } },
  });
  const calls = (): Calls =>
    fetch.mock.calls.map(([url, init]) => ({
      url: new URL(String(url), 'http://x'),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    }));
  return { calls, user: userEvent.setup() };
};

describe('visitas em aberto e entrada de quem já está dentro', () => {
  test('acima do dia: as visitas abertas de dias anteriores, a mais antiga primeiro, com quando entrou; a saída vai com a visita', async () => {
    const { user, calls } = start({ day: [card({ nmVisitante: 'Ana Do Dia' })], earlier: [OLDER, OVERNIGHT] });
    renderWithProviders(<EntriesScreen condominium={ONE_BLOCK} onBack={vi.fn()} />);
    const open = await screen.findByRole('list', { name: E.openVisitsTitle });
    expect(screen.getByRole('heading', { name: `${E.openVisitsTitle} (2)` })).toBeInTheDocument();
    const items = within(open).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Olga Prestadora', 'Otávio Pernoite']);
    expect(items[1]).toHaveTextContent(new RegExp(`Entrou em ${ddmm(YESTERDAY)} 22:10, há 16 h`));
    expect(items[0]).toHaveTextContent(new RegExp(`Entrou em ${ddmm(BEFORE)} 20:00, há (1 dia|2 dias)`));
    // The section is above the day's list.
    const day = screen.getByRole('list', { name: E.listLabel });
    expect(open.compareDocumentPosition(day) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const asked = calls().find((c) => c.url.pathname.endsWith('/abertas'))!;
    expect(asked.url.searchParams.get('antesDe')).toBe(TODAY);

    await user.click(within(items[1]!).getByRole('button', { name: E.registerExit }));
    const confirm = screen.getByRole('dialog', { name: E.registerExit });
    expect(confirm).toHaveTextContent('Confirmar a saída de Otávio Pernoite?');
    await user.click(within(confirm).getByRole('button', { name: E.confirm }));
    expect(await screen.findByRole('dialog', { name: E.exitSuccess })).toBeInTheDocument();
    expect(calls().find((c) => c.method === 'POST')!.body).toMatchObject({
      tipo: 'SAIDA',
      idVisitanteUnidade: 601,
      idAutorizacao: 801,
      idLogEntrada: 40,
    });
  });

  test('sem visitas abertas de outros dias a seção não aparece', async () => {
    start({ day: [card({ nmVisitante: 'Ana Do Dia' })] });
    renderWithProviders(<EntriesScreen condominium={ONE_BLOCK} onBack={vi.fn()} />);
    await screen.findByRole('list', { name: E.listLabel });
    expect(screen.queryByRole('list', { name: E.openVisitsTitle })).not.toBeInTheDocument();
  });

  test('entrada de quem já está dentro: o diálogo diz quem e desde quando e oferece a saída daquela visita, não a entrada', async () => {
    const { user, calls } = start({
      day: [card({ nmVisitante: 'Otávio Pernoite', idVisitanteUnidade: 603, idAutorizacao: 803 })],
      inside: () => [OVERNIGHT],
    });
    renderWithProviders(<EntriesScreen condominium={ONE_BLOCK} onBack={vi.fn()} />);
    const item = await screen.findByRole('listitem', { name: 'Otávio Pernoite' });
    await user.click(within(item).getByRole('button', { name: E.registerEntry }));
    const dialog = screen.getByRole('dialog', { name: E.registerEntry });
    const said = fill(M.visitorStillInside, { nome: 'Otávio Pernoite', desde: `${ddmm(YESTERDAY)} 22:10` });
    expect(await within(dialog).findByText(said)).toBeInTheDocument();
    expect(within(dialog).getByText('Bloco A | 101')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: E.confirm })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: E.registerExit }));
    expect(await screen.findByRole('dialog', { name: E.exitSuccess })).toBeInTheDocument();
    const posts = calls().filter((c) => c.method === 'POST');
    expect(posts.map((p) => p.body)).toEqual([
      expect.objectContaining({ tipo: 'SAIDA', idVisitanteUnidade: 601, idLogEntrada: 40 }),
    ]);
    expect(
      calls()
        .find((c) => c.url.searchParams.get('idVisitanteUnidade'))!
        .url.searchParams.get('idVisitanteUnidade'),
    ).toBe('603');
  });

  test('entrada recusada pelo servidor (outra portaria já a registrou): a falha mostra quem está dentro e oferece a saída', async () => {
    let isInside = false;
    const said = fill(M.visitorStillInside, { nome: 'Otávio Pernoite', desde: `${ddmm(YESTERDAY)} 22:10` });
    const { user, calls } = start({
      day: [card({ nmVisitante: 'Otávio Pernoite', idVisitanteUnidade: 601, idAutorizacao: 801 })],
      inside: () => (isInside ? [OVERNIGHT] : []),
      register: () => {
        if (calls().filter((c) => c.method === 'POST').length === 1) {
          isInside = true;
          return { status: 409, body: { message: said } };
        }
        return { body: EXITED };
      },
    });
    renderWithProviders(<EntriesScreen condominium={ONE_BLOCK} onBack={vi.fn()} />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Otávio Pernoite' })).getByRole('button', {
        name: E.registerEntry,
      }),
    );
    const confirm = screen.getByRole('dialog', { name: E.registerEntry });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: E.confirm })).toBeEnabled());
    await user.click(within(confirm).getByRole('button', { name: E.confirm }));
    const failed = await screen.findByRole('dialog', { name: E.requestFailedTitle });
    expect(failed).toHaveTextContent(said);
    const exit = await within(failed).findByRole('button', { name: E.registerExit });
    expect(within(failed).queryByRole('button', { name: E.retry })).not.toBeInTheDocument();
    await user.click(exit);
    expect(await screen.findByRole('dialog', { name: E.exitSuccess })).toBeInTheDocument();
    expect(
      calls()
        .filter((c) => c.method === 'POST')
        .map((c) => c.body?.tipo),
    ).toEqual(['ENTRADA', 'SAIDA']);
  });

  test('seletor rápido: quem já está dentro não ganha entrada rápida; a saída é oferecida', async () => {
    const { user, calls } = start({
      inside: () => [card({ ...OVERNIGHT, nmVisitante: 'Hélène Dubois', idVisitanteUnidade: 501 })],
    });
    renderWithProviders(<NewVisitorEntry open condominium={ONE_BLOCK} onClose={vi.fn()} />);
    await user.click(
      within(await screen.findByRole('list', { name: E.pickerTitle })).getByRole('button', { name: /Hélène Dubois/ }),
    );
    const dialog = screen.getByRole('dialog', { name: E.registerEntry });
    expect(
      await within(dialog).findByText(
        fill(M.visitorStillInside, { nome: 'Hélène Dubois', desde: `${ddmm(YESTERDAY)} 22:10` }),
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: E.registerExit }));
    expect(await screen.findByRole('dialog', { name: E.exitSuccess })).toBeInTheDocument();
    expect(calls().some((c) => c.url.pathname.endsWith('/automatico'))).toBe(false);
    expect(calls().find((c) => c.method === 'POST')!.body).toMatchObject({ tipo: 'SAIDA', idLogEntrada: 40 });
  });
});
