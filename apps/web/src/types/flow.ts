import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { TileId } from '@portaria/shared/permissions';

/** What every dashboard flow receives: it renders the dialog body and actions, and closes through onClose. */
export type FlowProps = { onClose: () => void };

/** `isComingSoon` marks the stand-in of an area not built yet: its tile says `Em breve` (issue 19). */
export type FlowComponent = LazyExoticComponent<ComponentType<FlowProps>> & { isComingSoon?: true };

/** How a tile looks: its icon and accent colour (title, order, description and permission come from packages/shared). */
export type TilePresentation = { icon: ReactElement; accent: string };

/** One dashboard tile: how it looks and the flow it opens (lazily loaded). */
export type TileEntry = TilePresentation & { Flow: FlowComponent };

/** TileId -> tile: the one registry of the dashboard's areas (app/dashboard-registry.tsx). */
export type TileRegistry = Record<TileId, TileEntry>;

/** The dashboard's daily timeline, opened beside the tiles (spec 02 §2.5). */
export type TimelineProps = { onClose: () => void; today: Date };
export type TimelineComponent = LazyExoticComponent<ComponentType<TimelineProps>>;
