import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { fill } from '@portaria/shared/text';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { FileViewer } from '../../../components/ui/files/file-viewer';
import { usePhoto } from '../api/get-photo';
import { WEB_COPY } from '../correspondence-copy';

type PhotoCellProps = { hash: string | null; destinatario: string };

/** The 'Foto' column: a button that fetches the photo and opens the viewer, or the spec's messages (§8). */
export const PhotoCell = ({ hash, destinatario }: PhotoCellProps) => {
  const photo = usePhoto();
  const [isOpen, setIsOpen] = useState(false);
  if (!hash) return <span aria-label={WEB_COPY.noPhoto}>—</span>;
  const result = photo.data;

  const handleClose = () => {
    setIsOpen(false);
    if (result?.kind === 'image') URL.revokeObjectURL(result.url);
    photo.reset();
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={fill(WEB_COPY.viewPhoto, { destinatario })}
        onClick={() => {
          setIsOpen(true);
          photo.mutate(hash);
        }}
        disabled={photo.isPending}
      >
        {photo.isPending ? <CircularProgress size={20} /> : <ImageOutlined />}
      </IconButton>
      <FileViewer
        open={isOpen && result?.kind === 'image'}
        onClose={handleClose}
        file={result?.kind === 'image' ? { url: result.url, type: 'image' } : null}
      />
      <FeedbackDialog
        open={isOpen && result?.kind === 'error'}
        severity="warning"
        title={result?.kind === 'error' ? result.message : ''}
        onClose={handleClose}
      />
    </>
  );
};
