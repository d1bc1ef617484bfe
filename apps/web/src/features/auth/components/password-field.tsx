import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { MESSAGES } from '@portaria/shared/messages';
import { LoginField } from './login-field';
import type { LoginFieldProps } from './login-field';

type PasswordFieldProps = Omit<LoginFieldProps, 'type' | 'endAdornment'>;

/** Password input with a show/hide toggle; the toggle has its own name so the field stays labelled "Senha". */
export const PasswordField = (props: PasswordFieldProps) => {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <LoginField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={isVisible ? MESSAGES.hidePassword : MESSAGES.showPassword}
            aria-pressed={isVisible}
            onClick={() => setIsVisible((value) => !value)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
