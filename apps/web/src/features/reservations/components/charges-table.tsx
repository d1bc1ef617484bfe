import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CHARGE_MESSAGES as M } from '@portaria/shared/reservations/charge.messages';
import type { ChargeLine, ChargeTotals } from '@portaria/shared/reservations/charge.schemas';
import { brlText, unitText } from '../utils/reservation-text';

const COLUMNS = [M.colData, M.colUnidade, M.colDescricao, M.colTipo, M.colValor];
const HEAD_SX = { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.100' } as const;
const MONEY_SX = { whiteSpace: 'nowrap', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** 'DD/MM/YYYY HH:mm' of the local 'YYYY-MM-DDTHH:mm:ss' the server sends. */
const postedAt = (local: string) =>
  `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;

type ChargesTableProps = { lines: ChargeLine[]; totals: ChargeTotals | null; isLoading: boolean };

/** The month's lines (a reversal in its own colour, with a minus sign) and the month's totals in the footer. */
export const ChargesTable = ({ lines, totals, isLoading }: ChargesTableProps) => (
  // No scroll of its own: the dialog scrolls, so the table is never a second scrolling box inside it.
  <TableContainer>
    <Table size="small" aria-label={M.listLabel} aria-busy={isLoading}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} sx={column === M.colValor ? { ...HEAD_SX, textAlign: 'right' } : HEAD_SX}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {isLoading
          ? Array.from({ length: 5 }, (_, row) => (
              <TableRow key={row}>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : lines.map((line) => (
              <TableRow key={line.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{postedAt(line.dataLancamento)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{unitText(line.unidade)}</TableCell>
                <TableCell>{line.descricao}</TableCell>
                <TableCell>{line.tipo === 'ESTORNO' ? M.tipoEstorno : M.tipoCobranca}</TableCell>
                <TableCell sx={{ ...MONEY_SX, color: line.tipo === 'ESTORNO' ? 'error.dark' : 'text.primary' }}>
                  {brlText(line.valor)}
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
      {totals && !isLoading && lines.length > 0 && (
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4} sx={{ fontWeight: 700, color: 'text.primary' }}>
              {`${M.totalCharged}: ${brlText(totals.cobrado)} · ${M.totalReversed}: ${brlText(totals.estornado)}`}
            </TableCell>
            <TableCell
              sx={{ ...MONEY_SX, fontWeight: 700, color: 'text.primary' }}
            >{`${M.balance}: ${brlText(totals.saldo)}`}</TableCell>
          </TableRow>
        </TableFooter>
      )}
    </Table>
  </TableContainer>
);
