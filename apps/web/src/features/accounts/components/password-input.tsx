import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { MESSAGES } from '@portaria/shared/messages';
import { PASSWORD_RULES } from '@portaria/shared/accounts/accounts.schemas';

type PasswordInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
};

/** A new-password field with a show/hide toggle (the toggle has its own name; the field keeps its label). */
export const PasswordInput = ({ label, value, onChange, error, autoFocus }: PasswordInputProps) => {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={isVisible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      autoFocus={autoFocus}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete: 'new-password', maxLength: PASSWORD_RULES.max + 1 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={isVisible ? MESSAGES.hidePassword : MESSAGES.showPassword}
                aria-pressed={isVisible}
                onClick={() => setIsVisible((visible) => !visible)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {isVisible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
