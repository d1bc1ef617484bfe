import { afterAll, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDateTime, todayIn } from '@portaria/shared/common/day';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { card, page } from '../../visitors/test-fixtures';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import { InsideNowBoard } from './inside-now-board';

const M = DESK_MESSAGES.insideNow;
// 15:00 in São Paulo: this morning's 09:00 is "há 6 h" whatever the hour the suite runs at.
vi.setSystemTime(new Date(`${todayIn(new Date())}T15:00:00-03:00`));
afterAll(() => vi.useRealTimers());
const TODAY = todayIn(new Date());

const OVERNIGHT = card({
  nmVisitante: 'Otávio Pernoite',
  idVisitanteUnidade: 601,
  idAutorizacao: 801,
  idLogEntrada: 40,
  dtEntrada: `${addDays(TODAY, -1)}T22:10:00`,
});
const MORNING = card({ nmVisitante: 'Mara Da Manhã', idLogEntrada: 41, dtEntrada: `${TODAY}T09:00:00` });

const start = (inside: ReturnType<typeof card>[]) => {
  signInForTest();
  const open: URL[] = [];
  const posted: unknown[] = [];
  let rows = inside;
  mockFetch({
    'GET /api/controleacesso/autorizarconvidado/logentrada/abertas': (url) => {
      open.push(url);
      return { body: page(rows) };
    },
    'POST /api/controleacesso/logentrada': (_url, init) => {
      posted.push(JSON.parse(String(init.body)));
      rows = rows.filter((r) => r.idLogEntrada !== 40);
      return { body: { idLogEntrada: 40, tipo: 'SAIDA', data: localDateTime(new Date()) } };
    },
  });
  return { open, posted, user: userEvent.setup() };
};

describe('Dentro agora no painel (issue 32 item 6)', () => {
  test('todas as visitas abertas, de qualquer dia, a mais antiga primeiro, com há quanto tempo; a saída as tira do quadro', async () => {
    const { open, posted, user } = start([OVERNIGHT, MORNING]);
    renderWithProviders(<InsideNowBoard />);
    const list = await screen.findByRole('list', { name: M.title });
    expect(screen.getByRole('heading', { name: `${M.title} (2)` })).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Otávio Pernoite', 'Mara Da Manhã']);
    expect(items[1]).toHaveTextContent(/Entrou em .* 09:00, há 6 h/);
    // Any day: the board asks without the day filter of the entries screen.
    expect(open[0]!.searchParams.has('antesDe')).toBe(false);

    await user.click(within(items[0]!).getByRole('button', { name: E.registerExit }));
    const confirm = screen.getByRole('dialog', { name: E.registerExit });
    await user.click(within(confirm).getByRole('button', { name: E.confirm }));
    const done = await screen.findByRole('dialog', { name: E.exitSuccess });
    await user.click(within(done).getByRole('button', { name: 'Fechar' }));
    expect(posted).toEqual([expect.objectContaining({ tipo: 'SAIDA', idLogEntrada: 40, idVisitanteUnidade: 601 })]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Otávio Pernoite' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: `${M.title} (1)` })).toBeInTheDocument();
  });

  test('ninguém dentro: o quadro diz isso', async () => {
    start([]);
    renderWithProviders(<InsideNowBoard />);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `${M.title} (0)` })).toBeInTheDocument();
  });
});
