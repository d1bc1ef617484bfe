import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../test/test-utils';
import { ReservationsFlow } from './reservations-flow';

const torre = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial',
  nomeFantasia: 'Residencial',
  tem_biometria: false,
  blocos: [
    { idBloco: 9, nome: 'Torre Única', quantidadeUnidades: 1, unidades: [{ idUnidade: 91, nome: '101', pessoas: [] }] },
  ],
};
const CHURRASQUEIRA = {
  id: 5,
  nomeArea: 'Churrasqueira',
  capacidade: 20,
  flagAreaPaga: 1,
  valorTaxaUtilizacao: 80,
  percentualCondominio: null,
  qtMinDiasDisponivelReserva: 0,
  qtDiasDisponivelReserva: 60,
  diasSemana: [1, 7],
  horarios: [{ de: '11:00', ate: '17:00' }],
};
const RULES = {
  id_mudanca_regra: 1,
  ativo: true,
  diasPermitidos: 126,
  diasAntecedencia: 2,
  horaSemanaInicio: '08:00',
  horaSemanaFim: '17:00',
  horaFdsInicio: '08:00',
  horaFdsFim: '12:00',
};
const JANUARY = {
  id: 71,
  idArea: 5,
  nomeArea: 'Churrasqueira',
  idUnidade: 91,
  nomeUnidade: '101',
  unidade: { idUnidade: 91, nome: '101', nmBloco: 'Torre Única' },
  dataInicioReserva: '2027-01-02T11:00:00',
  dataFimReserva: '2027-01-02T17:00:00',
  tipoReserva: 'R',
  observacao: null,
  dataInclusao: '2026-11-27T10:00:00',
  origemReserva: 'PORTARIA',
  descriptionIdStatus: 'Ativo',
  motivo: null,
  descricaoMotivo: null,
  valorCobranca: 80,
};
const common = {
  'GET /api/condominios/1001': { body: torre },
  'GET /api/reservaareas/v1/area/condominio/4521': { body: [CHURRASQUEIRA] },
  'GET /api/mudanca/regra': { body: RULES },
  'GET /api/reservaareas/v1/areareserva/avisos': { body: { data: [] } },
};

const start = (handlers: Parameters<typeof mockFetch>[0]) => {
  signInForTest();
  const fetchSpy = mockFetch({ ...common, ...handlers });
  renderWithProviders(<ReservationsFlow onClose={() => {}} />);
  return { user: userEvent.setup(), fetchSpy };
};

