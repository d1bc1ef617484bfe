import { AppLayout } from '../../components/layout/app-layout';
import { SyndicCards } from '../../components/ui/controls/syndic-card';
import { BackGuard } from '../../features/auth/components/back-guard';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { ReferenceSelect } from '../../features/auth/components/reference-select';
import { SessionRenewalDialog } from '../../features/auth/components/session-renewal-dialog';
import { UserGreeting } from '../../features/auth/components/user-greeting';
import { UserStateGuard } from '../../features/auth/components/user-state-guard';
import { usePermissionRefresh } from '../../features/auth/hooks/use-permission-refresh';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { useNow } from '../../lib/use-now';
import { SYNDIC_CARDS, TILES, TIMELINE } from '../dashboard-registry';
import { QueryProvider } from '../query-provider';

const DashboardScreen = () => {
  const now = useNow();
  usePermissionRefresh();
  return (
    <AppLayout
      center={<ReferenceSelect />}
      end={
        <>
          <UserGreeting now={now} />
          <LogoutButton />
        </>
      }
    >
      <Dashboard tiles={TILES} timeline={TIMELINE} now={now} />
      <SyndicCards cards={SYNDIC_CARDS} />
      {/* Over whatever flow is open, never instead of it: the form underneath stays filled (decision 096). */}
      <SessionRenewalDialog />
      <BackGuard />
    </AppLayout>
  );
};

export const DashboardRoute = () => (
  <QueryProvider>
    <UserStateGuard>
      <DashboardScreen />
    </UserStateGuard>
  </QueryProvider>
);
