import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_LABELS as L, ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { fill } from '@portaria/shared/text';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { SyndicCards } from '../../../components/ui/controls/syndic-card';
import { accessRequestsCard } from './access-requests-card';

afterEach(() => vi.unstubAllGlobals());

const MARINA = {
  id: 4,
  nomeSolicitante: 'Marina Costa Alves',
  cpf: '12*******09',
  tipoVinculo: 'morar.inquilino',
  emailSolicitante: 'marina@example.com',
  celularSolicitante: '11987654321',
  acessoApp: true,
  unidade: { idUnidade: 11, nome: '101', nmBloco: 'Bloco A' },
  createdAt: '2026-11-21T13:24:00.000Z',
};
const LIST = 'GET /api/condominos/v1/unit-access/solicitacoes';
const asSyndic = () =>
  signInForTest({ permissions: { rolePermissions: [PERMISSIONS.approveAccessRequest], customPermissions: [] } });

const openReview = async () => {
  await userEvent.click(await screen.findByRole('button', { name: M.reviewTitle }));
  return screen.findByRole('listitem', { name: MARINA.nomeSolicitante });
};

describe('Solicitações de acesso no painel do síndico', () => {
  test('linha com unidade, vínculo, CPF mascarado, celular e app; Recusar confirma com a unidade e o aviso do e-mail', async () => {
    asSyndic();
    let data = [MARINA];
    const fetchSpy = mockFetch({
      [LIST]: () => ({ body: { data } }),
      'POST /api/condominos/v1/unit-access/solicitacoes/4/recusar': () => {
        data = [];
        return { body: { id: 4, status: 'RECUSADA' } };
      },
    });
    renderWithProviders(<SyndicCards cards={[accessRequestsCard]} />);
    const row = await openReview();
    expect(row).toHaveTextContent('Bloco A | 101');
    expect(row).toHaveTextContent(fill(L.cpfOf, { cpf: MARINA.cpf }));
    expect(row).toHaveTextContent('(11) 98765-4321');
    expect(row).toHaveTextContent(L.appYes);
    await userEvent.click(within(row).getByRole('button', { name: M.refuse }));
    const ask = await screen.findByRole('dialog', { name: L.refuseTitle });
    expect(ask).toHaveTextContent(fill(L.refuseQuestion, { nome: MARINA.nomeSolicitante, unidade: 'Bloco A | 101' }));
    expect(ask).toHaveTextContent(L.outcomeByEmail);
    await userEvent.click(within(ask).getByRole('button', { name: M.refuse }));
    expect(await screen.findByText(fill(L.refusedFor, { nome: MARINA.nomeSolicitante }))).toBeInTheDocument();
    expect(await screen.findByText(M.reviewEmpty)).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(([url, init]) => String(url).endsWith('/4/recusar') && init?.method === 'POST'),
    ).toBe(true);
  });

  test('falha sem palavras para o usuário (500) mostra o texto do spec', async () => {
    asSyndic();
    mockFetch({
      [LIST]: { body: { data: [MARINA] } },
      'POST /api/condominos/v1/unit-access/solicitacoes/4/aprovar': { status: 500, body: { message: 'Erro interno' } },
    });
    renderWithProviders(<SyndicCards cards={[accessRequestsCard]} />);
    await userEvent.click(within(await openReview()).getByRole('button', { name: M.approve }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: L.approveTitle })).getByRole('button', { name: M.approve }),
    );
    expect(await screen.findByText(M.requestFailedText)).toBeInTheDocument();
    expect(screen.queryByText('Erro interno')).not.toBeInTheDocument();
  });
});
