import type { ReactNode } from 'react';
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portaria/shared/messages';
import type { useCamera } from '../../lib/use-camera';
import { CameraPreview } from './camera-preview';

type CameraDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** `useCamera(…, open)`: its tracks stop as the dialog closes. */
  camera: ReturnType<typeof useCamera>;
  /** Said in place of the picture when there is none (no camera, permission refused). */
  unavailableText: string;
  /** The live picture's accessible name. */
  label?: string;
  /** Under the picture (a hint, a problem). */
  children?: ReactNode;
  /** Buttons after 'Cancelar' (e.g. 'Capturar'). */
  actions?: ReactNode;
};

/** The desk's webcam in a dialog (a parcel's photo, a code to read): the live picture, or why there is none. */
export const CameraDialog = ({
  open,
  onClose,
  title,
  camera,
  unavailableText,
  label,
  children,
  actions,
}: CameraDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <CameraPreview camera={camera} unavailableText={unavailableText} label={label} />
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" size="large" onClick={onClose}>
          {MESSAGES.cancel}
        </Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
};
