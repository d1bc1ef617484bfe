import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TILES as TILE_LIST } from '@portaria/shared/permissions';
import { DashboardTile } from '../features/dashboard/components/dashboard-tile';
import { mockFetch, renderWithProviders, signInForTest } from '../test/test-utils';
import { TILES } from './dashboard-registry';

describe('contagem no quadro', () => {
  test('o quadro de Correspondência diz quantas aguardam, na descrição acessível do botão', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'GET /api/correspondencia/prateleira': {
        body: { data: [], total: 3, totalExato: true, diasAlerta: 7, proximo: null },
      },
    });
    const tile = TILES.correspondence;
    const title = TILE_LIST.find((t) => t.id === 'correspondence')!.title;
    renderWithProviders(
      <DashboardTile
        id="correspondence"
        title={title}
        icon={tile.icon}
        accent={tile.accent}
        Count={tile.Count}
        onOpen={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: title, description: /3 aguardando$/ })).toBeInTheDocument();
    const asked = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('limit')).toBe('1');
  });
});
