import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

export type LoginFieldProps = {
  id: string;
  label: string;
  name: string;
  value: string;
  type?: string;
  placeholder?: string;
  helperText?: ReactNode;
  isError?: boolean;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  inputProps?: InputBaseComponentProps;
  ref?: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  helperColor?: string;
};

/**
 * Outlined field built from MUI's parts rather than TextField: TextField always bundles Select, Menu and
 * Popover, which the login screen never uses and which would weigh on its download budget.
 */
export const LoginField = ({
  id,
  label,
  helperText,
  isError = false,
  ref,
  helperColor,
  inputProps,
  ...rest
}: LoginFieldProps) => {
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={isError} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...rest}
        id={id}
        label={label}
        inputRef={ref}
        inputProps={inputProps}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && (
        <FormHelperText id={helperId} sx={helperColor && !isError ? { color: helperColor } : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
};
