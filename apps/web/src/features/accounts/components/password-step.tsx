import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import type { PasswordFormState } from '../hooks/use-password-form';
import { ACCOUNT_TEXT } from '../utils/account-text';
import type { LegalDocument } from '@portaria/shared/accounts/legal.messages';
import { PRIVACY_POLICY, TERMS_OF_USE } from '@portaria/shared/accounts/legal.messages';
import { passwordRules } from '../utils/password-rules';
import { LegalDialog } from './legal-dialog';
import { PasswordInput } from './password-input';

type PasswordStepProps = { form: PasswordFormState };

const ICON_PROPS = { fontSize: 'small', 'aria-hidden': true } as const;

/** The acceptance sentence with its two documents as links that open them (the links do not tick the box). */
const TermsLabel = ({ onOpen }: { onOpen: (document: LegalDocument) => void }) => {
  const [before, rest = ''] = M.acceptTerms.split(ACCOUNT_TEXT.termsOfUse);
  const [middle, after] = rest.split(ACCOUNT_TEXT.privacyPolicy);
  const link = (text: string, document: LegalDocument) => (
    <Link
      component="button"
      type="button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onOpen(document);
      }}
      sx={{ verticalAlign: 'baseline', fontSize: 'inherit', fontWeight: 600 }}
    >
      {text}
    </Link>
  );
  return (
    <span>
      {before}
      {link(ACCOUNT_TEXT.termsOfUse, TERMS_OF_USE)}
      {middle}
      {link(ACCOUNT_TEXT.privacyPolicy, PRIVACY_POLICY)}
      {after}
    </span>
  );
};

/** Step 4: the new password twice, the rules ticking as they are met, and the terms for a new account. */
export const PasswordStep = ({ form }: PasswordStepProps) => {
  const [openDocument, setOpenDocument] = useState<LegalDocument | null>(null);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{ACCOUNT_TEXT.passwordIntro}</Typography>
      <PasswordInput
        label={M.passwordLabel}
        value={form.password}
        onChange={form.setPassword}
        error={form.passwordError}
        autoFocus
      />
      <PasswordInput
        label={M.confirmationLabel}
        value={form.confirmation}
        onChange={form.setConfirmation}
        error={form.confirmationError}
      />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }} id="password-rules-title">
          {ACCOUNT_TEXT.rulesTitle}
        </Typography>
        <Box component="ul" aria-labelledby="password-rules-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {passwordRules(form.password, form.confirmation).map((rule) => (
            <Typography
              component="li"
              variant="body2"
              key={rule.id}
              data-met={rule.isMet}
              color={rule.isMet ? 'success.main' : 'text.secondary'}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              {rule.isMet ? <CheckCircle {...ICON_PROPS} /> : <RadioButtonUnchecked {...ICON_PROPS} />}
              {rule.label}
            </Typography>
          ))}
        </Box>
      </Box>
      {form.needsTerms && (
        <FormControlLabel
          control={
            <Checkbox
              checked={form.hasAcceptedTerms}
              onChange={(event) => form.setHasAcceptedTerms(event.target.checked)}
            />
          }
          label={<TermsLabel onOpen={setOpenDocument} />}
        />
      )}
      <LegalDialog document={openDocument} onClose={() => setOpenDocument(null)} />
    </Stack>
  );
};
