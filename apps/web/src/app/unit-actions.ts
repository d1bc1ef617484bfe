import { useCallback, useMemo } from 'react';
import { hasPermission, TILES as TILE_LIST } from '@portaria/shared/permissions';
import type { TileId } from '@portaria/shared/permissions';
import { clearFlowScope, flowScopeOf } from '../components/flow/flow-scope';
import { useCondominium } from '../lib/get-condominium';
import { useSession } from '../lib/session';
import { writeStored } from '../lib/user-storage';
import type { DeskActionId, FlowStart, TileRegistry } from '../types/flow';

/** Opens a tile's flow where `values` say (its view, its wizard's position...), as a page refresh would reopen it. */
export const startTileFlow = (tileId: TileId, values: FlowStart, openTile: (id: TileId) => void) => {
  clearFlowScope(tileId);
  for (const [name, value] of Object.entries(values)) writeStored(`${flowScopeOf(tileId)}${name}`, value);
  openTile(tileId);
};

/**
 * The desk's quick actions on a unit (issue 32), from the tiles this person may open: each writes where its tile's
 * flow starts (the view, and its wizard on the unit's first own step) into that flow's scope, then opens the tile,
 * so the flow opens on the unit as a page refresh would reopen it. The block comes from the condominium's units.
 */
export const useUnitActions = (tiles: TileRegistry, openTile: (id: TileId) => void) => {
  const { permissions, condominiumId } = useSession();
  const condominium = useCondominium(condominiumId);
  const tileOf = useMemo(() => {
    const byAction = new Map<DeskActionId, TileId>();
    for (const tile of TILE_LIST) {
      if (!hasPermission(permissions, tile.permission)) continue;
      for (const action of Object.keys(tiles[tile.id].unitStarts ?? {}) as DeskActionId[])
        byAction.set(action, tile.id);
    }
    return byAction;
  }, [tiles, permissions]);
  const actions = useMemo(() => [...tileOf.keys()], [tileOf]);
  const blocks = condominium.data?.blocos;

  const start = useCallback(
    (action: DeskActionId, idUnidade: number) => {
      const tileId = tileOf.get(action);
      const starter = tileId ? tiles[tileId].unitStarts?.[action] : undefined;
      const block = blocks?.find((b) => b.unidades.some((u) => u.idUnidade === idUnidade));
      if (!tileId || !starter || !blocks || !block) return;
      // One block has no block step (spec 02 §2): the flow's own steps start right after the unit.
      const step = blocks.length === 1 ? 1 : 2;
      const values = starter({ idUnidade, wizard: { blockId: block.idBloco, unitId: idUnidade, step } });
      startTileFlow(tileId, values, openTile);
    },
    [tileOf, tiles, blocks, openTile],
  );

  return { actions, start, canAct: blocks !== undefined };
};
