import type { Ref } from 'react';
import { useCallback } from 'react';
import type { MaskOptions, Track } from '@react-input/mask';
import { useMask } from '@react-input/mask';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export type MaskKind = 'cpf' | 'phone' | 'plate';

const digits = { _: /\d/ };
// Letters and digits only, upper case as typed: 'prt-3e45' becomes PRT3E45 (the schema still judges the format).
const plateTrack: Track = ({ inputType, data }) =>
  inputType === 'insert' ? (data ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '') : data;

const MASKS: Record<MaskKind, MaskOptions> = {
  cpf: { mask: '___.___.___-__', replacement: digits },
  // (DD) XXXX-XXXX for landlines; the mobile's ninth digit moves the hyphen: (DD) 9XXXX-XXXX.
  phone: {
    mask: '(__) _____-____',
    replacement: digits,
    modify: ({ value, data }) => {
      const count = (value + (data ?? '')).replace(/\D/g, '').length;
      return { mask: count > 10 ? '(__) _____-____' : '(__) ____-_____' };
    },
  },
  plate: { mask: '_______', replacement: { _: /[A-Z0-9]/ }, track: plateTrack },
};

const INPUT_MODE: Record<MaskKind, 'numeric' | 'tel' | 'text'> = { cpf: 'numeric', phone: 'tel', plate: 'text' };

type MaskedFieldProps = Omit<TextFieldProps, 'inputRef'> & { mask: MaskKind; inputRef?: Ref<HTMLInputElement> };

const assign = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
};

/**
 * A text field that masks CPF, phone or plate as the person types. The mask works on the input itself (not by
 * rewriting the whole value), so correcting one digit in the middle keeps the caret right after it.
 */
export const MaskedField = ({ mask, inputRef, slotProps, ...props }: MaskedFieldProps) => {
  const maskRef = useMask(MASKS[mask]);
  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      maskRef.current = element as HTMLInputElement;
      assign(inputRef, element);
    },
    [maskRef, inputRef],
  );
  return (
    <TextField
      {...props}
      inputRef={ref}
      autoComplete="off"
      slotProps={{ ...slotProps, htmlInput: { inputMode: INPUT_MODE[mask], ...(slotProps?.htmlInput as object) } }}
    />
  );
};
