import type { ReactElement } from 'react';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import DoorFront from '@mui/icons-material/DoorFront';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FolderOpen from '@mui/icons-material/FolderOpen';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ReportProblem from '@mui/icons-material/ReportProblem';
import type { TileId } from '@portaria/shared/permissions';

type TilePresentation = { icon: ReactElement; description: string; accent: string };

/** Icon, one-line pt-BR description and accent colour of each tile (titles and order come from shared TILES). */
export const TILE_PRESENTATION: Record<TileId, TilePresentation> = {
  accessControl: {
    icon: <DoorFront />,
    description: 'Registre entradas e saídas de visitantes e prestadores.',
    accent: '#0b4f6c',
  },
  correspondence: {
    icon: <LocalShipping />,
    description: 'Receba encomendas e avise os moradores da unidade.',
    accent: '#c77d12',
  },
  reservations: {
    icon: <EventAvailable />,
    description: 'Consulte reservas e bloqueios das áreas comuns.',
    accent: '#2e7d5b',
  },
  occurrences: {
    icon: <ReportProblem />,
    description: 'Registre e acompanhe as ocorrências do condomínio.',
    accent: '#b3472d',
  },
  vehicles: {
    icon: <DirectionsCar />,
    description: 'Consulte os veículos cadastrados de cada unidade.',
    accent: '#4a5fb0',
  },
  documents: {
    icon: <FolderOpen />,
    description: 'Acesse documentos e comunicados do condomínio.',
    accent: '#6b4fa0',
  },
};
