import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@portaria/shared/messages';

/** Shown while a lazily loaded screen arrives. */
export const PageLoader = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label={MESSAGES.wait} />
  </Box>
);
