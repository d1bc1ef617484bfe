import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_MESSAGES as M } from '@portaria/shared/administration/audit.messages';
import type { AuditEntry } from '@portaria/shared/administration/audit.schemas';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { AuditLogPanel } from './audit-log-panel';

afterEach(() => vi.unstubAllGlobals());

const TODAY = new Date(2024, 9, 1, 15);
const entry = (id: number, patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  quando: '2024-09-30T18:05:09',
  idUsuario: 7,
  nmUsuario: 'Maria Helena Prado',
  idCondo: 1001,
  referencia: 4521,
  nmCondo: 'Residencial Jardim das Palmeiras',
  acao: 'bloco.renomear',
  rotuloAcao: 'Renomeou um bloco',
  entidade: 'bloco',
  rotuloArea: 'Blocos',
  idEntidade: String(id),
  alteracoes: [{ tipo: 'edicao', campo: 'nome', rotulo: 'Nome', antes: 'Bloco A', depois: 'Bloco Azul' }],
  ...patch,
});

const setup = (permissions: string[] = [PERMISSIONS.readAudit]) => {
  signInForTest({ permissions: { rolePermissions: permissions, customPermissions: [] } });
  const fetch = mockFetch({
    'GET /api/administracao/auditoria': (url) => {
      const apos = url.searchParams.get('apos');
      if (url.searchParams.get('acao') === 'veiculo.editar') return { body: { data: [], proximo: null } };
      if (!apos) return { body: { data: [entry(3), entry(2, { nmUsuario: null, idUsuario: null })], proximo: '1.2' } };
      return {
        body: {
          data: [
            entry(1, {
              acao: 'veiculo.cadastrar',
              rotuloAcao: 'Cadastrou veículo',
              alteracoes: [{ tipo: 'valor', campo: 'placa', rotulo: 'Placa', valor: 'ABC1D23' }],
            }),
          ],
          proximo: null,
        },
      };
    },
    'GET /api/administracao/auditoria/pessoas': {
      body: { data: [{ idUsuario: 7, nome: 'Maria Helena Prado' }] },
    },
  });
  renderWithProviders(<AuditLogPanel idCondo={1001} today={TODAY} />);
  return fetch;
};
const auditCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/administracao/auditoria');

describe('registro de auditoria no console', () => {
  test('cada registro mostra a ação, quando, quem, o condomínio e o antes → depois; Carregar mais traz a próxima janela', async () => {
    const fetch = setup();
    const list = await screen.findByRole('list', { name: M.title });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Renomeou um bloco');
    expect(rows[0]).toHaveTextContent(
      '30/09/2024 18:05:09 · Maria Helena Prado · 4521 - Residencial Jardim das Palmeiras',
    );
    expect(within(rows[0]!).getByRole('list', { name: M.columns.alteracoes })).toHaveTextContent(
      'Nome: Bloco A → Bloco Azul',
    );
    expect(rows[1]).toHaveTextContent(M.noAccount);
    await userEvent.click(screen.getByRole('button', { name: M.loadMore }));
    expect(await within(list).findByText('Cadastrou veículo')).toBeInTheDocument();
    expect(within(list).getByText('ABC1D23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
    expect(auditCalls(fetch).map((url) => url.searchParams.get('apos'))).toEqual([null, '1.2']);
  });

  test('filtros de pessoa, área e ação vão ao servidor; sem resultado, o aviso; o CSV só em CSV', async () => {
    const fetch = setup();
    await screen.findByRole('list', { name: M.title });
    expect(screen.getByRole('button', { name: M.exportCsv })).toBeEnabled();
    expect(screen.queryByRole('button', { name: M.exportPdf })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: M.person }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maria Helena Prado' }));
    await userEvent.click(screen.getByRole('combobox', { name: M.area }));
    await userEvent.click(await screen.findByRole('option', { name: 'Veículos' }));
    await userEvent.click(screen.getByRole('combobox', { name: M.action }));
    await userEvent.click(await screen.findByRole('option', { name: 'Editou veículo' }));
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    const last = auditCalls(fetch).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      idUsuario: '7',
      entidade: 'veiculo',
      acao: 'veiculo.editar',
    });
    expect(screen.getByRole('button', { name: M.exportCsv })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: M.clearFilters }));
    await screen.findByRole('list', { name: M.title });
    expect(Object.fromEntries(auditCalls(fetch).at(-1)!.searchParams)).toEqual({});
  });

  test('período digitado nos calendários vai como dataDe e dataAte (dias de São Paulo)', async () => {
    const fetch = setup();
    await screen.findByRole('list', { name: M.title });
    const user = userEvent.setup();
    const day = (group: string) =>
      within(screen.getByRole('group', { name: group })).getByRole('spinbutton', { name: 'Dia' });
    await user.click(day(M.periodFrom));
    await user.keyboard('01092024');
    await user.click(day(M.periodUntil));
    await user.keyboard('30092024');
    await waitFor(() =>
      expect(Object.fromEntries(auditCalls(fetch).at(-1)!.searchParams)).toEqual({
        dataDe: '2024-09-01',
        dataAte: '2024-09-30',
      }),
    );
  });

  test('só o administrador da instalação vê "todos os condomínios que administro", que pede todos=true', async () => {
    setup();
    await screen.findByRole('list', { name: M.title });
    expect(screen.queryByRole('switch', { name: M.allManaged })).not.toBeInTheDocument();
  });

  test('administrador: a chave pede todos=true ao registro e às pessoas', async () => {
    const fetch = setup([PERMISSIONS.readAudit, PERMISSIONS.administerInstallation]);
    await screen.findByRole('list', { name: M.title });
    await userEvent.click(screen.getByRole('switch', { name: M.allManaged }));
    await waitFor(() => expect(auditCalls(fetch).at(-1)!.searchParams.get('todos')).toBe('true'));
    const lastPeople = () =>
      fetch.mock.calls
        .map(([url]) => new URL(String(url), 'http://x'))
        .filter((url) => url.pathname === '/api/administracao/auditoria/pessoas')
        .at(-1);
    await waitFor(() => expect(lastPeople()?.searchParams.get('todos')).toBe('true'));
  });
});
