import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { INVITE_MESSAGES as I } from '@portaria/shared/access-control/access-control.messages';
import { CameraPreview } from '../../../components/camera/camera-preview';
import { useCamera } from '../../../lib/use-camera';
import { scaledJpeg } from './photo-file';

/** The front camera, and 'Capturar' takes the picture (scaled to a JPEG). */
export const CameraCapture = ({
  onCapture,
  onCancel,
}: {
  onCapture: (dataUrl: string) => void;
  onCancel: () => void;
}) => {
  const camera = useCamera('user');
  const { video } = camera;
  const frame = useRef<HTMLDivElement>(null);
  const handleCapture = () => {
    const v = video.current;
    if (v && v.videoWidth > 0) onCapture(scaledJpeg(v, v.videoWidth, v.videoHeight));
  };
  // Below the consent text the preview starts out of sight on a laptop screen: bring it and 'Capturar' into view
  // once the picture has its size.
  const handleReady = () => frame.current?.scrollIntoView?.({ block: 'nearest' });
  return (
    <Box ref={frame} sx={{ display: 'grid', gap: 1.5 }}>
      <CameraPreview camera={camera} unavailableText={I.cameraUnavailable} label={L.camera} onReady={handleReady} />
      {!camera.failed && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <Button variant="outlined" onClick={onCancel} sx={{ minHeight: 44 }}>
            {L.cancel}
          </Button>
          <Button variant="contained" onClick={handleCapture} sx={{ minHeight: 44 }}>
            {I.capture}
          </Button>
        </Box>
      )}
    </Box>
  );
};
