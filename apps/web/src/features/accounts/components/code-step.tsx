import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { fill } from '@portaria/shared/text';
import type { AccountWizardState } from '../hooks/use-account-wizard';
import { ACCOUNT_TEXT } from '../utils/account-text';
import { CodeBoxes } from './code-boxes';

const STATUS_SX = { display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'center' } as const;

type CodeStepProps = { state: AccountWizardState['code']; isBusy: boolean };

/** Step 3: the six boxes, validated on their own at the sixth digit, and the resend behind a 1:00 countdown. */
export const CodeStep = ({ state, isBusy }: CodeStepProps) => {
  const isLocked = state.countdown.isRunning;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h6" component="h2">
          {ACCOUNT_TEXT.codeTitle}
        </Typography>
        {state.sentTo && <Typography color="text.secondary">{fill(M.codeSentTo, { phone: state.sentTo })}</Typography>}
      </Box>
      <CodeBoxes
        value={state.code}
        onChange={state.change}
        isError={state.status === 'invalid'}
        isDisabled={state.status === 'valid' || state.status === 'validating'}
        autoFocus
      />
      <Box aria-live="polite" sx={{ minHeight: 24 }}>
        {state.status === 'validating' && (
          <Typography color="text.secondary" sx={STATUS_SX}>
            <CircularProgress size={16} aria-hidden="true" /> {ACCOUNT_TEXT.codeValidating}
          </Typography>
        )}
        {state.status === 'valid' && (
          <Typography color="success.main" sx={{ ...STATUS_SX, fontWeight: 600 }}>
            <CheckCircle fontSize="small" aria-hidden="true" /> {ACCOUNT_TEXT.codeValid}
          </Typography>
        )}
        {state.status === 'invalid' && state.error && (
          <Alert severity="error" role="alert">
            <AlertTitle sx={{ mb: state.error === M.codeInvalid ? 0.5 : 0 }}>{state.error}</AlertTitle>
            {state.error === M.codeInvalid && M.codeInvalidHint}
          </Alert>
        )}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <Button
          variant="text"
          disabled={isLocked || isBusy || state.status === 'valid'}
          onClick={() => void state.resend()}
        >
          {M.resend}
        </Button>
        <Typography
          role="timer"
          aria-label={ACCOUNT_TEXT.resendTimerLabel}
          color={isLocked ? 'text.primary' : 'text.secondary'}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: 40 }}
        >
          {state.countdown.label}
        </Typography>
      </Stack>
      {state.resendError && (
        <Alert severity="warning" role="alert">
          {state.resendError}
        </Alert>
      )}
    </Stack>
  );
};
