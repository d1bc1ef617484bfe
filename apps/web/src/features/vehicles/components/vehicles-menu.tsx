import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';

export type VehiclesMenuChoice = 'register' | 'list';

const OPTIONS = [
  { id: 'register', label: M.registerOption, Icon: AddCircleOutline },
  { id: 'list', label: M.listOption, Icon: FormatListBulleted },
] as const;

/** 'O que deseja fazer?' — each option opens its screen at once. */
export const VehiclesMenu = ({ onSelect }: { onSelect: (choice: VehiclesMenuChoice) => void }) => (
  <Box component="nav" aria-labelledby="vehicles-menu-title">
    <Typography id="vehicles-menu-title" variant="h6" component="h3" sx={{ mb: 2 }}>
      {M.whatToDo}
    </Typography>
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {OPTIONS.map(({ id, label, Icon }) => (
        <ButtonBase
          key={id}
          onClick={() => onSelect(id)}
          sx={(theme) => ({
            justifyContent: 'flex-start',
            gap: 2,
            minHeight: 72,
            px: 2.5,
            borderRadius: 2,
            border: `2px solid ${theme.palette.divider}`,
            fontSize: '1.05rem',
            fontWeight: 600,
            textAlign: 'left',
            '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}` },
          })}
        >
          <Icon color="primary" fontSize="large" aria-hidden />
          <Box component="span" sx={{ flex: 1 }}>
            {label}
          </Box>
          <ChevronRight color="action" aria-hidden />
        </ButtonBase>
      ))}
    </Box>
  </Box>
);
