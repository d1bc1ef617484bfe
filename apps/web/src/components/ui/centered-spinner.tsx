import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@portaria/shared/messages';

type CenteredSpinnerProps = { label?: string; minHeight?: number };

/** A progress ring in the middle of the space the content will take (default name 'Aguarde'). */
export const CenteredSpinner = ({ label = MESSAGES.wait, minHeight = 200 }: CenteredSpinnerProps) => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
    <CircularProgress aria-label={label} />
  </Box>
);
