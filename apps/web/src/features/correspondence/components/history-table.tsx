import { useRef, useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  formatDataHora,
  STATUS_LABELS,
  TAMANHO_LABELS,
} from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { useLoadMore } from '../../../components/list/use-load-more';
import { WEB_COPY } from '../correspondence-copy';
import { fill } from '@portaria/shared/text';
import { PhotoCell } from './photo-cell';
import { ReleaseDetailsDialog } from './release-details-dialog';

type HistoryTableProps = {
  rows: Correspondencia[];
  showBlock: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

const COLUMNS = [
  M.colUnidade,
  M.colDestinatario,
  M.colDataCadastro,
  M.colFoto,
  M.colTamanho,
  M.colDataRetirada,
  M.colRetiradoPor,
  M.colStatus,
];

/** The release's detail button: 'Comprovante de retirada' when it has a signature or photo. */
const proofAction = (row: Correspondencia) =>
  row.retirada?.hashAssinatura || row.retirada?.hashFoto ? M.proofTitle : M.proofShow;

const pickedBy = (row: Correspondencia) => row.moradorRetirada?.nome ?? row.nomeMoradorNaoCadastro ?? '—';

/** The results table; the next page loads when its last row scrolls into view (spec 02 §2.6, §4). */
export const HistoryTable = ({ rows, showBlock, hasMore, isLoadingMore, onLoadMore }: HistoryTableProps) => {
  const container = useRef<HTMLDivElement>(null);
  const [details, setDetails] = useState<Correspondencia | null>(null);
  const sentinel = useLoadMore<HTMLTableRowElement>(hasMore && !isLoadingMore, onLoadMore, {
    root: container,
    rootMargin: '200px',
  });

  return (
    // A scrolling region the keyboard can reach and scroll (axe scrollable-region-focusable).
    <TableContainer
      ref={container}
      tabIndex={0}
      role="region"
      aria-label={M.historyResultsTitle}
      sx={{ maxHeight: 'calc(100vh - 330px)', minHeight: 200 }}
    >
      <Table stickyHeader size="small" aria-label={M.historyResultsTitle}>
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
          {rows.map((row) => (
            // One height for every row, with or without the photo button (issue 17).
            <TableRow key={row.id} hover sx={{ height: 48 }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {showBlock ? `${row.unidade.nmBloco} - ${row.unidade.nome}` : row.unidade.nome}
              </TableCell>
              <TableCell>
                {row.destinatario}
                {row.valiosa && <Chip size="small" label={M.valiosaBadge} color="secondary" sx={{ ml: 1 }} />}
                {row.prateleira && row.status === 'PENDENTE' && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                  >{`${M.colPrateleira} ${row.prateleira}`}</Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDataHora(row.dataChegada)}</TableCell>
              <TableCell>
                <PhotoCell hash={row.foto} destinatario={row.destinatario} />
              </TableCell>
              <TableCell>{TAMANHO_LABELS[row.tamanho]}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.dataRetirada ? formatDataHora(row.dataRetirada) : '—'}
              </TableCell>
              <TableCell>
                {pickedBy(row)}
                {row.retirada && (
                  <Button
                    size="small"
                    onClick={() => setDetails(row)}
                    // The visible words start the name (axe label-content-name-mismatch); the recipient tells rows apart.
                    aria-label={fill(M.proofButtonOf, { acao: proofAction(row), destinatario: row.destinatario })}
                    sx={{ ml: 1, whiteSpace: 'nowrap' }}
                  >
                    {proofAction(row)}
                  </Button>
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={STATUS_LABELS[row.status]}
                  color={row.status === 'RETIRADA' ? 'success' : 'warning'}
                  variant="outlined"
                />
              </TableCell>
            </TableRow>
          ))}
          {hasMore && (
            <TableRow ref={sentinel}>
              <TableCell colSpan={COLUMNS.length} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                {isLoadingMore ? WEB_COPY.loadingMore : <Button onClick={onLoadMore}>{WEB_COPY.loadMore}</Button>}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ReleaseDetailsDialog row={details} onClose={() => setDetails(null)} />
    </TableContainer>
  );
};
