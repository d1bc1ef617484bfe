import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIn } from '@portaria/shared/common/day';
import { renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { TWO_BLOCKS, page } from '../../visitors/test-fixtures';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import { defaultReportPeriod } from '../utils/report-period';
import { ReportFlow } from './report-flow';

afterEach(() => vi.unstubAllGlobals());

const TODAY = todayIn(new Date());
const ROW = {
  idLogEntrada: 1,
  nmUnidade: '101',
  nmBloco: 'Bloco A',
  tipoVisitante: 'VISITANTE',
  nmVisitante: 'John Whitaker Smith',
  empresa: null,
  dtEntrada: `${TODAY}T10:05:00`,
  dtSaida: null,
};
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
const daySection = (label: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${label}`) })).getByRole('spinbutton', { name: 'Dia' });

/** The report answers only when `release` is called: the table is seen while it loads. */
const start = () => {
  signInForTest();
  let release: () => void = () => undefined;
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      return new Promise<Response>((resolve) => {
        release = () =>
          resolve(
            new Response(JSON.stringify(page([ROW])), { status: 200, headers: { 'Content-Type': 'application/json' } }),
          );
      });
    }),
  );
  renderWithProviders(<ReportFlow open condominium={TWO_BLOCKS} onClose={vi.fn()} />);
  return { user: userEvent.setup(), urls, release: () => release() };
};

describe('relatório de entradas e saídas', () => {
  test('período preenchido de início; 8 linhas de espera enquanto carrega; depois a linha e o total', async () => {
    const { user, urls, release } = start();
    expect(screen.getByText(E.reportPeriod)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: E.generate }));
    const table = await screen.findByRole('table', { name: E.reportButton });
    expect(within(table).getAllByTestId('report-skeleton-row')).toHaveLength(8);
    const query = Object.fromEntries(urls[0]!.searchParams);
    expect(query).toMatchObject({ ...defaultReportPeriod(TODAY), page: '1', limit: '50' });
    expect(query).not.toHaveProperty('saidaMarcada');
    release();
    expect(
      await within(table).findByRole('row', { name: /John Whitaker Smith/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(table).queryAllByTestId('report-skeleton-row')).toHaveLength(0);
    expect(screen.getByText(`${E.totalRecords}: 1`)).toBeInTheDocument();
  });

  test('um início que passa de 90 dias apaga o fim, e Gerar fica desabilitado até as duas datas', async () => {
    const { user } = start();
    const generate = screen.getByRole('button', { name: E.generate });
    expect(generate).toBeEnabled();
    await user.click(daySection(E.periodFrom));
    await user.keyboard(ddmmyyyy(addDays(TODAY, -120)));
    expect(generate).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: new RegExp(`^${E.periodUntil}`) })).getByRole('spinbutton', {
        name: 'Dia',
      }),
    ).toHaveTextContent('DD');
    await user.click(daySection(E.periodUntil));
    await user.keyboard(ddmmyyyy(addDays(TODAY, -100)));
    expect(generate).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: E.onlyOpenExits }));
    expect(generate).toBeEnabled();
  });
});
