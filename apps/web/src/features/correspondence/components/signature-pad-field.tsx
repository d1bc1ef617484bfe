import { useEffect, useId, useRef } from 'react';
import SignaturePad from 'signature_pad';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';

type SignaturePadFieldProps = {
  /** The signature as a PNG, or null when the pad is empty. */
  value: Blob | null;
  onChange: (signature: Blob | null) => void;
};

const HEIGHT = 180;

const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));

/**
 * The person signs on the desk's screen with a finger, a pen or the mouse (signature_pad: pointer events, smoothed
 * strokes); each stroke hands the form a PNG. A signature already taken (the pad shown again in the other-person
 * dialog) is drawn back in.
 */
export const SignaturePadField = ({ value, onChange }: SignaturePadFieldProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initial = useRef(value);
  const labelId = useId();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Sharp on high-density screens: the bitmap follows the device pixels, the strokes the CSS pixels.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = (element.offsetWidth || 400) * ratio;
    element.height = HEIGHT * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const signature = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(0,0,0)' });
    pad.current = signature;
    const handleEnd = () => void pngOf(element).then((blob) => onChangeRef.current(signature.isEmpty() ? null : blob));
    signature.addEventListener('endStroke', handleEnd);
    if (initial.current) {
      const url = URL.createObjectURL(initial.current);
      void signature
        .fromDataURL(url, { width: element.offsetWidth || 400, height: HEIGHT })
        .finally(() => URL.revokeObjectURL(url));
    }
    return () => {
      signature.removeEventListener('endStroke', handleEnd);
      signature.off();
      pad.current = null;
    };
  }, []);

  const handleClear = () => {
    pad.current?.clear();
    onChange(null);
  };

  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {M.signaturePad}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {M.signatureHint}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-labelledby={labelId}
        sx={{
          width: '100%',
          height: HEIGHT,
          border: 1,
          borderColor: value ? 'success.main' : 'grey.500',
          borderRadius: 1,
          touchAction: 'none',
          bgcolor: 'common.white',
          cursor: 'crosshair',
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={handleClear} disabled={!value}>
          {M.signatureClear}
        </Button>
        {value && (
          <Typography variant="body2" color="success.main" role="status">
            {M.signatureDone}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
};
