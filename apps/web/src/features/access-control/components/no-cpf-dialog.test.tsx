import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { NoCpfDialog } from './no-cpf-dialog';

const config = (supportWhatsapp: string | null, supportPhone: string | null) => ({
  chatUrl: null,
  biometricsPanelUrl: null,
  supportWhatsapp,
  supportPhone,
});

describe('morador sem CPF: contatos de suporte', { timeout: 30_000 }, () => {
  test('sem contatos configurados, o diálogo diz que o condomínio não os configurou, sem número inventado', async () => {
    signInForTest();
    mockFetch({ 'GET /api/public/config': { body: config(null, null) } });
    renderWithProviders(<NoCpfDialog open onClose={() => undefined} />);
    expect(await screen.findByText(M.supportNotConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('com os contatos configurados, WhatsApp e telefone', async () => {
    signInForTest();
    mockFetch({ 'GET /api/public/config': { body: config('5511912345678', null) } });
    renderWithProviders(<NoCpfDialog open onClose={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'WhatsApp: (11) 91234-5678' })).toBeInTheDocument();
    expect(screen.queryByText(/Telefone:/)).not.toBeInTheDocument();
  });
});
