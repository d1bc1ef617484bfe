import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import { AREA_LIMITS } from '@portaria/shared/administration/areas.rules';
import type { AdminArea, BlockResult } from '@portaria/shared/administration/areas.schemas';
import { BLOCK_REASONS, RESERVATION_MESSAGES as RM } from '@portaria/shared/reservations/reservations.messages';
import { fill } from '@portaria/shared/text';
import { DateField } from '../../../../components/ui/calendar/date-field';
import { toIsoDay } from '../../../../components/ui/calendar/calendar-dates';
import { useBlockArea } from '../../api/areas-block';
import { useBlockClashes, type BlockPeriod } from '../../api/areas-block-clashes';
import { ErrorAlert } from '../error-alert';
import { ClashList } from './clash-list';

const isoOf = (value: Dayjs | null, error: string | null) =>
  value && value.isValid() && !error ? toIsoDay(value.toDate()) : null;

type Props = { idCondo: number; area: AdminArea; today: Date; onClose: () => void };

/**
 * Block an area for a period with the spec's reason: first the reservations it would cancel (unit, date, residents),
 * then the confirmation, which sends exactly those ids; the server refuses if the period changed meanwhile.
 */
export const AreaBlockDialog = ({ idCondo, area, today, onClose }: Props) => {
  const [from, setFrom] = useState<{ value: Dayjs | null; iso: string | null }>({ value: null, iso: null });
  const [until, setUntil] = useState<{ value: Dayjs | null; iso: string | null }>({ value: null, iso: null });
  const [motivo, setMotivo] = useState<number | ''>('');
  const [observacao, setObservacao] = useState('');
  const [period, setPeriod] = useState<BlockPeriod | null>(null);
  const [result, setResult] = useState<BlockResult | null>(null);
  const clashes = useBlockClashes(idCondo, period);
  const block = useBlockArea();
  const isInverted = Boolean(from.iso && until.iso && until.iso < from.iso);
  const canCheck = Boolean(from.iso && until.iso && motivo !== '' && !isInverted);
  const reset = () => {
    setPeriod(null);
    block.reset();
  };
  const handleNew = () => {
    setFrom({ value: null, iso: null });
    setUntil({ value: null, iso: null });
    setMotivo('');
    setObservacao('');
    setResult(null);
    reset();
  };
  const handleConfirm = () => {
    if (!period || !clashes.data || motivo === '') return;
    const body = {
      dataDe: period.dataDe,
      dataAte: period.dataAte,
      motivo: motivo as 1 | 2 | 3,
      observacao,
      reservas: clashes.data.data.map((c) => c.id),
    };
    block.mutate({ idArea: area.id, body }, { onSuccess: setResult });
  };
  const count = clashes.data?.data.length ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="area-block-title">
      <DialogTitle id="area-block-title">{fill(M.blockTitle, { area: area.nomeArea })}</DialogTitle>
      <DialogContent>
        {result ? (
          <Alert severity="success" role="status">
            <Typography sx={{ fontWeight: 600 }}>{RM.blocked}</Typography>
            {result.message}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={RM.reason}
              value={motivo}
              onChange={(event) => {
                setMotivo(Number(event.target.value));
                reset();
              }}
              fullWidth
            >
              {Object.entries(BLOCK_REASONS).map(([id, label]) => (
                <MenuItem key={id} value={Number(id)}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateField
                label={M.blockFrom}
                value={from.value}
                today={today}
                isRequired
                onChange={(value, error) => {
                  setFrom({ value, iso: isoOf(value, error) });
                  reset();
                }}
              />
              <DateField
                label={M.blockUntil}
                value={until.value}
                today={today}
                isRequired
                onChange={(value, error) => {
                  setUntil({ value, iso: isoOf(value, error) });
                  reset();
                }}
              />
            </Stack>
            {isInverted && <Alert severity="warning">{M.blockRangeInverted}</Alert>}
            <TextField
              label={M.blockNote}
              value={observacao}
              onChange={(event) => setObservacao(event.target.value)}
              slotProps={{ htmlInput: { maxLength: AREA_LIMITS.observation } }}
              fullWidth
            />
            {period && clashes.isPending && <LinearProgress aria-label={M.checkClashes} />}
            {clashes.isError && <ErrorAlert error={clashes.error} />}
            {period && clashes.data && <ClashList clashes={clashes.data} />}
            <ErrorAlert error={block.error} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {result ? (
          <>
            <Button onClick={onClose}>{M.close}</Button>
            <Button variant="contained" onClick={handleNew}>
              {RM.newBlock}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{M.cancel}</Button>
            {period && clashes.data ? (
              <Button
                variant="contained"
                color={count > 0 ? 'warning' : 'primary'}
                disabled={block.isPending}
                onClick={handleConfirm}
              >
                {count > 0 ? fill(M.confirmBlockAndCancel, { n: count }) : M.confirmBlock}
              </Button>
            ) : (
              <Button
                variant="contained"
                disabled={!canCheck}
                onClick={() => setPeriod({ idArea: area.id, dataDe: from.iso!, dataAte: until.iso! })}
              >
                {M.checkClashes}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
