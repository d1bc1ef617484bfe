import type { ChangeEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { LIMITS } from '@portaria/shared/constants';
import { truncate } from '@portaria/shared/text';
import { useSwapFocus } from '../../../components/form/use-swap-focus';
import { WEB_COPY } from '../correspondence-copy';
import { checkPhoto, hasImageSignature, PHOTO_RULES } from '../utils/photo-rules';
import type { PhotoProblem } from '../utils/photo-rules';
import { CameraCaptureDialog } from './camera-capture-dialog';

type PhotoFieldProps = { value: File | null; onChange: (file: File | null) => void; isDisabled?: boolean };

const problemMessage = (problem: PhotoProblem, file: File) => {
  if (problem === 'type') return M.fileTypeRejected;
  if (problem === 'size') return M.fileTooLarge;
  return fill(M.fileNameTooLong, { name: truncate(file.name, LIMITS.fileNameInMessages) });
};

/** Webcam on a desk PC, the phone's rear camera (capture) on a touch device. */
const canUseWebcam = () =>
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  !window.matchMedia?.('(pointer: coarse)').matches;

/** One jpg/png photo from a file or the camera, checked before upload (spec 02 §5). */
export const PhotoField = ({ value, onChange, isDisabled }: PhotoFieldProps) => {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const { expectSwap, focusTarget } = useSwapFocus();

  useEffect(() => {
    if (!value) return undefined;
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [value]);

  const accept = async (file: File | undefined) => {
    if (!file) return;
    const found = checkPhoto(file) ?? ((await hasImageSignature(file)) ? null : 'type');
    setProblem(found ? problemMessage(found, file) : null);
    if (!found) expectSwap();
    onChange(found ? null : file);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    void accept(event.target.files?.[0]);
    // Picking the same file again after removing it must fire change again.
    event.target.value = '';
  };

  const handleCamera = () => (canUseWebcam() ? setIsCameraOpen(true) : cameraInput.current?.click());

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {M.attachPhoto}
      </Typography>
      <input
        ref={fileInput}
        type="file"
        accept={PHOTO_RULES.accept}
        hidden
        onChange={handlePick}
        aria-label={M.attachPhoto}
        data-testid="photo-file-input"
      />
      <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={handlePick} />
      {value ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {previewUrl && (
            <Box
              component="img"
              src={previewUrl}
              alt={WEB_COPY.photoPreviewAlt}
              sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          )}
          <Typography sx={{ flex: 1, wordBreak: 'break-all' }}>
            {fill(WEB_COPY.photoSelected, { name: truncate(value.name, LIMITS.fileNameInMessages) })}
          </Typography>
          <Button
            ref={focusTarget}
            startIcon={<DeleteOutline />}
            onClick={() => {
              expectSwap();
              onChange(null);
            }}
            disabled={isDisabled}
          >
            {M.removePhoto}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            ref={focusTarget}
            variant="outlined"
            startIcon={<AttachFile />}
            onClick={() => fileInput.current?.click()}
            disabled={isDisabled}
          >
            {M.foto}
          </Button>
          <Button variant="outlined" startIcon={<PhotoCamera />} onClick={handleCamera} disabled={isDisabled}>
            {M.takePhoto}
          </Button>
        </Stack>
      )}
      {problem && (
        <Alert severity="warning" role="alert" sx={{ mt: 1.5 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <CameraCaptureDialog
        open={isCameraOpen}
        onClose={() => setIsCameraOpen(false)}
        onCapture={(file) => {
          setIsCameraOpen(false);
          void accept(file);
        }}
      />
    </Box>
  );
};