// Friday 27/11/2026, 10:00 in São Paulo: January's bookings are already being made.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T13:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('calendários de reservas e mudanças (issue 28)', { timeout: 60_000 }, () => {
  test('em 27/11/2026 a portaria escolhe 2027 (o ano tem reservas), acha a reserva de 02/01/2027 e a cancela', async () => {
    let cancelled = false;
    const { user, fetchSpy } = start({
      'GET /api/reservaareas/v1/areareserva/anos': (url) => {
        expect(url.searchParams.get('idArea')).toBe('5');
        expect(url.searchParams.get('tiporeserva')).toBe('RESERVA');
        return { body: { anos: [2027] } };
      },
      'GET /api/reservaareas/v1/areareserva/condominio/4521': (url) => ({
        body: !cancelled && url.searchParams.get('datainicio')?.startsWith('01/01/2027') ? [JANUARY] : [],
      }),
      'PUT /api/reservaareas/v1/areareserva/status': (_url, init) => {
        cancelled = true;
        expect(JSON.parse(String(init.body))).toEqual({ id: 71, idStatus: 90 });
        return { body: { ...JANUARY, descriptionIdStatus: 'Cancelado', notificados: 1 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: M.scheduledOption }));
    await user.click(await screen.findByRole('radio', { name: /Churrasqueira/ }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    const year = screen.getByRole('combobox', { name: M.year });
    expect(year).toHaveTextContent('2026');
    expect(screen.getByRole('button', { name: 'NOV' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(year);
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)[0]).toBe('2027'));
    expect(options.length).toBeGreaterThanOrEqual(10);
    await user.click(screen.getByRole('option', { name: '2027' }));
    await user.click(screen.getByRole('button', { name: 'JAN' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar 02/01/2027 11:00 às 17:00' }));
    const dialog = await screen.findByRole('dialog', { name: M.cancelReservationTitle });
    await user.click(within(dialog).getByRole('button', { name: M.confirmCancelReservation }));
    await user.click(
      within(await screen.findByRole('dialog', { name: M.reservationCancelled })).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByText(M.noReservations)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('datainicio=01%2F01%2F2027'))).toBe(true);
  });

  test('mudança: o dia já tomado por outra mudança aparece Bloqueado e não se escolhe; domingo e antes da antecedência ficam indisponíveis', async () => {
    const { user, fetchSpy } = start({
      'GET /api/mudanca/ocupados': (url) => ({
        body: { dias: url.searchParams.get('dataChegadaFrom') === '2026-12-01' ? ['2026-12-01'] : ['2026-11-30'] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: M.reserveOption }));
    await user.click(await screen.findByRole('radio', { name: '101' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('radio', { name: M.moveCard }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    const day = (name: string) => screen.getByRole('button', { name });
    await waitFor(() => expect(day('30 de novembro de 2026')).toHaveAttribute('data-status', 'blocked'));
    expect(day('28 de novembro de 2026')).toHaveAttribute('aria-disabled', 'true'); // 1 day ahead: 2 are needed
    expect(day('29 de novembro de 2026')).toHaveAttribute('aria-disabled', 'true'); // Sunday
    await user.click(day('30 de novembro de 2026'));
    expect(screen.getByRole('button', { name: M.reserveMove })).toBeDisabled();

    // December by the keyboard: the grid is one tab stop, Page Down moves a month, Enter chooses.
    day('30 de novembro de 2026').focus();
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(day('1 de dezembro de 2026')).toHaveAttribute('data-status', 'blocked'));
    expect(
      fetchSpy.mock.calls.some(([input]) =>
        String(input).includes('/mudanca/ocupados?dataChegadaFrom=2026-12-01&dataChegadaUntil=2026-12-31'),
      ),
    ).toBe(true);
    expect(day('30 de dezembro de 2026')).toHaveFocus();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('button')
        .filter((b) => b.getAttribute('tabindex') === '0'),
    ).toEqual([day('30 de dezembro de 2026')]);
    await user.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}'); // 30/12 → 27/12 → 06/12 → 08/12
    expect(day('8 de dezembro de 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}'); // 01/12 is taken
    expect(day('1 de dezembro de 2026')).toHaveFocus();
    expect(screen.getByRole('button', { name: M.reserveMove })).toBeDisabled();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByText(/^Quarta-feira, 2 de dezembro de 2026:/)).toHaveTextContent('08:00-17:00');
    expect(screen.getByRole('button', { name: M.reserveMove })).toBeEnabled();
  });

  test('Reservas do dia: escolhido o dia, a etapa mostra quem já reservou a área nesse dia', async () => {
    const day = { ...JANUARY, dataInicioReserva: '2026-11-28T11:00:00', dataFimReserva: '2026-11-28T17:00:00' };
    const { user, fetchSpy } = start({
      'GET /api/reservaareas/v1/areareserva/calendar/day/5': { body: [] },
      'GET /api/reservaareas/v1/areareserva/calendar/day/hours/5/91': { body: [] },
      'GET /api/reservaareas/v1/areareserva/condominio/4521': { body: [day] },
    });
    await user.click(await screen.findByRole('button', { name: M.reserveOption }));
    await user.click(await screen.findByRole('radio', { name: '101' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('radio', { name: /Churrasqueira/ }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(screen.queryByRole('heading', { name: M.dayBookings })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '28 de novembro de 2026' }));
    const list = await screen.findByRole('list', { name: M.dayBookings });
    expect(within(list).getByRole('listitem')).toHaveTextContent('11:00 às 17:00Torre Única - 101');
    expect(
      fetchSpy.mock.calls.some(
        ([input]) =>
          String(input).includes('datainicio=28%2F11%2F2026') && String(input).includes('datafim=28%2F11%2F2026'),
      ),
    ).toBe(true);
  });
});
