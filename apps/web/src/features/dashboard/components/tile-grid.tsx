import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { AuthorizationContext, TileId } from '@portaria/shared/permissions';
import { visibleTiles } from '@portaria/shared/permissions';
import { MESSAGES } from '@portaria/shared/messages';
import type { TilePresentation } from '../../../types/flow';
import { DashboardTile } from './dashboard-tile';

const GRID = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

const SKELETON_COUNT = 6;

type TileGridProps = {
  /** Icon and accent of each area (the registry's tiles). */
  tiles: Record<TileId, TilePresentation>;
  permissions: AuthorizationContext;
  isLoading: boolean;
  onOpen: (id: TileId) => void;
  /** Areas not built yet: their tiles say so before they are opened. */
  comingSoon?: readonly TileId[];
};

/** The six areas in spec order, each only when role or custom permissions grant it. */
export const TileGrid = ({ tiles: presentation, permissions, isLoading, onOpen, comingSoon = [] }: TileGridProps) => {
  if (isLoading) {
    return (
      <Box sx={GRID} role="status" aria-busy="true" aria-label={MESSAGES.wait}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={128} sx={{ borderRadius: 4 }} data-testid="tile-skeleton" />
        ))}
      </Box>
    );
  }
  const tiles = visibleTiles(permissions);
  if (tiles.length === 0) return <Alert severity="info">{MESSAGES.noTilesAvailable}</Alert>;
  return (
    <Box sx={GRID}>
      {tiles.map((tile) => (
        <DashboardTile
          key={tile.id}
          id={tile.id}
          title={tile.title}
          icon={presentation[tile.id].icon}
          accent={presentation[tile.id].accent}
          Count={presentation[tile.id].Count}
          onOpen={onOpen}
          isComingSoon={comingSoon.includes(tile.id)}
        />
      ))}
    </Box>
  );
};
