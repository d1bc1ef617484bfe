import type { FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCpf } from '@portaria/shared/br/cpf';
import { LIMITS } from '@portaria/shared/constants';
import type { AccountWizardState } from '../hooks/use-account-wizard';
import { ACCOUNT_TEXT } from '../utils/account-text';

type CpfStepProps = { state: AccountWizardState['cpf']; intro: string };

/** Step 1: the CPF, masked as it is typed, checked on leaving the field (spec §5). Enter submits. */
export const CpfStep = ({ state, intro }: CpfStepProps) => {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.canSubmit) void state.submit();
  };
  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{intro}</Typography>
        <TextField
          label={ACCOUNT_TEXT.cpfLabel}
          value={state.value}
          placeholder="000.000.000-00"
          autoFocus
          fullWidth
          error={Boolean(state.error)}
          helperText={state.error ?? ' '}
          onChange={(event) => state.change(formatCpf(event.target.value))}
          onBlur={state.blur}
          onFocus={state.focus}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cpfFieldMax, autoComplete: 'username' } }}
        />
      </Stack>
    </form>
  );
};
