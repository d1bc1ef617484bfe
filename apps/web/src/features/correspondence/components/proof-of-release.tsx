import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Draw from '@mui/icons-material/Draw';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { ProofDraft } from '../api/upload-proof';
import { hasProofDraft } from '../api/upload-proof';
import { CameraCaptureDialog } from './camera-capture-dialog';
import { ProofFailure } from './proof-failure';
import { SignaturePadField } from './signature-pad-field';

type ProofOfReleaseProps = {
  /** The condominium asks for proof, or a parcel taken is valuable (decision 131). */
  isRequired: boolean;
  value: ProofDraft;
  onChange: (draft: ProofDraft) => void;
  /** The release's failure: an upload that failed offers 'Tentar novamente' here; offline says why it waits. */
  error?: Error | null;
  onRetry?: () => void;
};

const PhotoPreview = ({ photo }: { photo: File }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(photo);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [photo]);
  return url ? (
    <Box component="img" src={url} alt={M.proofPhotoTaken} sx={{ maxWidth: 200, maxHeight: 150, borderRadius: 1 }} />
  ) : null;
};

/**
 * 'Comprovante de retirada': the person's signature on the screen and/or a photo of them holding the parcel. Shown
 * open when required; otherwise one button adds it. 'Finalizar Retirada' waits for one of the two when required.
 */
export const ProofOfRelease = ({
  isRequired,
  value,
  onChange,
  error = null,
  onRetry = () => {},
}: ProofOfReleaseProps) => {
  const [isOpen, setIsOpen] = useState(hasProofDraft(value));
  const [isCameraOpen, setIsCameraOpen] = useState(false);

  if (!isRequired && !isOpen) {
    return (
      <Button variant="text" startIcon={<Draw />} onClick={() => setIsOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {M.proofAdd}
      </Button>
    );
  }

  return (
    <Stack spacing={2} component="section" aria-label={M.proofTitle}>
      {isRequired ? (
        <Alert severity={hasProofDraft(value) ? 'success' : 'info'}>{M.proofRequired}</Alert>
      ) : (
        <Typography variant="subtitle1" component="p">
          {M.proofOptional}
        </Typography>
      )}
      <SignaturePadField value={value.signature} onChange={(signature) => onChange({ ...value, signature })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {value.photo && <PhotoPreview photo={value.photo} />}
        <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => setIsCameraOpen(true)}>
          {M.proofTakePhoto}
        </Button>
        {value.photo && (
          <Button color="error" onClick={() => onChange({ ...value, photo: null })}>
            {M.proofRemovePhoto}
          </Button>
        )}
      </Stack>
      <ProofFailure error={error} onRetry={onRetry} />
      <CameraCaptureDialog
        open={isCameraOpen}
        title={M.proofTakePhoto}
        onClose={() => setIsCameraOpen(false)}
        onCapture={(photo) => {
          onChange({ ...value, photo });
          setIsCameraOpen(false);
        }}
      />
    </Stack>
  );
};
