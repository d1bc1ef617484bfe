import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portaria/shared/messages';
import { useSession } from '../../../lib/session';
import { continueSignedIn } from '../hooks/continue-signed-in';
import { LoginFailure } from '../hooks/use-login';
import { useSessionEnding } from '../hooks/use-session-ending';
import { PasswordField } from './password-field';

const timeOf = (iso: string): string =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * The end-of-shift warning (issue 28, decision 096): 10 minutes before the token's hard end, a dialog over the
 * current screen asks for the password again. It is a sibling of the screen, never a route, so the half-filled
 * form underneath stays mounted; after "Continuar conectado" the next request carries the new token.
 */
export const SessionRenewalDialog = () => {
  const { validUntil } = useSession();
  const isEnding = useSessionEnding(validUntil);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const titleId = useId();
  const isOpen = Boolean(validUntil) && isEnding && dismissedFor !== validUntil;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || isSubmitting) return;
    setIsSubmitting(true);
    setErrorMessage(null);
    try {
      await continueSignedIn(password);
      setPassword('');
    } catch (error) {
      setPassword('');
      setErrorMessage(error instanceof LoginFailure ? error.message : MESSAGES.internalError);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog
      open={isOpen}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') setDismissedFor(validUntil);
      }}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle id={titleId}>{MESSAGES.sessionEndingTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {MESSAGES.sessionEndingText.replace('{hora}', validUntil ? timeOf(validUntil) : '')}
          </DialogContentText>
          <PasswordField
            id="session-renewal-password"
            name="password"
            label={MESSAGES.passwordLabel}
            value={password}
            autoFocus
            onChange={(event) => {
              setPassword(event.target.value);
              setErrorMessage(null);
            }}
            isError={Boolean(errorMessage)}
            helperText={errorMessage}
            inputProps={{ autoComplete: 'current-password' }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outlined" onClick={() => setDismissedFor(validUntil)}>
            {MESSAGES.sessionNotNow}
          </Button>
          <Button type="submit" variant="contained" disabled={!password || isSubmitting}>
            {MESSAGES.sessionContinue}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
