import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { formatPhone, isValidPhone, stripPhone } from '@portaria/shared/br/phone';
import { LIMITS } from '@portaria/shared/constants';
import { ChoiceList } from '../../../components/ui/choices/choice-list';
import type { AccountWizardState } from '../hooks/use-account-wizard';
import { OTHER_PHONE } from '../hooks/use-account-wizard';
import { ACCOUNT_TEXT } from '../utils/account-text';

type PhoneStepProps = { state: AccountWizardState['phone'] };

/**
 * Step 2: one of the CPF's phones (masked) or another number typed in full; 'Avançar' sends the SMS. A number not on
 * file waits for the syndic's approval (the step says so and goes on by itself once approved).
 */
export const PhoneStep = ({ state }: PhoneStepProps) => {
  const [isOtherLeft, setIsOtherLeft] = useState(false);
  const digits = stripPhone(state.other).length;
  // Said once the person leaves the field or has typed a whole mobile number: never a silent disabled Avançar.
  const isOtherInvalid = digits > 0 && (isOtherLeft || digits >= 11) && !(isValidPhone(state.other) && digits === 11);
  const items = [
    ...state.contacts.map((contact) => ({ id: contact.key, label: contact.value })),
    { id: OTHER_PHONE, label: M.otherPhone },
  ];
  return (
    <Stack spacing={2}>
      <ChoiceList title={M.choosePhone} headingLevel="h2" items={items} value={state.choice} onChange={state.choose} />
      <Collapse in={state.choice === OTHER_PHONE} unmountOnExit>
        <TextField
          label={M.phoneLabel}
          value={state.other}
          placeholder="(00) 00000-0000"
          fullWidth
          autoFocus
          error={isOtherInvalid}
          helperText={isOtherInvalid ? M.otherPhoneInvalid : ACCOUNT_TEXT.otherPhoneHelper}
          onBlur={() => setIsOtherLeft(true)}
          onFocus={() => setIsOtherLeft(false)}
          onChange={(event) => state.changeOther(formatPhone(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: LIMITS.phoneFieldMax, autoComplete: 'tel-national' } }}
        />
      </Collapse>
      {state.pendingChange && (
        <Alert severity="info" role="status">
          {state.pendingChange} {M.phoneChangeWaiting}
        </Alert>
      )}
      {state.error && (
        <Alert severity="error" role="alert">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
};
