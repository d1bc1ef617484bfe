import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { MESSAGES } from '@portaria/shared/messages';

type RetryAlertProps = {
  /** What failed to load, in the area's pt-BR copy. */
  children: ReactNode;
  /** Loads again (usually the query's refetch). */
  onRetry: () => void;
  sx?: SxProps<Theme>;
};

/** A list or screen that could not be loaded: the message and 'Tentar novamente', in one alert. */
export const RetryAlert = ({ children, onRetry, sx }: RetryAlertProps) => (
  <Alert
    severity="error"
    sx={sx}
    action={
      <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
        {MESSAGES.retry}
      </Button>
    }
  >
    {children}
  </Alert>
);
