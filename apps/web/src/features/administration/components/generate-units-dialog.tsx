import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import type { BulkUnitsBody } from '@portaria/shared/administration/administration.schemas';
import { unitNamesForFloors, unitNamesFromList, UNIT_BULK } from '@portaria/shared/administration/unit-names';
import { MESSAGES } from '@portaria/shared/messages';
import { useCreateUnits } from '../api/change-blocks';
import { ErrorAlert } from './error-alert';

type Props = { block: { idBloco: number; nome: string } | null; onClose: () => void };
type Mode = 'andares' | 'lista';

const numberOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

/** "Floors 1 to 20, 4 per floor" or a typed list, previewed before it is sent; what exists already is kept. */
export const GenerateUnitsDialog = ({ block, onClose }: Props) => {
  const [mode, setMode] = useState<Mode>('andares');
  const [floors, setFloors] = useState({ from: '1', to: '10', perFloor: '4' });
  const [list, setList] = useState('');
  const create = useCreateUnits();
  const from = numberOf(floors.from);
  const to = numberOf(floors.to);
  const perFloor = numberOf(floors.perFloor);
  const isFloorsValid =
    from >= 0 && to >= from && to <= UNIT_BULK.maxFloor && perFloor >= 1 && perFloor <= UNIT_BULK.maxPerFloor;
  const names =
    mode === 'lista' ? unitNamesFromList(list) : isFloorsValid ? unitNamesForFloors(from, to, perFloor) : [];
  const body: BulkUnitsBody =
    mode === 'lista'
      ? { modo: 'lista', nomes: list }
      : { modo: 'andares', andarInicial: from, andarFinal: to, porAndar: perFloor };
  const problem =
    mode === 'andares' && !isFloorsValid ? M.floorsInvalid : names.length > UNIT_BULK.maxUnits ? M.tooManyUnits : null;
  const handleClose = () => {
    create.reset();
    onClose();
  };
  const floorField = (key: keyof typeof floors, label: string) => (
    <TextField
      label={label}
      value={floors[key]}
      onChange={(event) => setFloors({ ...floors, [key]: event.target.value.replace(/\D/g, '').slice(0, 3) })}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <Dialog open={block !== null} onClose={handleClose} fullWidth maxWidth="sm" aria-labelledby="units-title">
      <DialogTitle id="units-title">
        {M.generateUnits}: {block?.nome}
      </DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          value={mode}
          onChange={(_event, value: Mode | null) => value && setMode(value)}
          aria-label={M.generateUnits}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="andares">{M.byFloors}</ToggleButton>
          <ToggleButton value="lista">{M.byList}</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'andares' ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
            {floorField('from', M.firstFloor)}
            {floorField('to', M.lastFloor)}
            {floorField('perFloor', M.perFloor)}
          </Box>
        ) : (
          <TextField
            label={M.unitList}
            value={list}
            onChange={(event) => setList(event.target.value)}
            multiline
            minRows={4}
            fullWidth
          />
        )}
        <Typography sx={{ mt: 2 }} role="status">
          {problem ?? M.preview(names.length, names[0] ?? '', names.at(-1) ?? '')}
        </Typography>
        {create.data && <Alert severity="success">{create.data.message}</Alert>}
        <ErrorAlert error={create.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={handleClose}>{create.data ? MESSAGES.close : MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          disabled={create.isPending || problem !== null || names.length === 0}
          onClick={() => block && create.mutate({ idBloco: block.idBloco, body })}
        >
          {M.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
