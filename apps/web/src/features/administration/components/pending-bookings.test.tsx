import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { APPROVAL_MESSAGES as M } from '@portaria/shared/administration/booking-approvals.messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { PendingBookings } from './pending-bookings';

const waiting = {
  id: 41,
  nomeArea: 'Churrasqueira',
  nomeUnidade: 'Bloco A - 101',
  dataInicioReserva: '2024-10-05T11:00:00',
  dataFimReserva: '2024-10-05T17:00:00',
  valorCobranca: 80,
};

afterEach(() => vi.unstubAllGlobals());

describe('reservas aguardando aprovação', () => {
  test('o síndico aprova uma e recusa outra, confirmando antes; a lista se atualiza', async () => {
    signInForTest();
    let rows = [waiting, { ...waiting, id: 42, nomeUnidade: 'Bloco B - 302' }];
    const decided: string[] = [];
    mockFetch({
      'GET /api/administracao/reservas/pendentes': () => ({ body: { data: rows } }),
      'POST /api/administracao/reservas/41/aprovar': () => {
        decided.push('aprovar 41');
        rows = rows.filter((r) => r.id !== 41);
        return { body: { message: M.approved } };
      },
      'POST /api/administracao/reservas/42/recusar': () => {
        decided.push('recusar 42');
        rows = [];
        return { body: { message: M.refused } };
      },
    });
    renderWithProviders(<PendingBookings idCondo={1001} />);
    const first = (await screen.findByRole('cell', { name: 'Bloco A - 101' })).closest('tr')!;
    expect(within(first).getByRole('cell', { name: '05/10/2024 11:00–17:00' })).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: M.approve }));
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
    const second = (await screen.findByRole('cell', { name: 'Bloco B - 302' })).closest('tr')!;
    await userEvent.click(within(second).getByRole('button', { name: M.refuse }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: M.refuse }));
    await waitFor(() => expect(decided).toEqual(['aprovar 41', 'recusar 42']));
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
  });
});
