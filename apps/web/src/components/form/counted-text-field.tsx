import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

type CountedTextFieldProps = Omit<TextFieldProps, 'value' | 'error' | 'helperText'> & {
  value: string | null | undefined;
  max: number;
  /** Shown instead of the counter, in red. */
  errorMessage?: string;
  /** False lets a pasted text run past `max` so the person can shorten it (the schema then says why). */
  isMaxEnforced?: boolean;
};

/** A text field with its character counter ('12/100') under it, replaced by the field's error when there is one. */
export const CountedTextField = ({
  value,
  max,
  errorMessage,
  isMaxEnforced = true,
  slotProps,
  ...props
}: CountedTextFieldProps) => (
  <TextField
    {...props}
    value={value ?? ''}
    error={Boolean(errorMessage)}
    helperText={errorMessage ?? `${value?.length ?? 0}/${max}`}
    slotProps={{
      ...slotProps,
      htmlInput: { ...(slotProps?.htmlInput as object), ...(isMaxEnforced ? { maxLength: max } : {}) },
    }}
  />
);
