import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

type CountedTextFieldProps = Omit<TextFieldProps, 'value' | 'error' | 'helperText'> & {
  value: string | null | undefined;
  max: number;
  /** Shown beside the counter, in red. */
  errorMessage?: string;
  /** False lets a pasted text run past `max` so the person can shorten it (the schema then says why). */
  isMaxEnforced?: boolean;
};

/**
 * A text field with its character counter ('12/100') under it. An error shows beside the counter, which stays
 * (red, e.g. '95/80') so the person sees how much to cut.
 */
export const CountedTextField = ({
  value,
  max,
  errorMessage,
  isMaxEnforced = true,
  slotProps,
  ...props
}: CountedTextFieldProps) => {
  const length = value?.length ?? 0;
  const counter = `${length}/${max}`;
  return (
    <TextField
      {...props}
      value={value ?? ''}
      error={Boolean(errorMessage) || length > max}
      helperText={
        errorMessage ? (
          <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <span>{errorMessage}</span>
            <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              {counter}
            </Box>
          </Box>
        ) : (
          counter
        )
      }
      slotProps={{
        ...slotProps,
        htmlInput: { ...(slotProps?.htmlInput as object), ...(isMaxEnforced ? { maxLength: max } : {}) },
      }}
    />
  );
};
