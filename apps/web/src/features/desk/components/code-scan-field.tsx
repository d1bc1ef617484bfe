import { useRef, useState, type KeyboardEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { parseReleaseCode } from '@portaria/shared/correspondence/parcel-code';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { useScannerKeys } from '../hooks/use-scanner-keys';

/**
 * 'C71' is the shortcut's letter then the code typed by a person: the label's code 71 (a scanned 'COD71' parses as
 * is). Answers what the release by code reads back: `Cód.71` for a label's code, the 6 digits of a resident's pickup
 * code (decision 127), so a 6-digit label number is never taken for a pickup code or the other way round.
 */
export const scannedCodeOf = (text: string): string | null => {
  const typed = parseReleaseCode(text) ?? parseReleaseCode(text.replace(/^\s*c(?=\s*\d)/i, ''));
  if (typed === null) return null;
  return typed.kind === 'retirada' ? typed.codigoRetirada : `Cód.${typed.id}`;
};

type CodeScanFieldProps = { onCode: (code: string) => void };

/**
 * `Retirar pelo código` on the dashboard (issue 32 item 6): a scanner's read (or a typed code) and Enter open the
 * release by code on that parcel, at the step of who is collecting it. A read that is not a code says so here.
 */
export const CodeScanField = ({ onCode }: CodeScanFieldProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useScannerKeys(input, (key) => {
    setText(key);
    setError(null);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setText('');
      setError(null);
      return;
    }
    if (event.key !== 'Enter' || text.trim() === '') return;
    event.preventDefault();
    const codigo = scannedCodeOf(text);
    if (codigo === null) {
      setError(M.scanner.invalid);
      return;
    }
    setText('');
    setError(null);
    onCode(codigo);
  };

  return (
    <TextField
      inputRef={input}
      label={M.scanner.label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setError(null);
      }}
      onKeyDown={handleKeyDown}
      placeholder={M.scanner.hint}
      error={error !== null}
      helperText={error}
      autoComplete="off"
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 40, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <QrCodeScanner aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
