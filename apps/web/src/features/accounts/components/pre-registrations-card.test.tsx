import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { SyndicCards } from '../../../components/ui/controls/syndic-card';
import { preRegistrationsCard } from './pre-registrations-card';

afterEach(() => vi.unstubAllGlobals());

const RAFAEL = {
  id: 7,
  nome: 'Rafael Gomes Ferreira',
  cpf: '27*******91',
  cargo: 'ZELADOR',
  telefone: '11976543210',
  email: null,
  createdAt: '2026-11-21T13:24:00.000Z',
};
const LUCAS = { ...RAFAEL, id: 8, nome: 'Lucas Andrade Pires', cpf: '48*******57', cargo: 'PORTEIRO' };
const asSyndic = () =>
  signInForTest({ permissions: { rolePermissions: [PERMISSIONS.approvePreRegistration], customPermissions: [] } });
const LIST = 'GET /api/portaria/api/v1/precadastros';

describe('Pré-cadastros no painel da síndica', () => {
  test('sem a permissão de aprovar, o cartão não aparece e nada é consultado', () => {
    signInForTest();
    const fetchSpy = mockFetch({});
    renderWithProviders(<SyndicCards cards={[preRegistrationsCard]} />);
    expect(screen.queryByRole('button', { name: M.preRegistrationsTitle })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('a permissão mostra o cartão com a contagem e a lista com nome, CPF mascarado, cargo, celular e data', async () => {
    asSyndic();
    mockFetch({ [LIST]: { body: { data: [RAFAEL, LUCAS] } } });
    renderWithProviders(<SyndicCards cards={[preRegistrationsCard]} />);
    expect(await screen.findByText('2 aguardando aprovação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.preRegistrationsTitle }));
    const row = await screen.findByRole('listitem', { name: RAFAEL.nome });
    expect(row).toHaveTextContent('27*******91');
    expect(row).toHaveTextContent(M.roleZelador);
    expect(row).toHaveTextContent('(11) 97654-3210');
    expect(row).toHaveTextContent(/21\/11\/2026/);
    expect(screen.getByRole('listitem', { name: LUCAS.nome })).toHaveTextContent(M.rolePorteiro);
  });

  test('Aprovar pede confirmação, aprova e a lista fica vazia', async () => {
    asSyndic();
    let data = [RAFAEL];
    const fetchSpy = mockFetch({
      [LIST]: () => ({ body: { data } }),
      'POST /api/portaria/api/v1/precadastros/7/aprovar': () => {
        data = [];
        return { body: { id: 7, status: 'APROVADO' } };
      },
    });
    renderWithProviders(<SyndicCards cards={[preRegistrationsCard]} />);
    await userEvent.click(await screen.findByRole('button', { name: M.preRegistrationsTitle }));
    const row = await screen.findByRole('listitem', { name: RAFAEL.nome });
    await userEvent.click(within(row).getByRole('button', { name: M.approve }));
    const ask = await screen.findByRole('dialog', { name: 'Aprovar pré-cadastro' });
    expect(ask).toHaveTextContent(`Aprovar o pré-cadastro de ${RAFAEL.nome}?`);
    await userEvent.click(within(ask).getByRole('button', { name: M.approve }));
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
    expect(await screen.findByText(M.noPendingPreRegistrations)).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(([url, init]) => String(url).endsWith('/7/aprovar') && init?.method === 'POST'),
    ).toBe(true);
  });

  test('Recusar cancelado não envia nada; confirmado recusa', async () => {
    asSyndic();
    const fetchSpy = mockFetch({
      [LIST]: { body: { data: [RAFAEL] } },
      'POST /api/portaria/api/v1/precadastros/7/recusar': { body: { id: 7, status: 'RECUSADO' } },
    });
    renderWithProviders(<SyndicCards cards={[preRegistrationsCard]} />);
    await userEvent.click(await screen.findByRole('button', { name: M.preRegistrationsTitle }));
    const row = await screen.findByRole('listitem', { name: RAFAEL.nome });
    await userEvent.click(within(row).getByRole('button', { name: M.reject }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Recusar pré-cadastro' })).getByRole('button', {
        name: 'Cancelar',
      }),
    );
    // once the question has faded out, the list is usable again
    const reject = await within(row).findByRole('button', { name: M.reject }, { timeout: 5000 });
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/recusar'))).toBe(false);
    await userEvent.click(reject);
    const ask = await screen.findByRole('dialog', { name: 'Recusar pré-cadastro' });
    expect(ask).toHaveTextContent(`Recusar o pré-cadastro de ${RAFAEL.nome}?`);
    await userEvent.click(within(ask).getByRole('button', { name: M.reject }));
    expect(await screen.findByText(M.rejected)).toBeInTheDocument();
  });

  test('pré-cadastro já analisado por outra pessoa mostra o aviso do servidor', async () => {
    asSyndic();
    mockFetch({
      [LIST]: { body: { data: [RAFAEL] } },
      'POST /api/portaria/api/v1/precadastros/7/aprovar': {
        status: 409,
        body: { message: M.preRegistrationAlreadyDecided },
      },
    });
    renderWithProviders(<SyndicCards cards={[preRegistrationsCard]} />);
    await userEvent.click(await screen.findByRole('button', { name: M.preRegistrationsTitle }));
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: RAFAEL.nome })).getByRole('button', { name: M.approve }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Aprovar pré-cadastro' })).getByRole('button', {
        name: M.approve,
      }),
    );
    expect(await screen.findByText(M.preRegistrationAlreadyDecided)).toBeInTheDocument();
  });

  test('sem pendências, mostra o estado vazio', async () => {
    asSyndic();
    mockFetch({ [LIST]: { body: { data: [] } } });
    renderWithProviders(<SyndicCards cards={[preRegistrationsCard]} />);
    await userEvent.click(await screen.findByRole('button', { name: M.preRegistrationsTitle }));
    expect(await screen.findByText(M.noPendingPreRegistrations)).toBeInTheDocument();
    expect(screen.queryByText(/aguardando aprovação$/)).not.toBeInTheDocument();
  });

  test('trocas de telefone: contam no cartão, mostram o novo número e o atual mascarado; Aprovar confirma e aprova', async () => {
    asSyndic();
    const change = {
      id: 3,
      nome: 'Joana Batista Lima',
      cpf: '39*******05',
      telefoneAtual: '(11) *****-5678',
      telefoneNovo: '21998765432',
      createdAt: '2026-11-21T13:24:00.000Z',
    };
    let changes = [change];
    const fetchSpy = mockFetch({
      [LIST]: { body: { data: [RAFAEL] } },
      'GET /api/portaria/api/v1/trocas-telefone': () => ({ body: { data: changes } }),
      'POST /api/portaria/api/v1/trocas-telefone/3/aprovar': () => {
        changes = [];
        return { body: { id: 3, status: 'APROVADO' } };
      },
    });
    renderWithProviders(<SyndicCards cards={[preRegistrationsCard]} />);
    expect(await screen.findByText('2 aguardando aprovação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.preRegistrationsTitle }));
    const section = await screen.findByRole('region', { name: M.phoneChangesTitle });
    const row = await within(section).findByRole('listitem', { name: change.nome });
    expect(row).toHaveTextContent('Novo número: (21) 99876-5432');
    expect(row).toHaveTextContent('Telefone atual: (11) *****-5678');
    await userEvent.click(within(row).getByRole('button', { name: M.approve }));
    const ask = await screen.findByRole('dialog', { name: 'Aprovar troca de telefone' });
    expect(ask).toHaveTextContent('Aprovar a troca do telefone de Joana Batista Lima para (21) 99876-5432?');
    await userEvent.click(within(ask).getByRole('button', { name: M.approve }));
    expect(await within(section).findByText(M.phoneChangeApproved)).toBeInTheDocument();
    expect(await within(section).findByText(M.noPendingPhoneChanges)).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => String(url).endsWith('/trocas-telefone/3/aprovar') && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
