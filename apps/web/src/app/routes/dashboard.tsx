import { AppLayout } from '../../components/layout/app-layout';
import { BackGuard } from '../../features/auth/components/back-guard';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { ReferenceSelect } from '../../features/auth/components/reference-select';
import { SessionRenewalDialog } from '../../features/auth/components/session-renewal-dialog';
import { UserGreeting } from '../../features/auth/components/user-greeting';
import { UserStateGuard } from '../../features/auth/components/user-state-guard';
import { usePermissionRefresh } from '../../features/auth/hooks/use-permission-refresh';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { AccessRequestsEntry } from '../../features/access-requests/components/access-requests-entry';
import { ManageDocumentsEntry } from '../../features/documents/components/manage-documents-entry';
import { ChargesEntry } from '../../features/reservations/components/charges-entry';
import { PreRegistrationsEntry } from '../../features/pre-registration-review/components/pre-registrations-entry';
import { useNow } from '../../lib/use-now';
import { FLOWS, TIMELINE } from '../flows';
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
      <Dashboard flows={FLOWS} timeline={TIMELINE} now={now} />
      <PreRegistrationsEntry />
      <AccessRequestsEntry />
      <ManageDocumentsEntry />
      <ChargesEntry />
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
