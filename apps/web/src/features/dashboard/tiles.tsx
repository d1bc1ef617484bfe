import type { ReactElement } from 'react';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import DoorFront from '@mui/icons-material/DoorFront';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FolderOpen from '@mui/icons-material/FolderOpen';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ReportProblem from '@mui/icons-material/ReportProblem';
import type { TileId } from '@portaria/shared/permissions';

type TilePresentation = { icon: ReactElement; accent: string };

/** Icon and accent colour of each tile (titles, order and descriptions come from packages/shared). */
export const TILE_PRESENTATION: Record<TileId, TilePresentation> = {
  accessControl: {
    icon: <DoorFront />,
    accent: '#0b4f6c',
  },
  correspondence: {
    icon: <LocalShipping />,
    accent: '#c77d12',
  },
  reservations: {
    icon: <EventAvailable />,
    accent: '#2e7d5b',
  },
  occurrences: {
    icon: <ReportProblem />,
    accent: '#b3472d',
  },
  vehicles: {
    icon: <DirectionsCar />,
    accent: '#4a5fb0',
  },
  documents: {
    icon: <FolderOpen />,
    accent: '#6b4fa0',
  },
};
