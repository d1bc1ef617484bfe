import { lazy } from 'react';
import type { FlowComponent, FlowRegistry, TimelineComponent } from '../types/flow';

// An area not built yet takes `comingSoon()`: its tile says `Em breve` and opens the stand-in. Every area has its
// flow now; the stand-in stays for the next one.
export const comingSoon = (): FlowComponent =>
  Object.assign(
    lazy(() => import('../features/dashboard/components/coming-soon-flow').then((m) => ({ default: m.ComingSoonFlow }))),
    { isComingSoon: true as const },
  );

export const FLOWS: FlowRegistry = {
  accessControl: lazy(() =>
    import('../features/access-control/access-control-flow').then((m) => ({ default: m.AccessControlFlow })),
  ),
  correspondence: lazy(() =>
    import('../features/correspondence/correspondence-flow').then((m) => ({ default: m.CorrespondenceFlow })),
  ),
  reservations: lazy(() =>
    import('../features/reservations/reservations-flow').then((m) => ({ default: m.ReservationsFlow })),
  ),
  occurrences: lazy(() =>
    import('../features/occurrences/occurrences-flow').then((m) => ({ default: m.OccurrencesFlow })),
  ),
  vehicles: lazy(() => import('../features/vehicles/vehicles-flow').then((m) => ({ default: m.VehiclesFlow }))),
  documents: lazy(() => import('../features/documents/documents-flow').then((m) => ({ default: m.DocumentsFlow }))),
};

export const TIMELINE: TimelineComponent = lazy(() =>
  import('../features/timeline/timeline-dialog').then((m) => ({ default: m.TimelineDialog })),
);
