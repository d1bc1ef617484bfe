import type { ReactNode } from 'react';
import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portaria/shared/messages';
import type { UiAction } from '../controls/action-buttons';
import { ActionButtons } from '../controls/action-buttons';
import { useAutoClose } from './use-auto-close';

export type AppDialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
  isConfirmDisabled?: boolean;
  /** The confirmation deletes something: its button is red. */
  isDestructive?: boolean;
  /** Auto-close after this many ms (callers use TIMINGS.modalAutoCloseMs); never when absent or not positive. */
  timeout?: number;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /**
   * Enter in the dialog (outside its buttons, which answer their own Enter) confirms: for a confirmation that
   * deletes nothing, such as an entry's (issue 32's keyboard path).
   */
  isEnterConfirm?: boolean;
};

const buildActions = ({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isConfirmDisabled,
  isDestructive,
}: AppDialogProps): UiAction[] => {
  if (onConfirm && onCancel) {
    return [
      { label: cancelLabel ?? MESSAGES.cancel, onClick: onCancel, variant: 'outlined' },
      { label: confirmLabel ?? MESSAGES.conclude, onClick: onConfirm, isDisabled: isConfirmDisabled, isDestructive },
    ];
  }
  if (onConfirm) {
    return [{ label: confirmLabel ?? MESSAGES.close, onClick: onConfirm, isDisabled: isConfirmDisabled }];
  }
  if (onCancel) return [{ label: cancelLabel ?? MESSAGES.close, onClick: onCancel }];
  return [];
};

/** The generic modal: 'Cancelar' / 'Concluir' by default, a single 'Fechar' when only one action exists. */
export const AppDialog = (props: AppDialogProps) => {
  const { open, title, children, onConfirm, onCancel, timeout, maxWidth = 'sm', isEnterConfirm = false } = props;
  const titleId = useId();
  const handleDismiss = onCancel ?? onConfirm;
  useAutoClose(open, timeout, handleDismiss);
  const actions = buildActions(props);

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // A stray tap on the backdrop must not dismiss a confirmation; Escape does.
        if (reason === 'escapeKeyDown') handleDismiss?.();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      onKeyDown={(event) => {
        const isOnButton = event.target instanceof Element && event.target.closest('button') !== null;
        if (!isEnterConfirm || event.key !== 'Enter' || isOnButton || props.isConfirmDisabled || !onConfirm) return;
        event.preventDefault();
        onConfirm();
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children !== undefined && <DialogContent>{children}</DialogContent>}
      {actions.length > 0 && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <ActionButtons actions={actions} />
        </DialogActions>
      )}
    </Dialog>
  );
};
