import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import type { Permission, TileId } from '@portaria/shared/permissions';
import type { BlockUnitChoice } from '../components/ui/wizard/use-block-unit-steps';

/** What every dashboard flow receives: it renders the dialog body and actions, and closes through onClose. */
export type FlowProps = { onClose: () => void };

/** `isComingSoon` marks the stand-in of an area not built yet: its tile says `Em breve` (issue 19). */
export type FlowComponent = LazyExoticComponent<ComponentType<FlowProps>> & { isComingSoon?: true };

/**
 * How a tile looks: its icon and accent colour (title, order, description and permission come from packages/shared),
 * and optionally `Count`, a live line under the description ('3 aguardando') that is part of the tile's description.
 */
export type TilePresentation = { icon: ReactElement; accent: string; Count?: ComponentType };

/** A quick action of the desk's unit page (issue 32): a flow started on the open unit. */
export type DeskActionId = keyof typeof DESK_MESSAGES.actions;

/**
 * The unit a flow starts on. `wizard` is the position `useBlockUnitFlow` keeps when it persists (its block, its unit
 * and the flow's first own step, after the block and unit steps): stored, the flow's wizard opens on that step.
 */
export type UnitTarget = {
  idUnidade: number;
  wizard: BlockUnitChoice & { step: number };
  /** The resident or authorised person whose search hit opened the unit (the parcel's recipient). */
  person?: { nome: string };
};

/** A visitor expected today on the unit page, whose entry the desk records from there (issue 32). */
export type VisitTarget = {
  idUnidade: number;
  blockId: number;
  idVisitanteUnidade: number;
  idAutorizacao: number;
  nome: string;
  visitanteTipo: string;
  tipoAutorizacao: string;
};

/**
 * Where a flow opens: values by their `useFlowState` name (`view`, `wizard:parcel`...), stored in the flow's scope
 * before its tile opens, as a page refresh would find them.
 */
export type FlowStart = Record<string, unknown>;

/** How a tile's flow starts on a unit, for each desk action it answers. */
export type UnitStarts = Partial<Record<DeskActionId, (unit: UnitTarget) => FlowStart>>;

/** How a tile's flow starts on a code read by the dashboard's scanner field (a parcel's label). */
export type CodeStart = (code: string) => FlowStart;

/** How a tile's flow starts on the entry of a visitor expected today (its confirmation open). */
export type EntryStart = (visit: VisitTarget) => FlowStart;

/** How a tile's flow starts the entry of a new visitor at the door, the unit still to choose (the dashboard's). */
export type VisitorStart = () => FlowStart;

/**
 * One dashboard tile: how it looks, the flow it opens (lazily loaded), the desk actions that start it on a unit and,
 * for the one tile that answers each, the scanner field's start, the expected visitor's entry and the new visitor's.
 */
export type TileEntry = TilePresentation & {
  Flow: FlowComponent;
  unitStarts?: UnitStarts;
  codeStart?: CodeStart;
  entryStart?: EntryStart;
  visitorStart?: VisitorStart;
};

/** TileId -> tile: the one registry of the dashboard's areas (app/dashboard-registry.tsx). */
export type TileRegistry = Record<TileId, TileEntry>;

/** The dashboard's daily timeline, opened beside the tiles (spec 02 §2.5). */
export type TimelineProps = { onClose: () => void; today: Date };
export type TimelineComponent = LazyExoticComponent<ComponentType<TimelineProps>>;

/** A board of the dashboard under the tiles (who is inside now): shown only with its permission and a condominium. */
export type DeskBoardEntry = { id: string; permission: Permission; Board: LazyExoticComponent<ComponentType> };
