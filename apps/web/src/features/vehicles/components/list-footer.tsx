import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';

/** 'Veículo não encontrado?' with 'Adicionar novo veículo'; 'ok' hides it. */
export const ListFooter = ({ onAdd, onDismiss }: { onAdd: () => void; onDismiss: () => void }) => (
  <Paper
    variant="outlined"
    component="aside"
    aria-label={M.notFoundFooter}
    sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: 2, py: 1, bgcolor: 'grey.50' }}
  >
    <Typography sx={{ fontWeight: 600 }}>{M.notFoundFooter}</Typography>
    <Button onClick={onAdd} sx={{ minHeight: 40 }}>
      {M.addNew}
    </Button>
    <Button variant="outlined" onClick={onDismiss} sx={{ ml: 'auto', minHeight: 40, textTransform: 'none' }}>
      {M.footerOk}
    </Button>
  </Paper>
);
