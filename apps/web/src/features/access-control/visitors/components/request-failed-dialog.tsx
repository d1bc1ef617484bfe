import { FeedbackDialog } from '../../../../components/ui/feedback-dialog';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../visitors-copy';

type RequestFailedDialogProps = {
  open: boolean;
  onRetry: () => void;
  onClose: () => void;
  /** The server's own words when they tell the desk what happened (a second entry, an exit without entry). */
  detail?: string;
  /** An entry refused because the person is inside: that visit's exit replaces 'Tentar novamente' (decision 094). */
  onExit?: (() => void) | undefined;
};

/** Spec 02 §8: a schedule created, edited or deleted, or an entry or exit, that failed: 'Tentar novamente' or OK. */
export const RequestFailedDialog = ({ open, onRetry, onClose, detail, onExit }: RequestFailedDialogProps) => (
  <FeedbackDialog
    open={open}
    severity="error"
    title={V.requestFailedTitle}
    message={
      detail ? (
        <>
          {V.requestFailedText}
          <br />
          <strong>{detail}</strong>
        </>
      ) : (
        V.requestFailedText
      )
    }
    autoCloseMs={0}
    onClose={onClose}
    actions={[
      { label: V.ok, onClick: onClose, variant: 'outlined' },
      onExit ? { label: E.registerExit, onClick: onExit } : { label: V.retry, onClick: onRetry },
    ]}
  />
);
