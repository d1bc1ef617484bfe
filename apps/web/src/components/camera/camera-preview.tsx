import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { useCamera } from '../../lib/use-camera';

type CameraPreviewProps = {
  /** The stream of `useCamera` (front camera for a face, rear for a parcel). */
  camera: ReturnType<typeof useCamera>;
  /** Said when there is no camera or the permission was refused. */
  unavailableText: string;
  /** The live picture's accessible name. */
  label?: string;
  /** The picture has its size: a screen may bring it and its buttons into view. */
  onReady?: () => void;
};

/** The one live camera picture of the web (invitee's face, parcel photo): the video, or why there is none. */
export const CameraPreview = ({ camera, unavailableText, label, onReady }: CameraPreviewProps) =>
  camera.failed ? (
    <Alert severity="warning" role="alert">
      {unavailableText}
    </Alert>
  ) : (
    <Box
      component="video"
      ref={camera.video}
      autoPlay
      playsInline
      muted
      aria-label={label}
      onLoadedMetadata={onReady}
      sx={{ width: '100%', borderRadius: 2, bgcolor: 'grey.900', minHeight: 240 }}
    />
  );
