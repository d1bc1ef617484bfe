import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import type { KeyMovement } from '@portaria/shared/keys/keys.schemas';
import { fill } from '@portaria/shared/text';
import { dueLine, holderLine, keyLabel } from '../utils/key-format';

type Props = {
  movement: KeyMovement;
  isBusy: boolean;
  onCheckIn: (movement: KeyMovement) => void;
  onHistory: (key: { id: number; nome: string }) => void;
};

/** One key out: the key, who has it, until when; an overdue one has a red frame, an icon and the word 'Atrasada'. */
export const KeyOutRow = ({ movement: m, isBusy, onCheckIn, onHistory }: Props) => (
  <Box
    component="li"
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      flexWrap: 'wrap',
      p: 2,
      borderRadius: 2,
      border: 2,
      borderColor: m.atrasada ? 'error.main' : 'divider',
      bgcolor: m.atrasada ? '#fdeded' : 'background.paper',
    }}
  >
    <Box sx={{ flex: 1, minWidth: 220 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Link
          component="button"
          type="button"
          variant="subtitle1"
          onClick={() => onHistory({ id: m.idChave, nome: m.chave })}
          sx={{ fontWeight: 700, textAlign: 'left' }}
          aria-label={fill(M.keyHistoryLink, { chave: keyLabel({ nome: m.chave, etiqueta: m.etiqueta }) })}
        >
          {keyLabel({ nome: m.chave, etiqueta: m.etiqueta })}
        </Link>
        {m.atrasada && (
          <Chip
            size="small"
            color="error"
            icon={<WarningAmber aria-hidden />}
            label={M.overdue}
            sx={{ fontWeight: 700 }}
          />
        )}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{fill(M.heldBy, { nome: m.portadorNome })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {holderLine(m)}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: m.atrasada ? 'error.dark' : 'text.secondary', fontWeight: m.atrasada ? 700 : 400 }}
      >
        {dueLine(m)}
        {m.lembreteEm && ` · ${M.reminderSent}`}
      </Typography>
    </Box>
    <Button
      variant="contained"
      onClick={() => onCheckIn(m)}
      disabled={isBusy}
      aria-label={fill(M.checkInOf, { chave: m.chave })}
      sx={{ minHeight: 44 }}
    >
      {M.checkIn}
    </Button>
  </Box>
);
