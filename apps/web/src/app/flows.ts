import { lazy } from 'react';
import type { FlowComponent, FlowRegistry } from '../types/flow';

// Each area's issue swaps its entry for `lazy(() => import('../features/<area>/<area>-flow'))`.
const comingSoon = (): FlowComponent =>
  lazy(() =>
    import('../features/dashboard/components/coming-soon-flow').then((m) => ({ default: m.ComingSoonFlow })),
  );

export const FLOWS: FlowRegistry = {
  accessControl: comingSoon(),
  correspondence: lazy(() =>
    import('../features/correspondence/correspondence-flow').then((m) => ({ default: m.CorrespondenceFlow })),
  ),
  reservations: comingSoon(),
  occurrences: lazy(() =>
    import('../features/occurrences/occurrences-flow').then((m) => ({ default: m.OccurrencesFlow })),
  ),
  vehicles: lazy(() => import('../features/vehicles/vehicles-flow').then((m) => ({ default: m.VehiclesFlow }))),
  documents: lazy(() => import('../features/documents/documents-flow').then((m) => ({ default: m.DocumentsFlow }))),
};
