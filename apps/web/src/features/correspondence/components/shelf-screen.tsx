import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import type { ShelfFilter, ShelfItem } from '@portaria/shared/correspondence/shelf.schemas';
import { SHELF } from '@portaria/shared/correspondence/shelf';
import { MESSAGES } from '@portaria/shared/messages';
import { ReportActions } from '../../../components/report/report-actions';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useDebounced } from '../../../lib/use-debounced';
import { fetchShelfReport, shelfReportFallbackName, useShelf } from '../api/get-shelf';
import { WEB_COPY } from '../correspondence-copy';
import { foundText, waitingText } from '../utils/waiting-text';
import { EMPTY_SHELF_FILTER, ShelfFilters, type ShelfFilterValues } from './shelf-filters';
import { ShelfTable } from './shelf-table';

type ShelfScreenProps = {
  condominium: Pick<Condominium, 'blocos'>;
  onExit: () => void;
  onRelease: (row: ShelfItem) => void;
  /** The current instant (tests pin it): days waiting are São Paulo days up to it. */
  now?: Date;
};

const toQuery = (v: ShelfFilterValues): ShelfFilter => ({
  ...(v.idBloco !== '' ? { idBloco: v.idBloco } : {}),
  ...(v.categoria ? { categoria: v.categoria } : {}),
  ...(v.dias > 0 ? { diasAguardando: v.dias } : {}),
  ...(v.busca.trim() ? { busca: v.busca.trim() } : {}),
});

/** 'Encomendas na prateleira': every parcel waiting in the condominium, oldest first (issue 33 item 1). */
export const ShelfScreen = ({ condominium, onExit, onRelease, now = new Date() }: ShelfScreenProps) => {
  const [values, setValues] = useState<ShelfFilterValues>(EMPTY_SHELF_FILTER);
  const filter = toQuery(useDebounced(values, 300));
  const shelf = useShelf(filter);
  const first = shelf.data?.pages[0];
  const rows = shelf.data?.pages.flatMap((p) => p.data) ?? [];
  const alertDays = first?.diasAlerta ?? SHELF.defaultAlertDays;
  const isFiltered = Object.keys(filter).length > 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = shelf;
  const handleLoadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="h3">
            {M.shelfTitle}
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {first
              ? `${(isFiltered ? foundText : waitingText)(first)} · ${fill(M.shelfReportAlert, { n: alertDays })}`
              : ''}
          </Typography>
        </Box>
        <ReportActions
          onFetch={(format) => fetchShelfReport(format, filter)}
          fallbackName={shelfReportFallbackName}
          labels={{ pdf: M.downloadPdf, csv: M.exportCsv, failed: WEB_COPY.reportError }}
          isDisabled={!shelf.isSuccess || rows.length === 0}
        />
      </Stack>
      <ShelfFilters blocks={condominium.blocos} alertDays={alertDays} value={values} onChange={setValues} />
      {shelf.isPending && <CenteredSpinner />}
      {shelf.isError && <RetryAlert onRetry={() => void shelf.refetch()}>{M.shelfLoadError}</RetryAlert>}
      {shelf.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {isFiltered ? M.shelfEmptyFiltered : M.shelfEmpty}
        </Typography>
      )}
      {rows.length > 0 && (
        <ShelfTable
          rows={rows}
          alertDays={alertDays}
          showBlock={condominium.blocos.length > 1}
          now={now}
          hasMore={Boolean(hasNextPage)}
          isLoadingMore={isFetchingNextPage}
          onLoadMore={handleLoadMore}
          onRelease={onRelease}
        />
      )}
      <Button startIcon={<ArrowBack />} onClick={onExit} sx={{ mt: 2 }}>
        {MESSAGES.back}
      </Button>
    </Box>
  );
};
