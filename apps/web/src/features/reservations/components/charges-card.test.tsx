import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { CHARGE_MESSAGES as M } from '@portaria/shared/reservations/charge.messages';
import type { ChargeLine } from '@portaria/shared/reservations/charge.schemas';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { SyndicCards } from '../../../components/ui/controls/syndic-card';
import { chargesCard } from './charges-card';

const LIST = 'GET /api/reservaareas/v1/cobrancas';
const line = (id: number, extra: Partial<ChargeLine> = {}): ChargeLine => ({
  id,
  tipo: 'COBRANCA',
  descricao: 'Taxa de utilização: Churrasqueira em 05/10/2024 11:00 às 17:00',
  valor: 80,
  dataLancamento: '2024-10-01T09:00:00',
  unidade: { idUnidade: 1, nome: '101', nmBloco: 'Bloco A' },
  ...extra,
});
const page = (data: ChargeLine[], totalPages = 1, pageNumber = 1) => ({
  data,
  meta: { page: pageNumber, totalPages, totalItems: data.length },
  totais: { cobrado: 160, estornado: 80, saldo: 80 },
});
const asSyndic = () =>
  signInForTest({ permissions: { rolePermissions: [PERMISSIONS.reservationCharges], customPermissions: [] } });
const monthParam = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((u) => u.pathname.endsWith('/cobrancas'))
    .map((u) => u.searchParams.get('mes'));

afterEach(() => vi.unstubAllGlobals());

describe('Cobranças de reservas no painel da síndica', { timeout: 30_000 }, () => {
  test('sem a permissão, o cartão não aparece', () => {
    signInForTest();
    mockFetch({});
    renderWithProviders(<SyndicCards cards={[chargesCard]} />);
    expect(screen.queryByRole('button', { name: M.title })).not.toBeInTheDocument();
  });

  test('abre no mês atual; linhas com unidade, tipo e valor, o estorno, os totais do mês e outro mês pedido ao trocar', async () => {
    asSyndic();
    const spy = mockFetch({
      [LIST]: (url) =>
        url.searchParams.get('mes')?.endsWith('-01')
          ? { body: page([]) }
          : {
              body: page([
                line(1),
                line(2, { unidade: { idUnidade: 2, nome: '302', nmBloco: 'Bloco B' } }),
                line(3, { tipo: 'ESTORNO', valor: -80, descricao: 'Estorno: Taxa' }),
              ]),
            },
    });
    const user = userEvent.setup();
    renderWithProviders(<SyndicCards cards={[chargesCard]} />);
    await user.click(screen.getByRole('button', { name: M.title }));
    const dialog = await screen.findByRole('dialog', { name: M.title }, { timeout: 5000 });
    const table = await within(dialog).findByRole('table', { name: M.listLabel }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5), { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01/10/2024 09:00Bloco A - 101Taxa de utilização: Churrasqueira');
    expect(rows[3]).toHaveTextContent(/Estorno: TaxaEstorno-R\$\s80,00/);
    expect(rows[4]).toHaveTextContent(/Cobrado: R\$\s160,00 · Estornado: R\$\s80,00Saldo do mês: R\$\s80,00/);
    const now = new Date();
    expect(monthParam(spy)[0]).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`);
    await user.click(within(dialog).getByRole('button', { name: 'JAN' }));
    expect(await within(dialog).findByText(M.empty, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(monthParam(spy).at(-1)).toBe(`${now.getFullYear()}-01`);
    expect(within(dialog).getByRole('button', { name: M.exportCsv })).toBeDisabled();
  });

  test('Carregar mais traz a página seguinte; Exportar CSV pede o arquivo do mês', async () => {
    asSyndic();
    const spy = mockFetch({
      [LIST]: (url) =>
        url.searchParams.get('page') === '2'
          ? { body: page([line(51)], 2, 2) }
          : {
              body: page(
                Array.from({ length: 50 }, (_, i) => line(i + 1)),
                2,
              ),
            },
      'GET /api/reservaareas/v1/cobrancas/relatorio/CSV': { body: 'x' },
    });
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderWithProviders(<SyndicCards cards={[chargesCard]} />);
    await user.click(screen.getByRole('button', { name: M.title }));
    const dialog = await screen.findByRole('dialog', { name: M.title }, { timeout: 5000 });
    await user.click(await within(dialog).findByRole('button', { name: M.loadMore }, { timeout: 5000 }));
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(53), { timeout: 5000 });
    expect(within(dialog).queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: M.exportCsv }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(spy.mock.calls.some(([input]) => String(input).includes('/cobrancas/relatorio/CSV?mes='))).toBe(true);
  });
});
