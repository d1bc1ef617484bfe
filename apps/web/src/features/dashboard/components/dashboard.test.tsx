import { lazy } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { FlowRegistry } from '../../../types/flow';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { Dashboard } from './dashboard';

afterEach(() => vi.unstubAllGlobals());

const comingSoon = lazy(() => import('./coming-soon-flow').then((m) => ({ default: m.ComingSoonFlow })));
const FLOWS: FlowRegistry = {
  accessControl: comingSoon,
  correspondence: comingSoon,
  reservations: comingSoon,
  occurrences: comingSoon,
  vehicles: comingSoon,
  documents: comingSoon,
};
const CONDO = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  tem_biometria: true,
  blocos: [],
};

const setup = (now: Date) => {
  signInForTest({ permissions: { rolePermissions: [PERMISSIONS.occurrences], customPermissions: [] } });
  mockFetch({ 'GET /api/condominios/1001': { body: CONDO } });
  renderWithProviders(<Dashboard flows={FLOWS} now={now} />, { route: '/dashboard' });
};

describe('painel da portaria', () => {
  test('mostra o condomínio e abre a área em um diálogo que avisa que ela chega numa próxima versão', async () => {
    setup(new Date(2026, 10, 21, 10));
    expect(screen.getByRole('heading', { name: 'Residencial Jardim das Palmeiras' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Ocorrências' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocorrências' });
    expect(await screen.findByText(MESSAGES.flowComingSoon)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitForElementToBeRemoved(dialog);
  });

  test('aviso de atualização aparece só nos dias 12 e 13 de outubro de 2024', () => {
    setup(new Date(2024, 9, 12, 9));
    expect(screen.getByText(MESSAGES.maintenanceNotice)).toBeInTheDocument();
  });

  test('fora da janela de atualização não há aviso', () => {
    setup(new Date(2024, 9, 14, 9));
    expect(screen.queryByText(MESSAGES.maintenanceNotice)).not.toBeInTheDocument();
  });
});
