import Box from '@mui/material/Box';
import { AppLayout } from '../../components/layout/app-layout';
import { OfflineDesk } from '../../components/offline/offline-desk';
import { SyndicCards } from '../../components/ui/controls/syndic-card';
import { BackGuard } from '../../features/auth/components/back-guard';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { ReferenceSelect } from '../../features/auth/components/reference-select';
import { SessionRenewalDialog } from '../../features/auth/components/session-renewal-dialog';
import { UserGreeting } from '../../features/auth/components/user-greeting';
import { UserStateGuard } from '../../features/auth/components/user-state-guard';
import { usePermissionRefresh } from '../../features/auth/hooks/use-permission-refresh';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { ReadingGate } from '../../features/shift-book/components/reading-gate';
import { useNow } from '../../lib/use-now';
import { DESK_BOARDS, SYNDIC_CARDS, TILES, TIMELINE } from '../dashboard-registry';
import { OFFLINE_READS } from '../offline-reads';
import { DeskBoards } from '../desk-boards';
import { DeskConsole } from '../desk-console';
import { QueryProvider } from '../query-provider';

const DashboardScreen = () => {
  const now = useNow();
  usePermissionRefresh();
  return (
    <DeskConsole tiles={TILES}>
      {({ search, scanner, newVisitor, openTile }) => (
        <AppLayout
          center={
            <Box sx={{ display: 'flex', gap: { xs: 1, md: 2 }, flexDirection: { xs: 'column', sm: 'row' } }}>
              <ReferenceSelect />
              <Box sx={{ width: { xs: '100%', sm: 260, md: 340, lg: 400 } }}>{search}</Box>
            </Box>
          }
          end={
            <>
              <UserGreeting now={now} />
              <LogoutButton />
            </>
          }
        >
          <OfflineDesk prefetch={OFFLINE_READS} />
          <Dashboard
            tiles={TILES}
            timeline={TIMELINE}
            now={now}
            openTile={openTile}
            deskBar={
              (scanner || newVisitor) && (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                  {newVisitor}
                  {scanner && <Box sx={{ width: { xs: '100%', sm: 340 } }}>{scanner}</Box>}
                </Box>
              )
            }
          />
          <DeskBoards boards={DESK_BOARDS} />
          <SyndicCards cards={SYNDIC_CARDS} />
          {/* Over whatever flow is open, never instead of it: the form underneath stays filled (decision 096). */}
          <SessionRenewalDialog />
          <BackGuard />
        </AppLayout>
      )}
    </DeskConsole>
  );
};

export const DashboardRoute = () => (
  <QueryProvider>
    <UserStateGuard>
      {/* The handover to confirm comes before the dashboard (issue 34, decision 123). */}
      <ReadingGate frame={(page) => <AppLayout end={<LogoutButton />}>{page}</AppLayout>}>
        <DashboardScreen />
      </ReadingGate>
    </UserStateGuard>
  </QueryProvider>
);
