import { Suspense, lazy, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { MESSAGES } from '@portaria/shared/messages';
import { PDF_ZOOM } from '@portaria/shared/constants';
import { ZoomControls } from './zoom-controls';

// pdf.js is large: fetch it only when somebody opens a PDF.
const PdfDocument = lazy(() => import('./pdf-document'));

export type ViewerFile = { url: string; type: 'image' | 'pdf' };

export type FileViewerProps = {
  open: boolean;
  onClose: () => void;
  file: ViewerFile | null;
  /** Defaults to 'Arquivo Anexado'. */
  title?: string;
};

/** Attachment viewer: an image, or a PDF with zoom (1.5 to start, 0.4 to 3). */
export const FileViewer = ({ open, onClose, file, title = MESSAGES.attachedFile }: FileViewerProps) => {
  const titleId = useId();
  const [scale, setScale] = useState<number>(PDF_ZOOM.initial);
  const isPdf = file?.type === 'pdf';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      slotProps={{ transition: { onExited: () => setScale(PDF_ZOOM.initial) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {isPdf && <ZoomControls scale={scale} onChange={setScale} />}
      {/* Focusable so a keyboard can scroll a zoomed PDF (axe: scrollable-region-focusable). */}
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-label={title}
        sx={{ bgcolor: 'grey.100', textAlign: 'center', minHeight: 240 }}
      >
        {file?.type === 'image' && (
          <Box
            component="img"
            src={file.url}
            alt={MESSAGES.attachedFileAlt}
            sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        )}
        {isPdf && (
          <Suspense fallback={<CircularProgress aria-label={MESSAGES.wait} />}>
            <PdfDocument url={file.url} scale={scale} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" size="large" onClick={onClose} sx={{ minHeight: 44 }}>
          {MESSAGES.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
