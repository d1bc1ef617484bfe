import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import Outbox from '@mui/icons-material/Outbox';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';

export type HomeChoice = 'register' | 'release' | 'history';

const OPTIONS = [
  { id: 'register', label: M.optionRegister, icon: <MoveToInbox fontSize="large" /> },
  { id: 'release', label: M.optionRelease, icon: <Outbox fontSize="large" /> },
  { id: 'history', label: M.optionHistory, icon: <History fontSize="large" /> },
] as const;

/** 'O que deseja fazer?' — the three ways into the area (spec 02 §2.6). */
export const CorrespondenceHome = ({ onChoose }: { onChoose: (choice: HomeChoice) => void }) => (
  <Box component="nav" aria-labelledby="correspondence-home-title">
    <Typography id="correspondence-home-title" variant="h6" component="h3" sx={{ mb: 2 }}>
      {M.homeQuestion}
    </Typography>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {OPTIONS.map((option) => (
        <ButtonBase
          key={option.id}
          onClick={() => onChoose(option.id)}
          sx={(theme) => ({
            minHeight: 132,
            p: 2.5,
            gap: 1.5,
            flexDirection: 'column',
            borderRadius: 2,
            border: `2px solid ${theme.palette.divider}`,
            bgcolor: 'background.paper',
            color: 'primary.main',
            '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}` },
          })}
        >
          {option.icon}
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem', color: 'text.primary' }}>
            {option.label}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  </Box>
);
