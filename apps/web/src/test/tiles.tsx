import { lazy } from 'react';
import type { FlowComponent, TileRegistry } from '../types/flow';

/** A registry for the dashboard's tests: every area opens `flow` (the coming-soon stand-in by default). */
export const testTiles = (
  flow: FlowComponent = lazy(() =>
    import('../features/dashboard/components/coming-soon-flow').then((m) => ({ default: m.ComingSoonFlow })),
  ),
): TileRegistry => {
  const tile = { icon: <span />, accent: '#0b4f6c', Flow: flow };
  return {
    accessControl: tile,
    correspondence: tile,
    reservations: tile,
    occurrences: tile,
    vehicles: tile,
    documents: tile,
    shiftBook: tile,
    keys: tile,
  };
};
