import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { WEB_COPY } from '../correspondence-copy';
import { ParcelRegistration } from './parcel-registration';

type RegisterDialogProps = {
  open: boolean;
  idUnidade: number;
  onClose: () => void;
  onRegistered?: (created: EntradaResponse) => void;
};

/** 'Item não encontrado?': register the parcel in front of the desk without leaving the release. */
export const RegisterDialog = ({ open, idUnidade, onClose, onRegistered }: RegisterDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{WEB_COPY.registrationDialogTitle}</DialogTitle>
      <DialogContent>
        {open && (
          <ParcelRegistration
            idUnidade={idUnidade}
            onBack={onClose}
            onRegistered={(created) => {
              onRegistered?.(created);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
