import { lazy } from 'react';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import DoorFront from '@mui/icons-material/DoorFront';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Key from '@mui/icons-material/Key';
import MenuBook from '@mui/icons-material/MenuBook';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ReportProblem from '@mui/icons-material/ReportProblem';
import type { SyndicCardEntry } from '../components/ui/controls/syndic-card';
import { accessRequestsCard } from '../features/access-control/components/access-requests-card';
import {
  accessControlEntryStart,
  accessControlUnitStarts,
  accessControlVisitorStart,
} from '../features/access-control/access-control-unit-starts';
import { manageDocumentsCard } from '../features/documents/components/manage-documents-card';
import { preRegistrationsCard } from '../features/accounts/components/pre-registrations-card';
import { chargesCard } from '../features/reservations/components/charges-card';
import { administrationCard } from '../features/administration/components/administration-card';
import {
  correspondenceCodeStart,
  correspondenceUnitStarts,
} from '../features/correspondence/correspondence-unit-starts';
import { ShelfTileCount } from '../features/correspondence/components/shelf-tile-count';
import { documentsUnitStarts } from '../features/documents/documents-unit-starts';
import { occurrencesUnitStarts } from '../features/occurrences/occurrences-unit-starts';
import { reservationsUnitStarts } from '../features/reservations/reservations-unit-starts';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { DeskBoardEntry, FlowComponent, TileRegistry, TimelineComponent } from '../types/flow';

// An area not built yet takes `comingSoon()`: its tile says `Em breve` and opens the stand-in. Every area has its
// flow now; the stand-in stays for the next one.
export const comingSoon = (): FlowComponent =>
  Object.assign(
    lazy(() =>
      import('../features/dashboard/components/coming-soon-flow').then((m) => ({ default: m.ComingSoonFlow })),
    ),
    { isComingSoon: true as const },
  );

/**
 * The dashboard's areas: icon, accent, the flow each tile opens and the desk's quick actions that start it on a unit
 * (issue 32; titles, order, descriptions and permissions come from packages/shared). A new area adds its line here
 * and nowhere else in the web app.
 */
export const TILES: TileRegistry = {
  accessControl: {
    icon: <DoorFront />,
    accent: '#0b4f6c',
    Flow: lazy(() =>
      import('../features/access-control/access-control-flow').then((m) => ({ default: m.AccessControlFlow })),
    ),
    unitStarts: accessControlUnitStarts,
    entryStart: accessControlEntryStart,
    visitorStart: accessControlVisitorStart,
  },
  correspondence: {
    icon: <LocalShipping />,
    accent: '#c77d12',
    Flow: lazy(() =>
      import('../features/correspondence/correspondence-flow').then((m) => ({ default: m.CorrespondenceFlow })),
    ),
    unitStarts: correspondenceUnitStarts,
    codeStart: correspondenceCodeStart,
    Count: ShelfTileCount,
  },
  reservations: {
    icon: <EventAvailable />,
    accent: '#2e7d5b',
    Flow: lazy(() =>
      import('../features/reservations/reservations-flow').then((m) => ({ default: m.ReservationsFlow })),
    ),
    unitStarts: reservationsUnitStarts,
  },
  occurrences: {
    icon: <ReportProblem />,
    accent: '#b3472d',
    Flow: lazy(() => import('../features/occurrences/occurrences-flow').then((m) => ({ default: m.OccurrencesFlow }))),
    unitStarts: occurrencesUnitStarts,
  },
  vehicles: {
    icon: <DirectionsCar />,
    accent: '#4a5fb0',
    Flow: lazy(() => import('../features/vehicles/vehicles-flow').then((m) => ({ default: m.VehiclesFlow }))),
  },
  documents: {
    icon: <FolderOpen />,
    accent: '#6b4fa0',
    Flow: lazy(() => import('../features/documents/documents-flow').then((m) => ({ default: m.DocumentsFlow }))),
    unitStarts: documentsUnitStarts,
  },
  shiftBook: {
    icon: <MenuBook />,
    accent: '#5d6b2f',
    Flow: lazy(() => import('../features/shift-book/shift-book-flow').then((m) => ({ default: m.ShiftBookFlow }))),
  },
  keys: {
    icon: <Key />,
    accent: '#8a5a14',
    Flow: lazy(() => import('../features/keys/keys-flow').then((m) => ({ default: m.KeysFlow }))),
  },
};

/** The syndic's cards under the tiles, in this order; each shows only for the permission it names. */
export const SYNDIC_CARDS: readonly SyndicCardEntry[] = [
  preRegistrationsCard,
  accessRequestsCard,
  manageDocumentsCard,
  chargesCard,
  administrationCard,
];

export const TIMELINE: TimelineComponent = lazy(() =>
  import('../features/timeline/timeline-dialog').then((m) => ({ default: m.TimelineDialog })),
);

/** The desk's boards under the tiles (issue 32 item 6), each only for the permission it names. */
export const DESK_BOARDS: readonly DeskBoardEntry[] = [
  {
    id: 'insideNow',
    permission: PERMISSIONS.accessControl,
    Board: lazy(() =>
      import('../features/access-control/entries/components/inside-now-board').then((m) => ({
        default: m.InsideNowBoard,
      })),
    ),
  },
];
