import type { ComponentType, LazyExoticComponent } from 'react';
import type { TileId } from '@portaria/shared/permissions';

/** What every dashboard flow receives: it renders the dialog body and actions, and closes through onClose. */
export type FlowProps = { onClose: () => void };

/** `isComingSoon` marks the stand-in of an area not built yet: its tile says `Em breve` (issue 19). */
export type FlowComponent = LazyExoticComponent<ComponentType<FlowProps>> & { isComingSoon?: true };

/** TileId -> lazily loaded flow. Later areas replace the "coming soon" entries with their own flow. */
export type FlowRegistry = Record<TileId, FlowComponent>;

/** The dashboard's daily timeline, opened beside the tiles (spec 02 §2.5). */
export type TimelineProps = { onClose: () => void; today: Date };
export type TimelineComponent = LazyExoticComponent<ComponentType<TimelineProps>>;
