import { useCallback, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { formatData } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { isApiError } from '../../../lib/api-client';
import { rowsOf } from '../../../lib/paged-query';
import { ReportActions } from '../../../components/report/report-actions';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useCorrespondenceHistory } from '../api/get-correspondence-history';
import type { HistoryFilter } from '../api/get-correspondence-history';
import { fetchReport, reportFallbackName } from '../api/download-report';
import { WEB_COPY } from '../correspondence-copy';
import { historyFilterLabels } from '../utils/history-header';
import { defaultPeriod, toIsoDay } from '../utils/history-period';
import { HistoryTable } from './history-table';

type HistoryResultsDialogProps = {
  filter: HistoryFilter | null;
  onClose: () => void;
  condominium: { referencia: number; nome: string; blocos: Block[] };
  showBlock: boolean;
  today?: Date;
};

/** 'Histórico de correspondências e entregas': header, PDF/CSV, the table with infinite scroll and the total. */
export const HistoryResultsDialog = ({
  filter,
  onClose,
  condominium,
  showBlock,
  today = new Date(),
}: HistoryResultsDialogProps) => {
  const titleId = useId();
  const history = useCorrespondenceHistory(filter);
  const rows = rowsOf(history.data);
  const total = history.data?.pages[0]?.meta.totalItems ?? 0;
  const fallback = defaultPeriod(today);
  const from = filter?.dataChegadaFrom ?? toIsoDay(fallback.from);
  const until = filter?.dataChegadaUntil ?? toIsoDay(fallback.until);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const handleLoadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const filterLabels = historyFilterLabels(filter, condominium.blocos);
  // Nothing to export until there is at least one record (issue 17).
  const canExport = filter !== null && history.isSuccess && total > 0;

  return (
    <Dialog open={filter !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {M.historyResultsTitle}
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{`${condominium.referencia} - ${condominium.nome}`}</Typography>
            <Typography color="text.secondary">
              {`${M.periodFrom}: ${formatData(from)}   ${M.periodUntil}: ${formatData(until)}`}
            </Typography>
            {filterLabels.length > 0 && <Typography color="text.secondary">{filterLabels.join('   ')}</Typography>}
          </Box>
          <ReportActions
            onFetch={(format) => fetchReport(format, filter ?? {})}
            fallbackName={reportFallbackName}
            labels={{ pdf: M.downloadPdf, csv: M.exportCsv, failed: WEB_COPY.reportError }}
            isDisabled={!canExport}
          />
        </Stack>
        {history.isPending && filter !== null && <CenteredSpinner />}
        {history.isError && (
          <RetryAlert onRetry={() => void history.refetch()}>
            {isApiError(history.error) && history.error.status === 400
              ? history.error.message
              : WEB_COPY.historyLoadError}
          </RetryAlert>
        )}
        {history.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {M.historyEmpty}
          </Typography>
        )}
        {rows.length > 0 && (
          <HistoryTable
            rows={rows}
            showBlock={showBlock}
            hasMore={Boolean(hasNextPage)}
            isLoadingMore={isFetchingNextPage}
            onLoadMore={handleLoadMore}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }} aria-live="polite">
          {history.isSuccess ? `${M.totalRecords}: ${total}` : ''}
        </Typography>
        <Button variant="contained" size="large" onClick={onClose}>
          {MESSAGES.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
