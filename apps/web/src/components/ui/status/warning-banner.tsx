import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@portaria/shared/messages';

type WarningBannerProps = {
  /** Defaults to the shift-schedule notice of the confirmation screens. */
  message?: string;
  children?: ReactNode;
};

/** Static notice; role "note" so screen readers do not interrupt the user as an alert would. */
export const WarningBanner = ({ message = MESSAGES.warningBanner, children }: WarningBannerProps) => (
  <Alert severity="warning" role="note" sx={{ alignItems: 'center', fontWeight: 500 }}>
    {message}
    {children}
  </Alert>
);
