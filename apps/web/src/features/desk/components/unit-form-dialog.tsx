import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DraftNotice } from '../../../components/form/draft-notice';
import type { Draft } from '../../../components/form/use-draft';

type UnitFormDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  draft: Draft;
  /** The server's refusal, shown above the fields. */
  error: Error | null;
  onSubmit: (event?: FormEvent) => void;
  saveLabel: string;
  cancelLabel: string;
  isSaveDisabled: boolean;
  children: ReactNode;
};

/**
 * A form over the unit page (a standing instruction, an authorised person): its draft notice, the server's refusal,
 * the fields, Cancelar and the save button. Keys typed here stay here: the page's one-key actions must not fire.
 */
export const UnitFormDialog = (props: UnitFormDialogProps) => {
  const { isOpen, onClose, title, draft, error, onSubmit, saveLabel, cancelLabel, isSaveDisabled, children } = props;
  const titleId = useId();
  const formId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      onKeyDown={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} noValidate spacing={2.5} sx={{ pt: 1 }} onSubmit={onSubmit}>
          <DraftNotice draft={draft} />
          {error && <Alert severity="error">{error.message}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={isSaveDisabled}>
          {saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
