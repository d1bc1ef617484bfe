import Button from '@mui/material/Button';
import { CameraDialog } from '../../../components/camera/camera-dialog';
import { useCamera } from '../../../lib/use-camera';
import { WEB_COPY } from '../correspondence-copy';

type CameraCaptureDialogProps = {
  open: boolean;
  onClose: () => void;
  onCapture: (file: File) => void;
  /** The dialog's title: the parcel's photo by default, or the person taking it (proof of release). */
  title?: string;
};

/** Live picture of the desk's webcam (rear camera when there are several); 'Capturar' takes a JPEG. */
export const CameraCaptureDialog = ({
  open,
  onClose,
  onCapture,
  title = WEB_COPY.cameraTitle,
}: CameraCaptureDialogProps) => {
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
    <CameraDialog
      open={open}
      onClose={onClose}
      title={title}
      camera={camera}
      unavailableText={WEB_COPY.cameraError}
      actions={
        !isFailed && (
          <Button variant="contained" size="large" onClick={handleCapture} disabled={!isReady}>
            {WEB_COPY.capture}
          </Button>
        )
      }
    />
  );
};
