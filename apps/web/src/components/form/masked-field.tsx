import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { MaskKind } from './mask-rules';
import { applyMask, caretAfter, typedOf } from './mask-rules';

export type { MaskKind } from './mask-rules';

const INPUT_MODE: Record<MaskKind, 'numeric' | 'tel' | 'text'> = {
  cpf: 'numeric',
  cnpj: 'numeric',
  phone: 'tel',
  plate: 'text',
};

type MaskedFieldProps = TextFieldProps & { mask: MaskKind };

/**
 * A text field that masks CPF, phone or plate as the person types (the schema still judges the value). Each change
 * is masked at once, in the same event, and the caret goes back after the same typed character: correcting a digit
 * in the middle keeps it there, and keys typed faster than the browser paints are never lost. Backspace right
 * after a separator deletes the character before it.
 */
export const MaskedField = ({ mask, onChange, value, slotProps, ...props }: MaskedFieldProps) => {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    let typed = typedOf(mask, input.value);
    let before = typedOf(mask, input.value.slice(0, caret)).length;
    const isBackspace = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
    if (isBackspace && before > 0 && typed.length === typedOf(mask, String(value ?? '')).length) {
      typed = typed.slice(0, before - 1) + typed.slice(before);
      before -= 1;
    }
    const masked = applyMask(mask, typed);
    input.value = masked;
    const position = caretAfter(mask, masked, before);
    input.setSelectionRange(position, position);
    onChange?.(event);
  };
  return (
    <TextField
      {...props}
      value={value}
      onChange={handleChange}
      autoComplete="off"
      slotProps={{ ...slotProps, htmlInput: { inputMode: INPUT_MODE[mask], ...(slotProps?.htmlInput as object) } }}
    />
  );
};
