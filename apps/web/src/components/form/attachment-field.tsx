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
import { truncate } from '@portaria/shared/text';
import { useSwapFocus } from './use-swap-focus';

const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The area's words for the field. */
export type AttachmentCopy = {
  attach: string;
  uploading: string;
  removeAttachment: string;
  fileTypeRejected: string;
  fileTooLarge: string;
  /** An edit only: the file the record already has, and the button that swaps it for another. */
  currentAttachment?: string;
  replaceAttachment?: string;
};

/** jpg, jpeg, png or pdf up to `maxBytes`, checked here by type and size (the server checks the bytes again). */
const problemOf = (file: File, copy: AttachmentCopy, maxBytes: number): string | null => {
  const isKnownType =
    (ATTACHMENT_TYPES as readonly string[]).includes(file.type) || /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!isKnownType) return copy.fileTypeRejected;
  if (file.size > maxBytes) return copy.fileTooLarge;
  return null;
};

export type AttachmentFieldProps = {
  value: File | null;
  onChange: (file: File | null) => void;
  isUploading?: boolean;
  copy: AttachmentCopy;
  maxBytes: number;
  /**
   * An edit of a record that has a file: while `value` is null that file stays, shown with 'Substituir' (a new file
   * comes through `onChange`) and 'Remover' (`onRemoveCurrent`). Its bytes are not here: only the record knows them.
   */
  current?: { onRemove: () => void } | null;
};

/**
 * An area's 'Anexar arquivo (jpg, png, pdf de até 10MB)': one file, removable (occurrences, the shift book); on an
 * edit, the record's own file replaced or removed.
 */
export const AttachmentField = ({ value, onChange, isUploading, copy: M, maxBytes, current }: AttachmentFieldProps) => {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { expectSwap, focusTarget } = useSwapFocus();

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = problemOf(file, M, maxBytes);
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
      ) : current ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <AttachFile aria-hidden />
          <Typography id={labelId} sx={{ flex: 1 }}>
            {M.currentAttachment}
          </Typography>
          <Button variant="outlined" startIcon={<AttachFile />} onClick={() => input.current?.click()}>
            {M.replaceAttachment}
          </Button>
          <Button
            startIcon={<DeleteOutline />}
            onClick={() => {
              expectSwap();
              current.onRemove();
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
