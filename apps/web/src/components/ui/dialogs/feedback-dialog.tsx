import type { ReactNode } from 'react';
import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import { TIMINGS } from '@portaria/shared/constants';
import type { UiAction } from '../controls/action-buttons';
import { ActionButtons } from '../controls/action-buttons';
import { SeverityIcon } from '../status/severity-icon';
import { useAutoClose } from './use-auto-close';

export type FeedbackSeverity = 'success' | 'error' | 'warning' | 'info';

export type FeedbackDialogProps = {
  open: boolean;
  severity: FeedbackSeverity;
  title: string;
  message?: ReactNode;
  onClose: () => void;
  /** Defaults to TIMINGS.feedbackAutoCloseMs (8000); pass 0 to keep it open until a button is used. */
  autoCloseMs?: number;
  /** Replaces the single 'Fechar' button. */
  actions?: UiAction[];
};

/** Success, error, warning or info message with an icon; closes itself after 8 s by default. */
export const FeedbackDialog = ({
  open,
  severity,
  title,
  message,
  onClose,
  autoCloseMs = TIMINGS.feedbackAutoCloseMs,
  actions,
}: FeedbackDialogProps) => {
  const titleId = useId();
  const messageId = useId();
  useAutoClose(open, autoCloseMs, onClose);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={message === undefined ? undefined : messageId}
      fullWidth
      maxWidth="xs"
    >
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <SeverityIcon severity={severity} size={64} />
        <Typography id={titleId} variant="h6" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {message !== undefined && (
          <Typography id={messageId} component="div" color="text.secondary" sx={{ mt: 1 }}>
            {message}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center' }}>
        <ActionButtons justify="center" actions={actions ?? [{ label: MESSAGES.close, onClick: onClose }]} />
      </DialogActions>
    </Dialog>
  );
};
