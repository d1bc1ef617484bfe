import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import type { AdminArea, BlockClashes } from '@portaria/shared/administration/areas.schemas';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { RESERVATION_MESSAGES as RM } from '@portaria/shared/reservations/reservations.messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { CommonAreasPanel } from './common-areas-panel';

afterEach(() => vi.unstubAllGlobals());

const TODAY = new Date(2024, 9, 1, 15);
const churrasqueira: AdminArea = {
  id: 2,
  nomeArea: 'Churrasqueira',
  capacidade: 20,
  flagAreaPaga: 1,
  valorTaxaUtilizacao: 80,
  qtMinDiasDisponivelReserva: 0,
  qtDiasDisponivelReserva: 60,
  diasSemana: [1, 7],
  abertura: '11:00',
  fechamento: '23:00',
  diaInteiro: false,
  horarios: [
    { de: '11:00', ate: '17:00' },
    { de: '18:00', ate: '23:00' },
  ],
  precisaAprovacao: false,
  ativo: true,
};
const quiosque: AdminArea = {
  ...churrasqueira,
  id: 5,
  nomeArea: 'Quiosque',
  capacidade: null,
  flagAreaPaga: 0,
  valorTaxaUtilizacao: 0,
  diaInteiro: true,
  horarios: [{ de: '11:00', ate: '23:00' }],
  precisaAprovacao: true,
  ativo: false,
};
const rules = {
  id_mudanca_regra: 1,
  ativo: true,
  diasPermitidos: 126,
  diasAntecedencia: 2,
  horaSemanaInicio: '08:00',
  horaSemanaFim: '17:00',
  horaFdsInicio: '08:00',
  horaFdsFim: '12:00',
};
const clashes: BlockClashes = {
  dias: 3,
  jaBloqueados: 0,
  data: [
    {
      id: 41,
      dataInicioReserva: '2024-10-05T11:00:00',
      dataFimReserva: '2024-10-05T17:00:00',
      unidade: { idUnidade: 7, nome: '101', nmBloco: 'Bloco A' },
      moradores: ['Ana Souza', 'Bruno Souza'],
      valorCobranca: 80,
    },
  ],
};

const setup = () => {
  signInForTest({ permissions: { rolePermissions: [PERMISSIONS.manageAreas], customPermissions: [] } });
  const sent: Record<string, unknown[]> = {};
  const keep = (key: string, init: RequestInit) => (sent[key] ??= []).push(JSON.parse(String(init.body ?? 'null')));
  const fetch = mockFetch({
    'GET /api/administracao/areas': { body: { data: [churrasqueira, quiosque] } },
    'POST /api/administracao/areas': (_url, init) => {
      keep('create', init);
      return { status: 201, body: { ...quiosque, id: 9, nomeArea: 'Espaço Gourmet', ativo: true } };
    },
    'POST /api/administracao/areas/5/reativar': () => {
      sent.reactivate = [true];
      return { body: { ...quiosque, ativo: true } };
    },
    'POST /api/administracao/areas/2/desativar': {
      status: 409,
      body: { message: 'A área tem 1 reserva(s) futura(s): cancele-as antes de desativar.' },
    },
    'GET /api/administracao/areas/2/bloqueios/conflitos': { body: clashes },
    'POST /api/administracao/areas/2/bloqueios': (_url, init) => {
      keep('block', init);
      return {
        status: 201,
        body: { dias: 3, canceladas: 1, notificados: 2, message: '3 dia(s) bloqueado(s); 1 reserva(s) cancelada(s).' },
      };
    },
    'GET /api/administracao/mudancas/regras': { body: rules },
    'PUT /api/administracao/mudancas/regras': (_url, init) => {
      keep('rules', init);
      return { body: { ...rules, ...(JSON.parse(String(init.body)) as object) } };
    },
  });
  renderWithProviders(<CommonAreasPanel idCondo={1001} today={TODAY} />);
  return { fetch, sent };
};

