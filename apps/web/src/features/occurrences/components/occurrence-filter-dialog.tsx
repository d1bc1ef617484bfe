import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { useSelectTypeAhead } from '../../../components/form/type-ahead';
import type { OccurrenceFilters } from '../api/get-occurrences';

type Status = 'N' | 'S' | 'T';
type FilterDialogProps = {
  open: boolean;
  condominium: Condominium;
  value: OccurrenceFilters;
  onApply: (filters: OccurrenceFilters) => void;
  onClose: () => void;
  onCreate: () => void;
};

/** 'Ocorrências: Filtrar' — period, Unidades, Status (Aberta / Encerrada / Todas). */
export const OccurrenceFilterDialog = ({ open, condominium, value, onApply, onClose, onCreate }: FilterDialogProps) => {
  const [dataFrom, setDataFrom] = useState(value.dataFrom ?? '');
  const [dataUntil, setDataUntil] = useState(value.dataUntil ?? '');
  const [unidade, setUnidade] = useState<number | ''>(value.unidade ?? '');
  const [status, setStatus] = useState<Status>(value.encerrado ?? 'T');
  const units = condominium.blocos.flatMap((b) =>
    b.unidades.map((u) => ({ id: u.idUnidade, label: `${b.nome} - ${u.nome}` })),
  );
  const unitTypeAhead = useSelectTypeAhead({
    options: units.map((u) => ({ value: u.id, label: u.label })),
    value: unidade === '' ? null : unidade,
    onPick: setUnidade,
  });
  const isPeriodInvalid = Boolean(dataFrom && dataUntil && dataFrom > dataUntil);

  const handleClear = () => {
    setDataFrom('');
    setDataUntil('');
    setUnidade('');
    setStatus('T');
  };
  const handleApply = () =>
    onApply({
      conteudo: value.conteudo,
      dataFrom: dataFrom || undefined,
      dataUntil: dataUntil || undefined,
      unidade: unidade === '' ? undefined : unidade,
      encerrado: status === 'T' ? undefined : status,
    });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="occurrence-filter-title">
      <DialogTitle id="occurrence-filter-title">{M.filterTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2}>
            <TextField
              type="date"
              label={M.periodFrom}
              value={dataFrom}
              onChange={(e) => setDataFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              type="date"
              label={M.periodUntil}
              value={dataUntil}
              onChange={(e) => setDataUntil(e.target.value)}
              error={isPeriodInvalid}
              helperText={isPeriodInvalid ? M.periodInvalid : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <TextField
            select
            label={M.units}
            value={unidade}
            onChange={(e) => setUnidade(e.target.value === '' ? '' : Number(e.target.value))}
            slotProps={{ select: unitTypeAhead }}
          >
            <MenuItem value="">{M.allUnits}</MenuItem>
            {units.map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.label}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id="occurrence-status-label">{M.status}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="occurrence-status-label"
              value={status}
              onChange={(e) => setStatus(e.target.value as Status)}
            >
              <FormControlLabel value="N" control={<Radio />} label={M.statusOpen} />
              <FormControlLabel value="S" control={<Radio />} label={M.statusClosed} />
              <FormControlLabel value="T" control={<Radio />} label={M.statusAll} />
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={handleClear}>{M.clearFilter}</Button>
        <Button variant="outlined" onClick={onCreate}>
          {M.openNew}
        </Button>
        <Button variant="contained" onClick={handleApply} disabled={isPeriodInvalid} sx={{ minHeight: 44 }}>
          {M.search}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
