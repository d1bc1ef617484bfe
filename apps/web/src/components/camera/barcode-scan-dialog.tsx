import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { CAMERA_MESSAGES as C } from '@portaria/shared/common/camera.messages';
import type { CameraProblem } from '../../lib/use-camera';
import { useCamera } from '../../lib/use-camera';
import { CameraDialog } from './camera-dialog';
import { useBarcodeScan } from './use-barcode-scan';

/** A 1D code's thin bars need more than the 640 px most webcams start at; the camera may still give less. */
const SCAN_IDEAL_WIDTH = 1280;

const PROBLEM_TEXT: Record<CameraProblem, string> = {
  denied: C.denied,
  missing: C.missing,
  busy: C.busy,
  insecure: C.insecure,
};

type BarcodeScanDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The text of the first code read; the dialog should close (which stops the camera). */
  onRead: (text: string) => void;
};

/** `Ler com a câmera`: the webcam's picture, read for 1D/2D codes until one is found (decision 126). */
export const BarcodeScanDialog = ({ open, onClose, onRead }: BarcodeScanDialogProps) => {
  const camera = useCamera('environment', open, SCAN_IDEAL_WIDTH);
  const scan = useBarcodeScan(camera.video, open && camera.ready, onRead);
  return (
    <CameraDialog
      open={open}
      onClose={onClose}
      title={C.scanTitle}
      camera={camera}
      unavailableText={camera.problem ? PROBLEM_TEXT[camera.problem] : C.busy}
      label={C.scanVideo}
    >
      {scan.hasFailed ? (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {C.readerFailed}
        </Alert>
      ) : (
        !camera.failed && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {C.scanHint}
          </Typography>
        )
      )}
    </CameraDialog>
  );
};
