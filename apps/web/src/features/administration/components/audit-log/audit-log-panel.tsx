import { useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_MESSAGES as M } from '@portaria/shared/administration/audit.messages';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { InfiniteList } from '../../../../components/list/infinite-list';
import { ReportActions } from '../../../../components/report/report-actions';
import { CenteredSpinner } from '../../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { useSession } from '../../../../lib/session';
import { auditReportFallbackName, fetchAuditReport } from '../../api/download-audit-report';
import { useAuditLog, type AuditLogFilter } from '../../api/get-audit-log';
import { useAuditPeople } from '../../api/get-audit-people';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters } from './audit-filters';

type AuditLogPanelProps = {
  /** The session's condominium (the server reads the token's; the key refetches when the picker changes it). */
  idCondo: number;
  /** The current instant (tests pin it): the calendars end on its day. */
  today?: Date;
};

/**
 * The audit log viewer of the administration console (issue 31 item 7, decision 118): filters, the entries newest
 * first in windows of 50 ('Carregar mais' and scrolling), and the filtered log as CSV.
 */
export const AuditLogPanel = ({ idCondo, today = new Date() }: AuditLogPanelProps) => {
  const session = useSession();
  const canReadAll = hasPermission(session.permissions, PERMISSIONS.administerInstallation);
  const [filter, setFilter] = useState<AuditLogFilter>({});
  const log = useAuditLog(idCondo, filter);
  const people = useAuditPeople(idCondo, Boolean(filter.todos));
  const entries = log.data?.pages.flatMap((window) => window.data) ?? [];

  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {M.title}
      </Typography>
      <AuditFilters
        filter={filter}
        onChange={setFilter}
        people={people.data?.data ?? []}
        canReadAll={canReadAll}
        today={today}
      />
      <Box>
        <ReportActions
          formats={['CSV']}
          onFetch={() => fetchAuditReport(filter)}
          fallbackName={auditReportFallbackName}
          labels={{ pdf: M.exportPdf, csv: M.exportCsv, failed: M.exportFailed }}
          isDisabled={entries.length === 0}
        />
      </Box>
      {log.isPending && <CenteredSpinner label={M.loading} showLabel />}
      {log.isError && <RetryAlert onRetry={() => void log.refetch()}>{M.loadFailed}</RetryAlert>}
      {log.isSuccess &&
        (entries.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }}>{M.empty}</Typography>
        ) : (
          <Stack>
            <InfiniteList query={log} loadingLabel={M.loading} loadMoreLabel={M.loadMore}>
              <List aria-label={M.title} disablePadding>
                {entries.map((entry) => (
                  <AuditEntryRow key={entry.id} entry={entry} />
                ))}
              </List>
            </InfiniteList>
          </Stack>
        ))}
    </Stack>
  );
};
