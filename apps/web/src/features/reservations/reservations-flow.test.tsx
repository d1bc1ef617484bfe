import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Area, Reservation } from '@portaria/shared/reservations/reservation.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
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
const area = (extra: Partial<Area>): Area => ({
  id: 5,
  nomeArea: 'Churrasqueira',
  capacidade: 20,
  flagAreaPaga: 1,
  valorTaxaUtilizacao: 80,
  percentualCondominio: null,
  qtMinDiasDisponivelReserva: 0,
  qtDiasDisponivelReserva: 60,
  diasSemana: [1, 2, 3, 4, 5, 6, 7],
  horarios: [{ de: '18:00', ate: '23:00' }],
  ...extra,
});
const AREAS = [
  area({}),
  area({ id: 6, nomeArea: 'Quarto de Hóspedes', flagAreaPaga: 0, valorTaxaUtilizacao: 0, capacidade: null }),
];
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
const common = {
  'GET /api/condominios/1001': { body: torre },
  'GET /api/reservaareas/v1/area/condominio/4521': { body: AREAS },
  'GET /api/mudanca/regra': { body: RULES },
  // The date step's 'Reservas do dia' (decision 099).
  'GET /api/reservaareas/v1/areareserva/condominio/4521': { body: [] },
};
const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
const isoToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const reservation = (extra: Partial<Reservation>): Reservation => ({
  id: 70,
  idArea: 5,
  nomeArea: 'Churrasqueira',
  idUnidade: 91,
  nomeUnidade: '101',
  unidade: { idUnidade: 91, nome: '101', nmBloco: 'Torre Única' },
  dataInicioReserva: '2099-01-10T18:00:00',
  dataFimReserva: '2099-01-10T23:00:00',
  tipoReserva: 'R',
  observacao: null,
  dataInclusao: '2099-01-01T10:00:00',
  origemReserva: 'PORTARIA',
  descriptionIdStatus: 'Ativo',
  motivo: null,
  descricaoMotivo: null,
  valorCobranca: 80,
  ...extra,
});

const start = (handlers: Parameters<typeof mockFetch>[0], option: string) => {
  signInForTest();
  const fetchSpy = mockFetch({ ...common, ...handlers });
  renderWithProviders(<ReservationsFlow onClose={() => {}} />);
  const user = userEvent.setup();
  return { user, fetchSpy, open: () => user.click(screen.getByRole('button', { name: option })) };
};
const calls = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([input]) => String(input).includes(path)).length;

afterEach(() => vi.unstubAllGlobals());

