import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHARGE_MESSAGES as M } from '@portaria/shared/reservations/charge.messages';
import { InfiniteList } from '../../../components/list/infinite-list';
import { ReportActions } from '../../../components/report/report-actions';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { fetchChargesReport, useCharges } from '../api/charges-api';
import { brlText } from '../utils/reservation-text';
import { ChargesTable } from './charges-table';
import { YearMonthStep, type YearMonth } from './year-month-step';

const monthOf = ({ year, month }: YearMonth) => `${year}-${String(month + 1).padStart(2, '0')}`;

/** 'Cobranças de reservas' (syndic): a month's fee and reversal lines with the totals, and its PDF and CSV. */
export const ChargesScreen = () => {
  const today = new Date();
  const [value, setValue] = useState<YearMonth>({ year: today.getFullYear(), month: today.getMonth() });
  const mes = monthOf(value);
  const charges = useCharges(mes);
  const pages = charges.data?.pages ?? [];
  const lines = pages.flatMap((page) => page.data);
  const totals = pages[0]?.totais ?? null;
  // A month after the current one cannot be chosen in a year still running: the server would refuse it.
  const isFuture = mes > monthOf({ year: today.getFullYear(), month: today.getMonth() });

  return (
    <Stack spacing={3}>
      <YearMonthStep value={value} onChange={setValue} />
      {isFuture ? null : charges.isError ? (
        <RetryAlert onRetry={() => void charges.refetch()}>{M.loadError}</RetryAlert>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography aria-live="polite" sx={{ flex: 1, fontWeight: 600 }}>
              {totals && lines.length > 0
                ? `${M.totalCharged}: ${brlText(totals.cobrado)} · ${M.totalReversed}: ${brlText(totals.estornado)} · ${M.balance}: ${brlText(totals.saldo)}`
                : null}
            </Typography>
            <ReportActions
              onFetch={(tipo) => fetchChargesReport(tipo, mes)}
              fallbackName={(tipo) => `cobrancas-reservas-${mes}.${tipo.toLowerCase()}`}
              labels={{ pdf: M.exportPdf, csv: M.exportCsv, failed: M.exportError }}
              isDisabled={lines.length === 0}
            />
          </Stack>
          <InfiniteList query={charges} loadingLabel={M.loading} loadMoreLabel={M.loadMore}>
            <ChargesTable lines={lines} totals={totals} isLoading={charges.isPending} />
          </InfiniteList>
          {!charges.isPending && lines.length === 0 && <Alert severity="info">{M.empty}</Alert>}
        </>
      )}
      {isFuture && <Alert severity="info">{M.monthInFuture}</Alert>}
    </Stack>
  );
};
