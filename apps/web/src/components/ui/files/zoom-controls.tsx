import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { MESSAGES } from '@portaria/shared/messages';
import { canZoomIn, canZoomOut, formatZoom, zoomIn, zoomOut } from './pdf-zoom';

type ZoomControlsProps = { scale: number; onChange: (scale: number) => void };

export const ZoomControls = ({ scale, onChange }: ZoomControlsProps) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', pb: 1 }}>
    <IconButton
      aria-label={MESSAGES.zoomOut}
      disabled={!canZoomOut(scale)}
      onClick={() => onChange(zoomOut(scale))}
      size="large"
    >
      <ZoomOut />
    </IconButton>
    <Typography aria-live="polite" sx={{ minWidth: 56, textAlign: 'center', fontWeight: 600 }}>
      {formatZoom(scale)}
    </Typography>
    <IconButton
      aria-label={MESSAGES.zoomIn}
      disabled={!canZoomIn(scale)}
      onClick={() => onChange(zoomIn(scale))}
      size="large"
    >
      <ZoomIn />
    </IconButton>
  </Stack>
);
