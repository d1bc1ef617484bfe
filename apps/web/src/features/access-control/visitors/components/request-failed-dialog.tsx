import { RequestFailedDialog as FailedDialog } from '../../../../components/ui/dialogs/request-failed-dialog';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../visitors-copy';

type RequestFailedDialogProps = {
  open: boolean;
  /** The failure: its reason is shown when the server tells the desk what happened (a second entry, an exit without entry). */
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
  /** An entry refused because the person is inside: that visit's exit replaces 'Tentar novamente' (decision 094). */
  onExit?: (() => void) | undefined;
};

/**
 * Spec 02 §8: a schedule created, edited or deleted, or an entry or exit, that failed: OK, and 'Tentar novamente'
 * when the failure may pass on retry (decision 104).
 */
export const RequestFailedDialog = ({ open, error, onRetry, onClose, onExit }: RequestFailedDialogProps) => (
  <FailedDialog
    open={open}
    error={error}
    title={V.requestFailedTitle}
    text={V.requestFailedText}
    onRetry={onRetry}
    onClose={onClose}
    instead={onExit ? { label: E.registerExit, onClick: onExit } : undefined}
  />
);
