import { MESSAGES } from '@portaria/shared/messages';
import { mayPassOnRetry, userMessageOf } from '../../../lib/api-client';
import type { UiAction } from '../controls/action-buttons';
import { FeedbackDialog } from './feedback-dialog';

type RequestFailedDialogProps = {
  open: boolean;
  /** What the request failed with: it decides the reason shown and whether 'Tentar novamente' is offered. */
  error: unknown;
  title: string;
  /** The spec's text, over the server's reason; without it the reason stands alone. */
  text?: string;
  onRetry: () => void;
  onClose: () => void;
  /** An action that replaces 'Tentar novamente' whatever the failure (an entry of someone inside: that visit's exit). */
  instead?: UiAction | undefined;
};

/**
 * A change or a record that failed: the title, the spec's text and the server's reason when it speaks to the user
 * (a 4xx), with OK. 'Tentar novamente' only when sending the same request again may pass (network, timeout, 429,
 * 5xx); a refusal (409/422) would only be refused again (decision 104). Stays until a button is used.
 */
export const RequestFailedDialog = ({
  open,
  error,
  title,
  text,
  onRetry,
  onClose,
  instead,
}: RequestFailedDialogProps) => {
  const reason = userMessageOf(error);
  const retry = instead ?? (mayPassOnRetry(error) ? { label: MESSAGES.retry, onClick: onRetry } : null);
  const message =
    text && reason ? (
      <>
        {text}
        <br />
        <strong>{reason}</strong>
      </>
    ) : (
      (text ?? reason)
    );
  return (
    <FeedbackDialog
      open={open}
      severity="error"
      title={title}
      message={message}
      autoCloseMs={0}
      onClose={onClose}
      // Alone, OK is the primary button; beside a retry, the retry is.
      actions={
        retry
          ? [{ label: MESSAGES.ok, onClick: onClose, variant: 'outlined' }, retry]
          : [{ label: MESSAGES.ok, onClick: onClose }]
      }
    />
  );
};
