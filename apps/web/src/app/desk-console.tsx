import type { ReactNode } from 'react';
import { Suspense, lazy, useState } from 'react';
import { hasPermission, TILES as TILE_LIST } from '@portaria/shared/permissions';
import type { TileId } from '@portaria/shared/permissions';
import { forgetFlowsOnFreshVisit, OPEN_FLOW } from '../components/flow/flow-scope';
import { CodeScanField } from '../features/desk/components/code-scan-field';
import { DeskSearch } from '../features/desk/components/desk-search';
import { NewVisitorButton } from '../features/desk/components/new-visitor-button';
import { OPEN_UNIT } from '../features/desk/desk-storage';
import type { UnitFocus } from '../features/desk/utils/search-options';
import { useSession } from '../lib/session';
import { useStoredState } from '../lib/use-stored-state';
import type { TileRegistry } from '../types/flow';
import { startTileFlow, useUnitActions } from './unit-actions';

// The unit page and its sections are fetched when a unit is first opened, not with the dashboard (decision 003).
const UnitPageDialog = lazy(() =>
  import('../features/desk/components/unit-page-dialog').then((m) => ({ default: m.UnitPageDialog })),
);

type OpenTile = { id: TileId | null; onChange: (id: TileId | null) => void };

type DeskConsoleProps = {
  tiles: TileRegistry;
  /**
   * The screen, given the search for its top bar, the scanner field and 'Informar novo visitante' for its dashboard
   * (none without a tile that answers them) and the open tile.
   */
  children: (parts: { search: ReactNode; scanner: ReactNode; newVisitor: ReactNode; openTile: OpenTile }) => ReactNode;
};

/**
 * The desk console around the dashboard (issue 32): the one search, the unit page it opens, and the quick actions
 * that open a tile's flow on that unit. The open tile and the open unit both survive a page refresh (issue 28 §6);
 * while a flow is open the unit page steps aside, and comes back (loaded again) when the flow closes.
 */
export const DeskConsole = ({ tiles, children }: DeskConsoleProps) => {
  const { permissions } = useSession();
  forgetFlowsOnFreshVisit();
  const [openTileId, setOpenTileId] = useStoredState<TileId>(OPEN_FLOW);
  const [openUnit, setOpenUnitId] = useStoredState<number>(OPEN_UNIT);
  // Who the search's hit named (a resident, an expected visitor): the unit page acts on them first.
  const [focus, setFocus] = useState<UnitFocus | null>(null);
  // Mounted from the first unit opened on, then kept (its closing transition and focus return as before).
  const [isUnitPageUsed, setIsUnitPageUsed] = useState(openUnit !== null);
  if (openUnit !== null && !isUnitPageUsed) setIsUnitPageUsed(true);
  const setOpenUnit = (idUnidade: number | null, named: UnitFocus | null = null) => {
    setOpenUnitId(idUnidade);
    setFocus(named);
  };
  const unitActions = useUnitActions(tiles, setOpenTileId);
  const isFlowOpen = TILE_LIST.some((tile) => tile.id === openTileId && hasPermission(permissions, tile.permission));
  const search = (
    <DeskSearch onOpenUnit={setOpenUnit} isShortcutEnabled={!isFlowOpen} onSummon={() => setOpenUnit(null)} />
  );
  const person = focus?.kind === 'person' ? { nome: focus.nome } : undefined;
  // The scanner field, when a tile this person may open answers a code (the correspondence's release by code).
  const codeTile = TILE_LIST.find((tile) => tiles[tile.id].codeStart && hasPermission(permissions, tile.permission));
  const codeStart = codeTile && tiles[codeTile.id].codeStart;
  const scanner = codeTile && codeStart && (
    <CodeScanField
      onCode={(code) => {
        setOpenUnit(null);
        startTileFlow(codeTile.id, codeStart(code), setOpenTileId);
      }}
    />
  );
  // 'Informar novo visitante', when a tile this person may open starts a new visitor's entry (access control).
  const visitorTile = TILE_LIST.find(
    (tile) => tiles[tile.id].visitorStart && hasPermission(permissions, tile.permission),
  );
  const visitorStart = visitorTile && tiles[visitorTile.id].visitorStart;
  const newVisitor = visitorTile && visitorStart && (
    <NewVisitorButton
      isKeyEnabled={!isFlowOpen}
      onStart={() => {
        setOpenUnit(null);
        startTileFlow(visitorTile.id, visitorStart(), setOpenTileId);
      }}
    />
  );
  return (
    <>
      {children({ search, scanner, newVisitor, openTile: { id: openTileId, onChange: setOpenTileId } })}
      {isUnitPageUsed && (
        <Suspense fallback={null}>
          <UnitPageDialog
            idUnidade={isFlowOpen ? null : openUnit}
            actions={unitActions.actions}
            canAct={unitActions.canAct}
            onAction={(action, idUnidade) => unitActions.start(action, idUnidade, person)}
            focusVisitor={focus?.idVisitante ?? null}
            onEnter={unitActions.enter}
            onClose={() => setOpenUnit(null)}
          />
        </Suspense>
      )}
    </>
  );
};
