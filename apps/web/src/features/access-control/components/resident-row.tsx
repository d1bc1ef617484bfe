import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { profileText, unitText } from '../utils/resident-text';

/** One resident: name, block | unit, profile and whether the app is installed; opens the detail dialog. */
export const ResidentRow = ({ resident, onOpen }: { resident: Resident; onOpen: (r: Resident) => void }) => (
  <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
    <ButtonBase
      onClick={() => onOpen(resident)}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        px: 1.5,
        py: 1.25,
        gap: 2,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{resident.morador.nome}</Typography>
        <Typography variant="body2" color="text.secondary">
          {unitText(resident.unidade)} · {profileText(resident)}
        </Typography>
      </Box>
      {resident.flTemLoginAtivo && <Chip size="small" color="success" variant="outlined" label={L.appChip} />}
    </ButtonBase>
  </Box>
);
