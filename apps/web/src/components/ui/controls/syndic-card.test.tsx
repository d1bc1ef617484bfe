import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { renderWithProviders, signInForTest } from '../../../test/test-utils';
import { SyndicCards, type SyndicCardEntry } from './syndic-card';

afterEach(() => vi.unstubAllGlobals());

const card = (
  id: string,
  permission: SyndicCardEntry['permission'],
  extra: Partial<SyndicCardEntry> = {},
): SyndicCardEntry => ({
  id,
  permission,
  icon: <span />,
  title: `Cartão ${id}`,
  description: `Descrição ${id}`,
  Screen: ({ idCondo }) => <p>{`Tela ${id} do condomínio ${idCondo}`}</p>,
  ...extra,
});

describe('cartões do síndico (o registro do painel)', () => {
  test('só os cartões das permissões da sessão, na ordem do registro; o cartão abre a sua tela com o condomínio', async () => {
    signInForTest({
      permissions: {
        rolePermissions: [PERMISSIONS.reservationCharges, PERMISSIONS.approveAccessRequest],
        customPermissions: [],
      },
    });
    renderWithProviders(
      <SyndicCards
        cards={[
          card('a', PERMISSIONS.approveAccessRequest),
          card('b', PERMISSIONS.approvePreRegistration),
          card('c', PERMISSIONS.reservationCharges),
        ]}
      />,
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Cartão a', 'Cartão c']);
    await userEvent.click(screen.getByRole('button', { name: 'Cartão c' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cartão c' });
    expect(within(dialog).getByText(/^Tela c do condomínio \d+$/)).toBeInTheDocument();
  });

  test('a contagem só consulta com a permissão; sem condomínio, o cartão que precisa dele some', () => {
    signInForTest({
      permissions: { rolePermissions: [PERMISSIONS.manageDocuments], customPermissions: [] },
      condominiumId: null,
    });
    const useBadge = vi.fn((_idCondo: number, isEnabled: boolean) => (isEnabled ? '2 pendentes' : undefined));
    renderWithProviders(
      <SyndicCards
        cards={[
          card('docs', PERMISSIONS.manageDocuments, { needsCondominium: true }),
          card('pedidos', PERMISSIONS.approveAccessRequest, { useBadge }),
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cartão docs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cartão pedidos' })).not.toBeInTheDocument();
    expect(useBadge).toHaveBeenCalledWith(0, false);
  });

  test('com a permissão e o condomínio, a contagem aparece no cartão', () => {
    signInForTest({ permissions: { rolePermissions: [PERMISSIONS.approveAccessRequest], customPermissions: [] } });
    renderWithProviders(
      <SyndicCards
        cards={[
          card('pedidos', PERMISSIONS.approveAccessRequest, {
            useBadge: (_id, isEnabled) => (isEnabled ? '2 pendentes' : undefined),
          }),
        ]}
      />,
    );
    expect(screen.getByText('2 pendentes')).toBeInTheDocument();
  });
});
