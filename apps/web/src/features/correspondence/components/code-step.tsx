import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { correspondenceItemLabel } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { ScanWithCameraButton } from '../../../components/camera/scan-with-camera-button';
import { WEB_COPY } from '../correspondence-copy';

/** Room for `Cód.2147483647` and the ways people type it; a longer text is no parcel code. */
const CODE_MAX_LENGTH = 20;

type CodeStepProps = {
  code: string;
  onCodeChange: (code: string) => void;
  /**
   * Enter or 'Buscar': look the code up (or advance, once the parcel shown is the one typed). With `text`: the code
   * just read by the camera, which the field shows from the next render on.
   */
  onSubmit: (text?: string) => void;
  parcel: Correspondencia | null;
  error: string | null;
  isSearching: boolean;
};

/** Step 1 of the release by code: `Digite o código:`, then the parcel's label line and unit once found. */
export const CodeStep = ({ code, onCodeChange, onSubmit, parcel, error, isSearching }: CodeStepProps) => {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const handleRead = (text: string) => {
    const read = text.trim().slice(0, CODE_MAX_LENGTH);
    onCodeChange(read);
    onSubmit(read);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={M.typeCode}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          autoFocus
          fullWidth
          autoComplete="off"
          error={error !== null}
          helperText={error ?? WEB_COPY.codeHint}
          slotProps={{ htmlInput: { maxLength: CODE_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="outlined"
          size="large"
          disabled={isSearching || code.trim() === ''}
          sx={{ minHeight: 56, flexShrink: 0 }}
        >
          {WEB_COPY.searchCode}
        </Button>
        <ScanWithCameraButton onRead={handleRead} isDisabled={isSearching} />
      </Stack>
      {parcel && (
        <Alert severity="success" icon={false} aria-live="polite">
          <Typography sx={{ fontWeight: 700 }}>{`${parcel.unidade.nmBloco} - ${parcel.unidade.nome}`}</Typography>
          <Typography>{correspondenceItemLabel(parcel)}</Typography>
          <Typography color="text.secondary">{parcel.destinatario}</Typography>
        </Alert>
      )}
    </Stack>
  );
};
