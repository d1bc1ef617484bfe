import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { AdministrationConsole } from './administration-console';

const settings = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  cnpj: '11222333000181',
  endereco: null,
  temBiometria: true,
  suporteWhatsapp: null,
  suporteTelefone: null,
  chatUrl: null,
  painelBiometriaUrl: null,
  diasAlertaEncomenda: 7,
  diasPrimeiroLembrete: 3,
  diasEntreLembretes: 7,
  comprovanteRetirada: false,
  ativo: true,
  multiplosBlocos: true,
};

const asSyndic = (extra: string[] = []) =>
  signInForTest({
    permissions: { rolePermissions: [PERMISSIONS.manageCondominium, ...extra], customPermissions: [] },
  });

afterEach(() => vi.unstubAllGlobals());

describe('console de administração', () => {
  test('a síndica edita o condomínio: CNPJ com dígito errado é recusado no campo; salvo, envia os dígitos', async () => {
    asSyndic();
    const saved: unknown[] = [];
    mockFetch({
      'GET /api/administracao/condominio': { body: settings },
      'PUT /api/administracao/condominio': (_url, init) => {
        saved.push(JSON.parse(String(init.body)));
        return { body: { ...settings, endereco: 'Rua das Palmeiras, 45' } };
      },
    });
    renderWithProviders(<AdministrationConsole idCondo={1001} />);
    const cnpj = await screen.findByLabelText(M.labelCnpj);
    expect(cnpj).toHaveValue('11.222.333/0001-81');
    // Only the administrator of the installation sees the list of condominiums and the deactivation.
    expect(screen.queryByRole('button', { name: M.deactivate })).toBeNull();
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11222333000182');
    await userEvent.type(screen.getByLabelText(M.labelAddress), 'Rua das Palmeiras, 45');
    expect(await screen.findByText(M.cnpjInvalid)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(saved).toEqual([]);
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11222333000181');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ cnpj: '11222333000181', endereco: 'Rua das Palmeiras, 45', temBiometria: true });
    expect(await screen.findByText(M.condominiumSaved)).toBeInTheDocument();
  });

  test('a síndica desliga a repetição dos lembretes de encomenda e muda o primeiro; fora de 0 a 90 é recusado', async () => {
    asSyndic();
    const saved: unknown[] = [];
    mockFetch({
      'GET /api/administracao/condominio': { body: settings },
      'PUT /api/administracao/condominio': (_url, init) => {
        saved.push(JSON.parse(String(init.body)));
        return { body: { ...settings, diasPrimeiroLembrete: 5, diasEntreLembretes: 0 } };
      },
    });
    renderWithProviders(<AdministrationConsole idCondo={1001} />);
    const first = await screen.findByLabelText(M.labelFirstReminderDays);
    const every = screen.getByLabelText(M.labelReminderEveryDays);
    expect(first).toHaveValue(3);
    expect(every).toHaveValue(7);
    expect(screen.getByText(M.firstReminderDaysHint)).toBeInTheDocument();
    await userEvent.clear(first);
    await userEvent.type(first, '91');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.reminderDaysInvalid)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await userEvent.clear(first);
    await userEvent.type(first, '5');
    await userEvent.clear(every);
    await userEvent.type(every, '0');
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ diasPrimeiroLembrete: 5, diasEntreLembretes: 0, diasAlertaEncomenda: 7 });
  });

  test('a síndica passa a exigir comprovante de retirada (assinatura ou foto) em todas as encomendas', async () => {
    asSyndic();
    const saved: unknown[] = [];
    mockFetch({
      'GET /api/administracao/condominio': { body: settings },
      'PUT /api/administracao/condominio': (_url, init) => {
        saved.push(JSON.parse(String(init.body)));
        return { body: { ...settings, comprovanteRetirada: true } };
      },
    });
    renderWithProviders(<AdministrationConsole idCondo={1001} />);
    const toggle = await screen.findByRole('switch', { name: M.labelProofOfRelease });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ comprovanteRetirada: true, temBiometria: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: M.labelProofOfRelease })).toBeChecked());
  });

  test('gerar unidades mostra a prévia "andares 1 a 20, 4 por andar" e envia o pedido por andares', async () => {
    asSyndic();
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/administracao/blocos': {
        body: { multiplosBlocos: true, data: [{ idBloco: 7, nome: 'Torre A', unidades: [] }] },
      },
      'POST /api/administracao/blocos/7/unidades': (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 201, body: { criadas: ['101'], existentes: [], message: '80 unidades criadas' } };
      },
    });
    renderWithProviders(<AdministrationConsole idCondo={1001} />);
    await userEvent.click(await screen.findByRole('tab', { name: M.tabBlocks }));
    await userEvent.click(await screen.findByRole('button', { name: M.generateUnits }));
    const last = screen.getByLabelText(M.lastFloor);
    await userEvent.clear(last);
    await userEvent.type(last, '20');
    expect(screen.getByRole('status')).toHaveTextContent('80 unidades: 101 … 2004');
    await userEvent.clear(last);
    await userEvent.type(last, '0');
    expect(screen.getByRole('status')).toHaveTextContent(M.floorsInvalid);
    expect(screen.getByRole('button', { name: M.create })).toBeDisabled();
    await userEvent.clear(last);
    await userEvent.type(last, '20');
    await userEvent.click(screen.getByRole('button', { name: M.create }));
    expect(await screen.findByText('80 unidades criadas')).toBeInTheDocument();
    expect(sent).toEqual([{ modo: 'andares', andarInicial: 1, andarFinal: 20, porAndar: 4 }]);
  });

  test('sem a permissão de administrar o condomínio, nenhuma seção aparece', () => {
    signInForTest();
    renderWithProviders(<AdministrationConsole idCondo={1001} />);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