describe('reservas e bloqueios', { timeout: 30_000 }, () => {
  test('áreas gratuitas e pagas com taxa, capacidade ou Indefinido, o cartão Mudança e o aviso de cobrança', async () => {
    const { user, open } = start({}, M.reserveOption);
    await open();
    await user.click(await screen.findByRole('radio', { name: '101' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(M.selectArea)).toBeInTheDocument();
    expect(screen.getByText(M.freeAreas)).toBeInTheDocument();
    expect(screen.getByText(M.paidAreas)).toBeInTheDocument();
    expect(screen.getByText('R$ 80,00 · Cap. máx.: 20 Pessoa(s)')).toBeInTheDocument();
    expect(screen.getByText('Gratuito · Indefinido')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: M.moveCard })).toBeInTheDocument();
    expect(screen.queryByText(M.feeWarning)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Churrasqueira/ }));
    expect(screen.getByText(M.feeWarning)).toBeInTheDocument();
  });

  test('sem áreas: Condomínio não possui áreas cadastradas.', async () => {
    const { user, open } = start({ 'GET /api/reservaareas/v1/area/condominio/4521': { body: [] } }, M.reserveOption);
    await open();
    await user.click(await screen.findByRole('radio', { name: '101' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(M.noAreas)).toBeInTheDocument();
  });

  test('o horário tomado por outra mesa: o 409 aparece em palavras e os horários recarregam', async () => {
    const { user, fetchSpy, open } = start(
      {
        'GET /api/reservaareas/v1/areareserva/calendar/day/5': { body: [] },
        'GET /api/reservaareas/v1/areareserva/calendar/day/hours/5/91': { body: [{ de: '18:00', ate: '23:00' }] },
        'POST /api/reservaareas/v1/areareserva': { status: 409, body: { message: M.slotTaken } },
      },
      M.reserveOption,
    );
    await open();
    await user.click(await screen.findByRole('radio', { name: '101' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('radio', { name: /Churrasqueira/ }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(M.pickDayHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dayLabel(new Date()) }));
    await user.click(await screen.findByRole('button', { name: '18:00 às 23:00' }));
    const before = calls(fetchSpy, '/calendar/day/hours/');
    await user.click(screen.getByRole('button', { name: M.reserve }));
    const dialog = await screen.findByRole('dialog', { name: M.reserveFailed });
    expect(within(dialog).getByText(M.slotTaken)).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchSpy, '/calendar/day/hours/')).toBeGreaterThan(before));
    const [, init] = fetchSpy.mock.calls.find(
      ([input, i]) => String(input).endsWith('/areareserva') && i?.method === 'POST',
    )!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      idArea: 5,
      idUnidade: 91,
      dataInicioReserva: `${isoToday()}T18:00:00`,
      dataFimReserva: `${isoToday()}T23:00:00`,
      tipoReserva: 'R',
    });
  });

  test('dois horários escolhidos, um tomado por outra mesa: o outro fica reservado e o recusado é dito com o motivo', async () => {
    const day = isoToday();
    const { user, fetchSpy, open } = start(
      {
        'GET /api/reservaareas/v1/areareserva/calendar/day/5': { body: [] },
        'GET /api/reservaareas/v1/areareserva/calendar/day/hours/5/91': {
          body: [
            { de: '11:00', ate: '17:00' },
            { de: '18:00', ate: '23:00' },
          ],
        },
        'POST /api/reservaareas/v1/areareserva': (_url, init) => {
          const body = JSON.parse(String(init.body)) as { dataInicioReserva: string; dataFimReserva: string };
          if (body.dataInicioReserva.endsWith('T18:00:00')) return { status: 409, body: { message: M.slotTaken } };
          return {
            status: 201,
            body: {
              ...reservation({ dataInicioReserva: body.dataInicioReserva, dataFimReserva: body.dataFimReserva }),
              notificados: 1,
            },
          };
        },
        'GET /api/reservaareas/v1/areareserva/avisos/70': {
          body: {
            status: 'FALHOU',
            moradores: 0,
            pendentes: 0,
            falhas: 1,
            data: [
              {
                id: 9,
                nome: 'Ana',
                canal: 'sms',
                status: 'FALHOU',
                tentativas: 5,
                erro: 'provedor de SMS respondeu 500',
                enviadoEm: null,
              },
            ],
          },
        },
      },
      M.reserveOption,
    );
    await open();
    await user.click(await screen.findByRole('radio', { name: '101' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('radio', { name: /Churrasqueira/ }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('button', { name: dayLabel(new Date()) }));
    await user.click(await screen.findByRole('button', { name: '11:00 às 17:00' }));
    await user.click(screen.getByRole('button', { name: '18:00 às 23:00' }));
    await user.click(screen.getByRole('button', { name: M.reserve }));
    expect(await screen.findByText(M.reserved)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Churrasqueira — Torre Única - 101 — ${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}: 11:00 às 17:00`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`Não reservado: 18:00 às 23:00. ${M.slotTaken}`);
    expect(screen.queryByRole('dialog', { name: M.reserveFailed })).not.toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.filter(([input, i]) => String(input).endsWith('/areareserva') && i?.method === 'POST'),
    ).toHaveLength(2);
    // The reservation's notice, as the queue delivered it: here it failed after its tries, in the provider's words.
    const notice = await screen.findByRole('group', { name: M.noticeStatusLabel });
    expect(within(notice).getByText(NM.failedChip)).toBeInTheDocument();
    // Whom it did not reach, by channel, with the tries and the provider's words.
    expect(
      within(within(notice).getByRole('list', { name: NM.recipientsLabel })).getByRole('listitem'),
    ).toHaveTextContent('Ana: SMS não enviado após 5 tentativas (provedor de SMS respondeu 500)');
  });

  test('Reservas agendadas: o diálogo Cancelar Reserva mostra área, data, horário e unidade, cancela com idStatus 90 e a lista recarrega', async () => {
    let cancelled = false;
    const { user, fetchSpy, open } = start(
      {
        'GET /api/reservaareas/v1/areareserva/condominio/4521': () => ({ body: cancelled ? [] : [reservation({})] }),
        'GET /api/reservaareas/v1/areareserva/avisos': (url) => {
          expect(url.searchParams.get('ids')).toBe('70');
          return {
            body: {
              data: [
                {
                  id: 70,
                  status: 'FALHOU',
                  moradores: 1,
                  pendentes: 0,
                  falhas: 1,
                  erro: 'caixa cheia (552)',
                  tentativas: 5,
                },
              ],
            },
          };
        },
        'PUT /api/reservaareas/v1/areareserva/status': (_url, init) => {
          cancelled = true;
          expect(JSON.parse(String(init.body))).toEqual({ id: 70, idStatus: 90 });
          return { body: { ...reservation({ descriptionIdStatus: 'Cancelado' }), notificados: 2 } };
        },
      },
      M.scheduledOption,
    );
    await open();
    await user.click(await screen.findByRole('radio', { name: /Churrasqueira/ }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(screen.getByText(M.selectYearMonth)).toBeInTheDocument();
    for (const month of ['JAN', 'JUN', 'DEZ']) expect(screen.getByRole('button', { name: month })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    const cancelLink = await screen.findByRole('button', { name: 'Cancelar 10/01/2099 18:00 às 23:00' });
    // The row says its notice did not reach the unit, after how many tries and why.
    const row = cancelLink.closest('li')!;
    expect(await within(row).findByText(NM.failedChip)).toBeInTheDocument();
    expect(row).toHaveTextContent('Falhou após 5 tentativas: caixa cheia (552)');
    await user.click(cancelLink);
    const dialog = await screen.findByRole('dialog', { name: M.cancelReservationTitle });
    for (const text of [
      M.cancelReservationQuestion,
      'Churrasqueira',
      '10/01/2099',
      '18:00 às 23:00',
      'Torre Única - 101',
      M.warnResident,
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: M.confirmCancelReservation }));
    const done = await screen.findByRole('dialog', { name: M.reservationCancelled });
    expect(within(done).getByText(M.residentsNotified)).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(M.noReservations)).toBeInTheDocument();
    expect(screen.getByText(M.reservationMissing)).toBeInTheDocument();
    expect(calls(fetchSpy, '/areareserva/condominio/4521')).toBeGreaterThanOrEqual(2);
  });

  test('Áreas bloqueadas: o bloqueio mostra Motivo, Ano, Mês e Dia; Adicionar mostra a mensagem de manutenção', async () => {
    const block = reservation({
      id: 80,
      tipoReserva: 'B',
      idUnidade: null,
      nomeUnidade: null,
      unidade: null,
      dataInicioReserva: '2099-03-07T00:00:00',
      dataFimReserva: '2099-03-08T00:00:00',
      motivo: 1,
      descricaoMotivo: 'Manutenção',
      valorCobranca: null,
    });
    const { user, open } = start(
      { 'GET /api/reservaareas/v1/areareserva/condominio/4521': { body: [block] } },
      M.blockedOption,
    );
    await open();
    expect(await screen.findByText(M.selectAreaForBlock)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: M.moveCard })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Churrasqueira/ }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('button', { name: M.add }));
    expect(await screen.findByText(M.blockMaintenance)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar 07/03/2099' }));
    const dialog = await screen.findByRole('dialog', { name: M.cancelBlockTitle });
    for (const text of ['Manutenção', '2099', 'MAR', '07']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: M.confirmCancelBlock })).toBeInTheDocument();
  });

  test('MUDANÇA: a lista do dia esconde RECUSADO e mostra a unidade com HH:mm-HH:mm', async () => {
    const day = isoToday();
    const move = (id: number, status: string, nome: string) => ({
      id_mudanca: id,
      unidade: { idUnidade: 91, nome, nmBloco: 'Torre Única' },
      dataAgendada: `${day}T08:00:00`,
      horarioFim: `${day}T17:00:00`,
      mudancaStatus: status,
      ativo: true,
    });
    const { user, open } = start(
      {
        'GET /api/mudanca': {
          body: {
            data: [move(1, 'PENDENTE', '101'), move(2, 'RECUSADO', '102')],
            meta: { page: 1, totalPages: 1, totalItems: 2 },
          },
        },
      },
      M.scheduledOption,
    );
    await open();
    await user.click(await screen.findByRole('radio', { name: M.moveCard }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText('Mudança da unidade: Torre Única - 101')).toBeInTheDocument();
    expect(screen.getByText('08:00-17:00')).toBeInTheDocument();
    expect(screen.queryByText('Mudança da unidade: Torre Única - 102')).not.toBeInTheDocument();
  });
});
