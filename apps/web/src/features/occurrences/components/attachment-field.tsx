import type { ChangeEvent } from 'react';
import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { LIMITS } from '@portaria/shared/constants';
import { ATTACHMENT_TYPES, OCCURRENCE_LIMITS } from '@portaria/shared/occurrences/occurrences.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { truncate } from '@portaria/shared/text';
import { useSwapFocus } from '../../../components/form/use-swap-focus';

const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** jpg, jpeg, png or pdf up to 10 MB, checked here by type and size (the server checks the bytes again). */
const problemOf = (file: File): string | null => {
  const isKnownType =
    (ATTACHMENT_TYPES as readonly string[]).includes(file.type) || /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!isKnownType) return M.fileTypeRejected;
  if (file.size > OCCURRENCE_LIMITS.attachmentMaxBytes) return M.fileTooLarge;
  return null;
};

type AttachmentFieldProps = { value: File | null; onChange: (file: File | null) => void; isUploading?: boolean };

/** 'Anexar arquivo (jpg, png, pdf de até 10MB)': one file, removable. */
export const AttachmentField = ({ value, onChange, isUploading }: AttachmentFieldProps) => {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { expectSwap, focusTarget } = useSwapFocus();

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = problemOf(file);
    setProblem(found);
    if (!found) expectSwap();
    onChange(found ? null : file);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={handlePick} aria-label={M.attach} />
      {value ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AttachFile aria-hidden />
          <Typography id={labelId} sx={{ flex: 1, wordBreak: 'break-all' }}>
            {truncate(value.name, LIMITS.fileNameInMessages)}
            {isUploading ? ` — ${M.uploading}` : ''}
          </Typography>
          <Button
            ref={focusTarget}
            startIcon={<DeleteOutline />}
            onClick={() => {
              expectSwap();
              onChange(null);
            }}
          >
            {M.removeAttachment}
          </Button>
        </Stack>
      ) : (
        <Button
          ref={focusTarget}
          id={labelId}
          variant="outlined"
          startIcon={<AttachFile />}
          onClick={() => input.current?.click()}
          sx={{ minHeight: 44 }}
        >
          {M.attach}
        </Button>
      )}
      {problem && (
        <Alert severity="warning" role="alert" sx={{ mt: 1.5 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </Box>
  );
};
