import { useCallback, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { VisitReportFilters } from '@portaria/shared/access-control/visitors.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { ReportActions } from '../../../../components/report/report-actions';
import { ActionButtons } from '../../../../components/ui/controls/action-buttons';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { rowsOf } from '../../../../lib/paged-query';
import { useTodayDay } from '../../visitors/utils/use-today-day';
import { dayText } from '../../visitors/utils/visitor-text';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import { fetchReportFile, reportFallbackName, useReportRows } from '../api/entry-queries';
import { initialReportDraft, reportFiltersOf } from '../utils/report-draft';
import { ReportFilter } from './report-filter';
import { ReportTable } from './report-table';

type ReportFlowProps = { open: boolean; condominium: Condominium; onClose: () => void };

/** 'Relatório de entradas e saídas': the filter dialog ('Gerar' once the period is set), then the report dialog. */
export const ReportFlow = ({ open, condominium, onClose }: ReportFlowProps) => {
  const titleId = useId();
  const reportId = useId();
  const today = useTodayDay();
  const hasBlocks = condominium.blocos.length > 1;
  const [draft, setDraft] = useState(() =>
    initialReportDraft(today, hasBlocks ? null : (condominium.blocos[0]?.idBloco ?? null)),
  );
  const [shown, setShown] = useState<VisitReportFilters | null>(null);
  const filters = reportFiltersOf(draft, today, hasBlocks);
  const report = useReportRows(shown);
  const rows = rowsOf(report.data);
  const total = report.data?.pages[0]?.meta.totalItems ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = report;
  const handleLoadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <>
      <Dialog open={open && shown === null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {E.reportButton}
        </DialogTitle>
        <DialogContent dividers>
          <ReportFilter condominium={condominium} today={today} draft={draft} onChange={setDraft} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <ActionButtons
            actions={[
              { label: MESSAGES.back, onClick: onClose, variant: 'outlined' },
              { label: E.generate, onClick: () => setShown(filters), isDisabled: filters === null },
            ]}
          />
        </DialogActions>
      </Dialog>
      <Dialog
        open={open && shown !== null}
        onClose={() => setShown(null)}
        aria-labelledby={reportId}
        fullWidth
        maxWidth="lg"
      >
        <DialogTitle id={reportId} sx={{ fontWeight: 700 }}>
          {E.reportButton}
        </DialogTitle>
        <DialogContent dividers>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{`${condominium.referencia} - ${condominium.nome}`}</Typography>
              <Typography color="text.secondary">
                {shown && `${E.periodFrom}: ${dayText(shown.dataDe)}   ${E.periodUntil}: ${dayText(shown.dataAte)}`}
              </Typography>
            </Box>
            {shown && (
              <ReportActions
                onFetch={(tipo) => fetchReportFile(tipo, shown)}
                fallbackName={reportFallbackName}
                labels={{ pdf: E.downloadPdf, csv: E.exportCsv, failed: E.reportDownloadFailed }}
              />
            )}
          </Stack>
          {report.isError && <RetryAlert onRetry={() => void report.refetch()}>{E.reportFailed}</RetryAlert>}
          {report.isSuccess && rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {E.noUnitData}
            </Typography>
          ) : (
            !report.isError && (
              <ReportTable
                rows={rows}
                isLoading={report.isPending}
                hasMore={Boolean(hasNextPage)}
                isLoadingMore={isFetchingNextPage}
                onLoadMore={handleLoadMore}
              />
            )
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 600 }} aria-live="polite">
            {report.isSuccess ? `${E.totalRecords}: ${total}` : ''}
          </Typography>
          <Button variant="contained" size="large" onClick={() => setShown(null)}>
            {MESSAGES.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
