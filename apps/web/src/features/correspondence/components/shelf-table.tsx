import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CATEGORIA_LABELS,
  formatData,
  formatDataHora,
  parcelCodeText,
} from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import type { ShelfItem } from '@portaria/shared/correspondence/shelf.schemas';
import { daysWaiting, isLate } from '@portaria/shared/correspondence/shelf';
import { useLoadMore } from '../../../components/list/use-load-more';
import { WEB_COPY } from '../correspondence-copy';
import { DaysWaitingBadge } from './days-waiting-badge';

type ShelfTableProps = {
  rows: ShelfItem[];
  alertDays: number;
  showBlock: boolean;
  now: Date;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRelease: (row: ShelfItem) => void;
};

const COLUMNS = [M.colUnidade, M.colDestinatario, M.colCategoria, M.colPrateleira, M.colChegada, M.colDiasAguardando];

/** The waiting parcels, oldest first; the next page loads when the last row scrolls into view. */
export const ShelfTable = ({
  rows,
  alertDays,
  showBlock,
  now,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRelease,
}: ShelfTableProps) => {
  const container = useRef<HTMLDivElement>(null);
  const sentinel = useLoadMore<HTMLTableRowElement>(hasMore && !isLoadingMore, onLoadMore, {
    root: container,
    rootMargin: '200px',
  });
  const unitOf = (row: ShelfItem) => (showBlock ? `${row.nmBloco} - ${row.unidade}` : row.unidade);

  return (
    <TableContainer
      ref={container}
      tabIndex={0}
      role="region"
      aria-label={M.shelfTitle}
      sx={{ maxHeight: 'calc(100vh - 360px)', minHeight: 200 }}
    >
      <Table stickyHeader size="small" aria-label={M.shelfTitle}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.100' }}>
                {column}
              </TableCell>
            ))}
            <TableCell sx={{ bgcolor: 'grey.100' }}>
              <Box component="span" sx={visuallyHidden}>
                {M.shelfRelease}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const days = daysWaiting(row.dataChegada, now);
            const detail = [parcelCodeText(row.id), row.descricao, row.codigoRastreio].filter(Boolean).join(' · ');
            return (
              <TableRow
                key={row.id}
                hover
                sx={
                  isLate(days, alertDays)
                    ? { bgcolor: '#fdf1f1', '& > td:first-of-type': { boxShadow: 'inset 4px 0 #8e1b1b' } }
                    : undefined
                }
              >
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{unitOf(row)}</TableCell>
                <TableCell>
                  {row.destinatario}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {detail}
                  </Typography>
                </TableCell>
                <TableCell>{CATEGORIA_LABELS[row.categoria]}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{row.prateleira ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatData(row.dataChegada)}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {formatDataHora(row.dataChegada).slice(11)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <DaysWaitingBadge days={days} alertDays={alertDays} />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={fill(M.shelfReleaseOf, {
                      unidade: `${row.nmBloco} - ${row.unidade}, ${row.destinatario}`,
                    })}
                    onClick={() => onRelease(row)}
                  >
                    {M.shelfRelease}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
          {hasMore && (
            <TableRow ref={sentinel}>
              <TableCell colSpan={COLUMNS.length + 1} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                {isLoadingMore ? WEB_COPY.loadingMore : <Button onClick={onLoadMore}>{WEB_COPY.loadMore}</Button>}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
