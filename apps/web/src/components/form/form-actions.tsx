import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { MESSAGES } from '@portaria/shared/messages';
import { STICKY_ACTIONS } from '../ui/controls/sticky-actions';

type FormActionsProps = {
  submitLabel: ReactNode;
  isSubmitDisabled?: boolean;
  /** Shows a ring in the submit button while the form is sent. */
  isSubmitting?: boolean;
  onBack?: () => void;
  backLabel?: string;
  /** Extra space above the row (forms whose last field has no helper text under it). */
  isSpaced?: boolean;
};

/** 'Voltar' on the left (when there is a way back), the submit button on the right; the row stays in view. */
export const FormActions = ({
  submitLabel,
  isSubmitDisabled,
  isSubmitting,
  onBack,
  backLabel = MESSAGES.back,
  isSpaced,
}: FormActionsProps) => (
  <Stack
    direction="row"
    spacing={2}
    sx={[STICKY_ACTIONS, { justifyContent: onBack ? 'space-between' : 'flex-end' }, isSpaced ? { pt: 2.5 } : {}]}
  >
    {onBack && (
      <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
        {backLabel}
      </Button>
    )}
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={isSubmitDisabled}
      aria-busy={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      sx={{ minHeight: 44 }}
    >
      {submitLabel}
    </Button>
  </Stack>
);
