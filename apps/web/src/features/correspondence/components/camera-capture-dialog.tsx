import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portaria/shared/messages';
import { CameraPreview } from '../../../components/camera/camera-preview';
import { useCamera } from '../../../lib/use-camera';
import { WEB_COPY } from '../correspondence-copy';

type CameraCaptureDialogProps = { open: boolean; onClose: () => void; onCapture: (file: File) => void };

/** Live picture of the desk's webcam (rear camera when there are several); 'Capturar' takes a JPEG. */
export const CameraCaptureDialog = ({ open, onClose, onCapture }: CameraCaptureDialogProps) => {
  const titleId = useId();
  const camera = useCamera('environment', open);
  const { video, ready: isReady, failed: isFailed } = camera;

  const handleCapture = () => {
    const source = video.current;
    if (!source || !source.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onCapture(new File([blob], `foto-${Date.now()}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.85,
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{WEB_COPY.cameraTitle}</DialogTitle>
      <DialogContent>
        <CameraPreview camera={camera} unavailableText={WEB_COPY.cameraError} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" size="large" onClick={onClose}>
          {MESSAGES.cancel}
        </Button>
        {!isFailed && (
          <Button variant="contained" size="large" onClick={handleCapture} disabled={!isReady}>
            {WEB_COPY.capture}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
