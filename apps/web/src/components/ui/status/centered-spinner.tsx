import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';

type CenteredSpinnerProps = {
  label?: string;
  minHeight?: number;
  /** Writes the label under the ring too. */ showLabel?: boolean;
};

/** A progress ring in the middle of the space the content will take (default name 'Aguarde'). */
export const CenteredSpinner = ({
  label = MESSAGES.wait,
  minHeight = 200,
  showLabel = false,
}: CenteredSpinnerProps) => (
  <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight }}>
    <CircularProgress aria-label={label} />
    {showLabel && (
      <Typography color="text.secondary" aria-hidden>
        {label}
      </Typography>
    )}
  </Box>
);
