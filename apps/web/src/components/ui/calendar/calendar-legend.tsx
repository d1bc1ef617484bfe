import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';

const ITEMS = [
  { label: MESSAGES.calendarFree, color: 'primary.main' },
  { label: MESSAGES.calendarBlocked, color: 'error.main' },
  { label: MESSAGES.calendarUnavailable, color: 'text.disabled' },
] as const;

/** Legend of the reservation calendar: Livre / Bloqueado / Indisponíveis. */
export const CalendarLegend = () => (
  <Stack component="ul" direction="row" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, flexWrap: 'wrap' }}>
    {ITEMS.map((item) => (
      <Stack component="li" key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
        <Typography variant="body2">{item.label}</Typography>
      </Stack>
    ))}
  </Stack>
);
