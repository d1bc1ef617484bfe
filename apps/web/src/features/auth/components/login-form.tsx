import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { formatCpf, isValidCpf } from '@portaria/shared/br/cpf';
import { LIMITS } from '@portaria/shared/constants';
import { MESSAGES } from '@portaria/shared/messages';
import { useAccountHint } from '../hooks/use-account-hint';
import { useLogin } from '../hooks/use-login';
import { LazyUserNotFoundDialog } from './lazy-dialogs';
import { LoginField } from './login-field';
import { PasswordField } from './password-field';

type LoginErrors = { cpf?: string; password?: string };

const validate = (cpf: string, password: string): LoginErrors => ({
  cpf: !cpf.trim() ? MESSAGES.cpfRequired : isValidCpf(cpf) ? undefined : MESSAGES.cpfInvalid,
  password: password ? undefined : MESSAGES.passwordRequired,
});

type LoginFormProps = {
  isUserNotFoundInitially?: boolean;
  /** A valid form is being sent: the next screen's code can start downloading alongside the sign-in. */
  onSubmitting?: () => void;
};

/**
 * Two fields and hand-written rules: no form library and no zod here, so the login screen stays within its
 * download budget (docs: the login path must be ≤150 KB gzip).
 */
export const LoginForm = ({ isUserNotFoundInitially = false, onSubmitting }: LoginFormProps) => {
  const [cpf, setCpf] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isUserNotFoundOpen, setIsUserNotFoundOpen] = useState(isUserNotFoundInitially);
  const accountHint = useAccountHint();
  const login = useLogin({ onUserNotFound: () => setIsUserNotFoundOpen(true) });
  const cpfRef = useRef<HTMLInputElement>(null);

  // The CPF field starts with the focus, given on the next frame before it is painted, not by `autoFocus`: React's
  // autoFocus focuses while it inserts the screen, which forces the browser to lay the whole page out inside that
  // one task, the longest of the start-up (Lighthouse's blocking time, issue 30).
  // Only when nothing has the focus yet: on a slow machine the frame can come after the person already clicked into
  // the password or pressed Entrar, and moving the focus then would clear the CPF's message (cleared on focus).
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) cpfRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // Spec §5: checked on leaving the field (message cleared on focus); a valid CPF triggers the account check.
  const handleCpfBlur = () => {
    if (!cpf) return;
    if (!isValidCpf(cpf)) {
      setErrors((current) => ({ ...current, cpf: MESSAGES.cpfInvalid }));
      return;
    }
    void accountHint.check(cpf);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(cpf, password);
    setErrors(found);
    if (found.cpf || found.password) return;
    onSubmitting?.();
    // A refused attempt clears the password (issue 17): the next try starts from an empty field.
    void login.submit({ cpf, password }).then((isSignedIn) => {
      if (!isSignedIn) setPassword('');
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={MESSAGES.loginTitle}>
      <Stack spacing={2.25}>
        <LoginField
          id="login-cpf"
          name="cpf"
          label={MESSAGES.cpfLabel}
          value={cpf}
          placeholder="000.000.000-00"
          ref={cpfRef}
          onChange={(event) => {
            accountHint.reset();
            setCpf(formatCpf(event.target.value));
          }}
          onBlur={handleCpfBlur}
          // The same object when there is nothing to clear: the form is not drawn again on every focus.
          onFocus={() => setErrors((current) => (current.cpf === undefined ? current : { ...current, cpf: undefined }))}
          isError={Boolean(errors.cpf)}
          helperText={errors.cpf ?? (accountHint.hasNoAccount ? MESSAGES.cpfWithoutAccount : undefined)}
          helperColor="info.dark"
          inputProps={{ inputMode: 'numeric', maxLength: LIMITS.cpfFieldMax, autoComplete: 'username' }}
        />
        <PasswordField
          id="login-password"
          name="password"
          label={MESSAGES.passwordLabel}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
          isError={Boolean(errors.password)}
          helperText={errors.password}
          inputProps={{ autoComplete: 'current-password' }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={login.isSubmitting}
          startIcon={login.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          aria-busy={login.isSubmitting}
        >
          {MESSAGES.enter}
        </Button>
        {/* The error's line is kept even when empty, so the centred card does not jump when it appears. */}
        <Box sx={{ minHeight: 48 }}>
          {login.errorMessage && (
            <Alert severity="error" role="alert">
              {login.errorMessage}
            </Alert>
          )}
        </Box>
      </Stack>
      <LazyUserNotFoundDialog open={isUserNotFoundOpen} onClose={() => setIsUserNotFoundOpen(false)} />
    </form>
  );
};
