import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SentLink } from '@portaria/shared/documents/document.schemas';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { SentLinks } from './sent-links';

const link = (id: number, extra: Partial<SentLink> = {}): SentLink => ({
  id,
  tipoDocumento: 'CONVENCAO',
  nomeDocumento: 'Estatuto/Convenção',
  email: `morador${id}@exemplo.com.br`,
  unidade: { idUnidade: 1, nome: '101', nmBloco: 'Bloco A' },
  enviadoPor: 'Carlos Eduardo Souza',
  enviadoEm: '2026-11-20T13:00:00.000Z',
  expiraEm: '2026-11-27T13:00:00.000Z',
  revogadoEm: null,
  status: 'ATIVO',
  aviso: { status: 'ENVIADO', moradores: 1, pendentes: 0, falhas: 0, erro: null, tentativas: 0 },
  ...extra,
});
const failed = {
  status: 'FALHOU' as const,
  moradores: 0,
  pendentes: 0,
  falhas: 1,
  erro: 'caixa cheia (552)',
  tentativas: 5,
};
const page = (data: SentLink[]) => ({ data, meta: { page: 1, totalPages: 1, totalItems: data.length } });

afterEach(() => vi.unstubAllGlobals());

describe('Links enviados', { timeout: 30_000 }, () => {
  test('lista com destinatário, unidade, quem enviou e até quando; Revogar pergunta, revoga e a lista recarrega', async () => {
    signInForTest();
    let revoked = false;
    const spy = mockFetch({
      'GET /api/documentos/links': () => ({
        body: page([
          link(7, revoked ? { status: 'REVOGADO', revogadoEm: '2026-11-21T10:00:00.000Z' } : {}),
          link(6, { status: 'EXPIRADO', aviso: failed }),
        ]),
      }),
      'DELETE /api/documentos/links/7': () => {
        revoked = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SentLinks />);
    const row = await screen.findByRole(
      'listitem',
      { name: 'Estatuto/Convenção: morador7@exemplo.com.br' },
      { timeout: 5000 },
    );
    expect(row).toHaveTextContent('Para morador7@exemplo.com.br · Bloco A - 101');
    expect(row).toHaveTextContent('Enviado em 20/11/2026 10:00 por Carlos Eduardo Souza · Abre até 27/11/2026 10:00');
    expect(within(row).getByText(M.linkActive)).toBeInTheDocument();
    const expired = screen.getByRole('listitem', { name: 'Estatuto/Convenção: morador6@exemplo.com.br' });
    expect(within(expired).getByText(M.linkExpired)).toBeInTheDocument();
    // Whether the e-mail left: sent, or failed after its tries with the provider's words.
    expect(within(row).getByText(NM.emailSentChip)).toBeInTheDocument();
    expect(within(expired).getByText(NM.emailFailedChip)).toBeInTheDocument();
    expect(expired).toHaveTextContent('Falhou após 5 tentativas: caixa cheia (552)');
    expect(within(expired).queryByRole('button', { name: /Revogar/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Revogar: morador7@exemplo.com.br' }));
    const ask = await screen.findByRole('dialog', { name: M.revokeTitle });
    expect(ask).toHaveTextContent(
      'O link enviado para morador7@exemplo.com.br deixa de abrir o documento imediatamente.',
    );
    await user.click(within(ask).getByRole('button', { name: M.revokeConfirm }));
    expect(await screen.findByText(M.revoked, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('listitem', { name: 'Estatuto/Convenção: morador7@exemplo.com.br' })).getByText(
            M.linkRevokedStatus,
          ),
        ).toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(
      spy.mock.calls.filter(
        ([input, init]) => String(input).endsWith('/documentos/links/7') && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  test('sem links nos últimos 7 dias: o texto de vazio', async () => {
    signInForTest();
    mockFetch({ 'GET /api/documentos/links': { body: page([]) } });
    renderWithProviders(<SentLinks />);
    expect(await screen.findByText(M.linksEmpty, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
