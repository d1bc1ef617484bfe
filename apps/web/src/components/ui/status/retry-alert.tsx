import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { MESSAGES } from '@portaria/shared/messages';
import { useSessionExpiredOpen } from '../../../lib/session-expired';

type RetryAlertProps = {
  /** What failed to load, in the area's pt-BR copy. */
  children: ReactNode;
  /** Loads again (usually the query's refetch). */
  onRetry: () => void;
  sx?: SxProps<Theme>;
};

/**
 * A list or screen that could not be loaded: the message and 'Tentar novamente', in one alert. Nothing while the
 * session-expired modal is open: the failure was the session's, and the modal alone says so (issue 17).
 */
export const RetryAlert = ({ children, onRetry, sx }: RetryAlertProps) => {
  const isSessionExpired = useSessionExpiredOpen();
  if (isSessionExpired) return null;
  return (
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
};
