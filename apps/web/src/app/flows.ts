import { lazy } from 'react';
import type { FlowComponent, FlowRegistry, TimelineComponent } from '../types/flow';

// Each area's issue swaps its entry for `lazy(() => import('../features/<area>/<area>-flow'))`.
const comingSoon = (): FlowComponent =>
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
  occurrences: comingSoon(),
  vehicles: lazy(() => import('../features/vehicles/vehicles-flow').then((m) => ({ default: m.VehiclesFlow }))),
  documents: comingSoon(),
};

export const TIMELINE: TimelineComponent = lazy(() =>
  import('../features/timeline/timeline-dialog').then((m) => ({ default: m.TimelineDialog })),
);