describe('áreas comuns no console', () => {
  test('a lista mostra taxa, capacidade, dias, horários e situação de cada área; reativar chama o servidor', async () => {
    const { sent } = setup();
    const list = await screen.findByRole('list', { name: M.listTitle });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('R$ 80,00 · Cap. máx.: 20 Pessoa(s)');
    expect(first).toHaveTextContent('Dom, Sáb · 2 horário(s) entre 11:00 e 23:00 · de 0 a 60 dias de antecedência');
    expect(second).toHaveTextContent('Gratuito · Indefinido');
    expect(second).toHaveTextContent('dia inteiro, 11:00 às 23:00');
    expect(second).toHaveTextContent(M.inactive);
    expect(second).toHaveTextContent(M.needsApprovalShort);
    expect(within(second!).queryByRole('button', { name: `${M.blockArea} Quiosque` })).toBeNull();
    await userEvent.click(within(second!).getByRole('button', { name: `${M.reactivate} Quiosque` }));
    await waitFor(() => expect(sent.reactivate).toEqual([true]));
  });

  test('nova área: horário fora da abertura é recusado no formulário; dia inteiro envia um só horário', async () => {
    const { sent } = setup();
    await userEvent.click(await screen.findByRole('button', { name: M.newArea }));
    const dialog = await screen.findByRole('dialog', { name: M.newArea });
    await userEvent.type(within(dialog).getByLabelText(M.name), 'Espaço Gourmet');
    const fee = within(dialog).getByLabelText(M.fee);
    await userEvent.clear(fee);
    await userEvent.type(fee, '45.5');
    await userEvent.click(within(dialog).getByLabelText('Seg'));
    const opening = within(dialog).getByLabelText(M.opening);
    await userEvent.clear(opening);
    await userEvent.type(opening, '09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByText(M.slotOutsideOpening)).toBeInTheDocument();
    expect(sent.create).toBeUndefined();

    await userEvent.click(within(dialog).getByLabelText(M.wholeDay));
    await userEvent.click(within(dialog).getByLabelText(M.needsApproval));
    expect(within(dialog).getByText(M.approvalHint)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(sent.create).toHaveLength(1));
    expect(sent.create![0]).toMatchObject({
      nomeArea: 'Espaço Gourmet',
      valorTaxaUtilizacao: 45.5,
      capacidade: null,
      diasSemana: [1, 3, 4, 5, 6, 7],
      abertura: '09:00',
      fechamento: '22:00',
      diaInteiro: true,
      horarios: [{ de: '09:00', ate: '22:00' }],
      precisaAprovacao: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.newArea })).toBeNull());
  });

  test('desativar pergunta antes e mostra a recusa do servidor (reservas futuras)', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: `${M.deactivate} Churrasqueira` }));
    const dialog = await screen.findByRole('dialog', { name: `${M.deactivate} Churrasqueira` });
    expect(dialog).toHaveTextContent(M.deactivateConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: M.deactivate }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A área tem 1 reserva(s) futura(s)');
  });

  test('bloqueio: motivo e período, a lista das reservas (unidade, data, moradores), depois a confirmação', async () => {
    const { sent } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${M.blockArea} Churrasqueira` }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear Churrasqueira' });
    const check = within(dialog).getByRole('button', { name: M.checkClashes });
    expect(check).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: RM.reason }));
    await user.click(await screen.findByRole('option', { name: 'Manutenção' }));
    const day = (group: string) =>
      within(within(dialog).getByRole('group', { name: group })).getByRole('spinbutton', { name: 'Dia' });
    await user.click(day(M.blockFrom));
    await user.keyboard('04102024');
    await user.click(day(M.blockUntil));
    await user.keyboard('06102024');
    await user.type(within(dialog).getByLabelText(M.blockNote), 'Troca do piso');
    await user.click(check);
    const found = await within(dialog).findByRole('list', { name: M.clashesTitle });
    expect(found).toHaveTextContent('Bloco A - 101 · 05/10/2024 11:00 às 17:00');
    expect(found).toHaveTextContent('Ana Souza, Bruno Souza');
    expect(dialog).toHaveTextContent(M.clashesWarning);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar bloqueio e cancelar 1 reserva(s)' }));
    await waitFor(() => expect(sent.block).toHaveLength(1));
    expect(sent.block![0]).toEqual({
      dataDe: '2024-10-04',
      dataAte: '2024-10-06',
      motivo: 1,
      observacao: 'Troca do piso',
      reservas: [41],
    });
    expect(await within(dialog).findByText(RM.blocked)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: RM.newBlock })).toBeInTheDocument();
  });

  test('regras de mudança: sábado desmarcado e nova antecedência vão como máscara e dias', async () => {
    const { sent } = setup();
    const section = await screen.findByRole('region', { name: M.moveRulesTitle });
    const saturday = await within(section).findByLabelText('Sáb');
    expect(saturday).toBeChecked();
    expect(within(section).getByLabelText('Dom')).not.toBeChecked();
    await userEvent.click(saturday);
    const advance = within(section).getByLabelText(M.moveAdvance);
    await userEvent.clear(advance);
    await userEvent.type(advance, '3');
    await userEvent.click(within(section).getByRole('button', { name: M.save }));
    await waitFor(() => expect(sent.rules).toHaveLength(1));
    expect(sent.rules![0]).toMatchObject({ diasPermitidos: 62, diasAntecedencia: 3, ativo: true });
    expect(await within(section).findByText(M.moveRulesSaved)).toBeInTheDocument();
  });
});
