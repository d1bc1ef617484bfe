import { useCallback, useMemo } from 'react';
import { hasPermission, TILES as TILE_LIST } from '@portaria/shared/permissions';
import type { TileId } from '@portaria/shared/permissions';
import { clearFlowScope, flowScopeOf } from '../components/flow/flow-scope';
import { useCondominium } from '../lib/get-condominium';
import { useSession } from '../lib/session';
import { writeStored } from '../lib/user-storage';
import type { DeskActionId, FlowStart, TileRegistry, UnitTarget, VisitTarget } from '../types/flow';

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

  const blockOf = useCallback(
    (idUnidade: number) => blocks?.find((b) => b.unidades.some((u) => u.idUnidade === idUnidade)),
    [blocks],
  );

  const start = useCallback(
    (action: DeskActionId, idUnidade: number, person?: UnitTarget['person']) => {
      const tileId = tileOf.get(action);
      const starter = tileId ? tiles[tileId].unitStarts?.[action] : undefined;
      const block = blockOf(idUnidade);
      if (!tileId || !starter || !blocks || !block) return;
      // One block has no block step (spec 02 §2): the flow's own steps start right after the unit.
      const step = blocks.length === 1 ? 1 : 2;
      const values = starter({ idUnidade, wizard: { blockId: block.idBloco, unitId: idUnidade, step }, person });
      startTileFlow(tileId, values, openTile);
    },
    [tileOf, tiles, blocks, blockOf, openTile],
  );

  // The tile whose flow records an expected visitor's entry (access control), if this person may open it.
  const entryTile = TILE_LIST.find((tile) => tiles[tile.id].entryStart && hasPermission(permissions, tile.permission));
  const enter = useCallback(
    (visit: Omit<VisitTarget, 'blockId'>) => {
      const starter = entryTile && tiles[entryTile.id].entryStart;
      const block = blockOf(visit.idUnidade);
      if (!entryTile || !starter || !block) return;
      startTileFlow(entryTile.id, starter({ ...visit, blockId: block.idBloco }), openTile);
    },
    [entryTile, tiles, blockOf, openTile],
  );

  return { actions, start, enter: entryTile ? enter : null, canAct: blocks !== undefined };
};
