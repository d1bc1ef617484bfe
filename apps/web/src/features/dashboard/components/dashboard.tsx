import { Suspense, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import { hasPermission, PERMISSIONS, TILES } from '@portaria/shared/permissions';
import { TIMELINE_MESSAGES } from '@portaria/shared/timeline/timeline.messages';
import type { TileId } from '@portaria/shared/permissions';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useSession } from '../../../lib/session';
import type { TileRegistry, TimelineComponent } from '../../../types/flow';
import { useCondominium } from '../../../lib/get-condominium';
import { useStoredState } from '../../../lib/use-stored-state';
import { clearFlowScope, forgetFlowsOnFreshVisit, OPEN_FLOW } from '../../../components/flow/flow-scope';
import { FlowDialog } from './flow-dialog';
import { MaintenanceNotice } from './maintenance-notice';
import { TileGrid } from './tile-grid';

type DashboardProps = {
  tiles: TileRegistry;
  timeline?: TimelineComponent;
  now: Date;
  /**
   * The open tile, when the screen around the dashboard keeps it (the desk's unit page opens tiles too: issue 32);
   * otherwise the dashboard keeps it itself.
   */
  openTile?: { id: TileId | null; onChange: (id: TileId | null) => void };
  /**
   * Above the tiles: the desk's scanner field (issue 32 item 6) and 'Informar novo visitante', when the screen around
   * the dashboard gives them.
   */
  deskBar?: ReactNode;
};

const blocksLabel = (count: number) => (count === 1 ? 'Bloco único' : `${count} blocos`);

export const Dashboard = ({ tiles, timeline: Timeline, now, openTile: controlled, deskBar }: DashboardProps) => {
  const session = useSession();
  const condominium = useCondominium(session.condominiumId);
  // The open area survives a page refresh (issue 28 §6); closing it forgets where its flow was.
  forgetFlowsOnFreshVisit();
  const [storedTileId, setStoredTileId] = useStoredState<TileId>(OPEN_FLOW);
  const openTileId = controlled ? controlled.id : storedTileId;
  const setOpenTileId = controlled ? controlled.onChange : setStoredTileId;
  const [isTimelineOpen, setIsTimelineOpen] = useState(false);
  const canSeeTimeline = Timeline !== undefined && hasPermission(session.permissions, PERMISSIONS.accessControl);
  const openTile =
    TILES.find((tile) => tile.id === openTileId && hasPermission(session.permissions, tile.permission)) ?? null;
  const name = condominium.data?.nome ?? session.condominium?.nome;
  const referencia = condominium.data?.referencia ?? session.condominium?.referencia;

  return (
    <Box>
      <MaintenanceNotice now={now} />
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1">
          {name ?? <Skeleton width={320} />}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          {referencia !== undefined && <Chip size="small" label={`${MESSAGES.referenceLabel} ${referencia}`} />}
          {condominium.data && (
            <Chip size="small" variant="outlined" label={blocksLabel(condominium.data.blocos.length)} />
          )}
          <Typography color="text.secondary" sx={{ ml: { sm: 1 } }}>
            {MESSAGES.dashboardSubtitle}
          </Typography>
          {/* One group on the right: when it does not fit beside the subtitle, it moves below as a whole. */}
          <Box
            sx={{
              ml: { sm: 'auto' },
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              width: { xs: '100%', sm: 'auto' },
            }}
          >
            {deskBar && <Box sx={{ width: { xs: '100%', sm: 'auto' } }}>{deskBar}</Box>}
            {canSeeTimeline && (
              <Button variant="outlined" startIcon={<TimelineIcon />} onClick={() => setIsTimelineOpen(true)}>
                {TIMELINE_MESSAGES.open}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      {condominium.isError && (
        <RetryAlert sx={{ mb: 3 }} onRetry={() => void condominium.refetch()}>
          {condominium.error.message || MESSAGES.condominiumLoadError}
        </RetryAlert>
      )}
      <TileGrid
        tiles={tiles}
        permissions={session.permissions}
        isLoading={condominium.isPending}
        onOpen={setOpenTileId}
        comingSoon={TILES.filter((tile) => tiles[tile.id].Flow.isComingSoon).map((tile) => tile.id)}
      />
      <FlowDialog
        title={openTile?.title ?? null}
        Flow={openTile ? tiles[openTile.id].Flow : null}
        scope={openTileId ?? undefined}
        onClose={() => {
          if (openTileId) clearFlowScope(openTileId);
          setOpenTileId(null);
        }}
      />
      {Timeline && isTimelineOpen && (
        <Suspense fallback={null}>
          <Timeline today={now} onClose={() => setIsTimelineOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
};
