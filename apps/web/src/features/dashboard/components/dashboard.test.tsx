import { lazy } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { TimelineProps } from '../../../types/flow';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { testTiles } from '../../../test/tiles';
import { Dashboard } from './dashboard';

afterEach(() => vi.unstubAllGlobals());

const TILES = testTiles();
/** The timeline's own tests are in features/timeline; here only how the dashboard opens and closes it. */
const timeline = lazy(async () => ({
  default: ({ onClose, today }: TimelineProps) => (
    <div role="dialog" aria-label="Linha do tempo do dia">
      <p>{today.toLocaleDateString('pt-BR')}</p>
      <button onClick={onClose}>Fechar</button>
    </div>
  ),
}));
const CONDO = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  tem_biometria: true,
  blocos: [],
};

const setup = (now: Date, rolePermissions: string[] = [PERMISSIONS.occurrences]) => {
  signInForTest({ permissions: { rolePermissions, customPermissions: [] } });
  mockFetch({ 'GET /api/condominios/1001': { body: CONDO } });
  renderWithProviders(<Dashboard tiles={TILES} timeline={timeline} now={now} />, { route: '/dashboard' });
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

  test('a área aberta continua aberta depois de recarregar a página; fechada pelo X, não volta', async () => {
    setup(new Date(2026, 10, 21, 10));
    await userEvent.click(await screen.findByRole('button', { name: 'Ocorrências' }));
    expect(await screen.findByText(MESSAGES.flowComingSoon)).toBeInTheDocument();
    cleanup();

    setup(new Date(2026, 10, 21, 10));
    const dialog = await screen.findByRole('dialog', { name: 'Ocorrências' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitForElementToBeRemoved(dialog);
    cleanup();

    setup(new Date(2026, 10, 21, 10));
    await screen.findByRole('button', { name: 'Ocorrências' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('aviso de atualização aparece só nos dias 12 e 13 de outubro de 2024', () => {
    setup(new Date(2024, 9, 12, 9));
    expect(screen.getByText(MESSAGES.maintenanceNotice)).toBeInTheDocument();
  });

  test('fora da janela de atualização não há aviso', () => {
    setup(new Date(2024, 9, 14, 9));
    expect(screen.queryByText(MESSAGES.maintenanceNotice)).not.toBeInTheDocument();
  });

  test('Linha do tempo: só com a permissão de controle de acesso, abre o dia e fecha', async () => {
    setup(new Date(2026, 10, 21, 10), [PERMISSIONS.accessControl]);
    await userEvent.click(screen.getByRole('button', { name: 'Linha do tempo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Linha do tempo do dia' });
    expect(within(dialog).getByText('21/11/2026')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(dialog).not.toBeInTheDocument();
  });

  test('sem a permissão de controle de acesso não há Linha do tempo', () => {
    setup(new Date(2026, 10, 21, 10));
    expect(screen.queryByRole('button', { name: 'Linha do tempo' })).not.toBeInTheDocument();
  });
});
