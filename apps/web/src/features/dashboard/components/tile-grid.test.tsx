import { describe, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, TILES } from '@portaria/shared/permissions';
import { testTiles } from '../../../test/tiles';
import { TileGrid } from './tile-grid';

const PRESENTATION = testTiles();

const tileNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('áreas do painel', () => {
  test('uma área ainda não construída diz Em breve no próprio cartão (e na descrição do botão); as outras não', () => {
    render(
      <TileGrid
        tiles={PRESENTATION}
        isLoading={false}
        onOpen={vi.fn()}
        comingSoon={['documents']}
        permissions={{ rolePermissions: [PERMISSIONS.correspondence, PERMISSIONS.documents], customPermissions: [] }}
      />,
    );
    expect(screen.getAllByText('Em breve')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Documentos' })).toHaveAccessibleDescription(/^Em breve/);
    expect(screen.getByRole('button', { name: 'Correspondência e Entregas' })).not.toHaveAccessibleDescription(
      /Em breve/,
    );
  });

  test('mostra só as áreas liberadas pela união de permissões do papel e personalizadas', () => {
    render(
      <TileGrid
        tiles={PRESENTATION}
        isLoading={false}
        onOpen={vi.fn()}
        permissions={{
          rolePermissions: [PERMISSIONS.correspondence, PERMISSIONS.vehicles],
          customPermissions: [PERMISSIONS.occurrences],
        }}
      />,
    );
    expect(tileNames()).toEqual(['Correspondência e Entregas', 'Ocorrências', 'Veículos']);
    expect(screen.queryByRole('button', { name: 'Controle de Acesso' })).not.toBeInTheDocument();
  });

  test('com todas as permissões as seis áreas aparecem na ordem da especificação', () => {
    render(
      <TileGrid
        tiles={PRESENTATION}
        isLoading={false}
        onOpen={vi.fn()}
        permissions={{ rolePermissions: TILES.map((tile) => tile.permission), customPermissions: [] }}
      />,
    );
    expect(tileNames()).toEqual(TILES.map((tile) => tile.title));
  });

  test('permissão só personalizada também libera a área', () => {
    render(
      <TileGrid
        tiles={PRESENTATION}
        isLoading={false}
        onOpen={vi.fn()}
        permissions={{ rolePermissions: [], customPermissions: [PERMISSIONS.documents] }}
      />,
    );
    expect(tileNames()).toEqual(['Documentos']);
  });

  test('enquanto o condomínio carrega aparecem os esqueletos no lugar das áreas', () => {
    render(
      <TileGrid
        tiles={PRESENTATION}
        isLoading
        onOpen={vi.fn()}
        permissions={{ rolePermissions: [PERMISSIONS.vehicles], customPermissions: [] }}
      />,
    );
    expect(screen.getAllByTestId('tile-skeleton')).toHaveLength(6);
    // A named status, not a plain div with aria-label (axe: aria-prohibited-attr).
    expect(screen.getByRole('status', { name: 'Aguarde...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Veículos' })).not.toBeInTheDocument();
  });

  test('clicar na área avisa qual fluxo abrir', async () => {
    const onOpen = vi.fn();
    render(
      <TileGrid
        tiles={PRESENTATION}
        isLoading={false}
        onOpen={onOpen}
        permissions={{ rolePermissions: [PERMISSIONS.vehicles], customPermissions: [] }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Veículos' }));
    expect(onOpen).toHaveBeenCalledWith('vehicles');
  });
});
