import { useRef } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReportRow } from '@portaria/shared/access-control/visitors.schemas';
import { useLoadMore } from '../../../../components/list/use-load-more';
import { dayText, hourText, placeText } from '../../visitors/utils/visitor-text';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';

type ReportTableProps = {
  rows: ReportRow[];
  isLoading: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

const C = E.columns;
const COLUMNS = [C.nmUnidade, C.tipoVisitante, C.nmVisitante, C.empresa, C.dtEntrada, C.dtSaida];
/** Spec 02 §2.4: eight skeleton rows while the report loads. */
export const SKELETON_ROWS = 8;

const when = (value: string | null) => (value ? `${dayText(value)} ${hourText(value)}` : '—');

/** The report's rows; the next page loads when the last row scrolls into view. */
export const ReportTable = ({ rows, isLoading, hasMore, isLoadingMore, onLoadMore }: ReportTableProps) => {
  const container = useRef<HTMLDivElement>(null);
  const sentinel = useLoadMore<HTMLTableRowElement>(hasMore && !isLoadingMore, onLoadMore, {
    root: container,
    rootMargin: '200px',
  });
  return (
    <TableContainer ref={container} sx={{ maxHeight: 'calc(100vh - 330px)', minHeight: 200 }}>
      <Table stickyHeader size="small" aria-label={E.reportButton} aria-busy={isLoading}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.100' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {isLoading &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <TableRow key={`s${i}`} data-testid="report-skeleton-row">
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {rows.map((r) => (
            <TableRow key={r.idLogEntrada} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{placeText(r.nmBloco, r.nmUnidade)}</TableCell>
              <TableCell>{E.visitanteTipo[r.tipoVisitante]}</TableCell>
              <TableCell>{r.nmVisitante}</TableCell>
              <TableCell>{r.empresa ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(r.dtEntrada)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(r.dtSaida)}</TableCell>
            </TableRow>
          ))}
          {hasMore && (
            <TableRow ref={sentinel}>
              <TableCell colSpan={COLUMNS.length} sx={{ textAlign: 'center' }}>
                <Button onClick={onLoadMore} disabled={isLoadingMore}>
                  {E.loadMore}
                </Button>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
