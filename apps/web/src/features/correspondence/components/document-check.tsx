import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';

type DocumentCheckProps = {
  /** The release's pickup code was right: no document to check, and the step says so. */
  isCodeChecked?: boolean;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  /** Takes the focus when it turns true (who collects is already chosen: the document is what is left). */
  isFocused?: boolean;
  /** Enter on the checked box: 'Finalizar Retirada' (issue 32's keyboard path: Space checks, Enter finishes). */
  onSubmit?: () => void;
};

/**
 * How the desk knows who takes the parcel (decision 127): with the resident's pickup code, nothing more; without
 * it, 'Finalizar Retirada' waits until the doorkeeper confirms a document of the person.
 */
export const DocumentCheck = ({
  isCodeChecked = false,
  isChecked,
  onChange,
  isFocused = false,
  onSubmit,
}: DocumentCheckProps) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (isFocused) ref.current?.focus();
  }, [isFocused]);
  return isCodeChecked ? (
    <Alert severity="success">{M.pickupCodeChecked}</Alert>
  ) : (
    <FormControlLabel
      control={
        <Checkbox
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{
            input: {
              ref,
              'aria-required': true,
              onKeyDown: (event) => {
                if (event.key !== 'Enter' || !isChecked || !onSubmit) return;
                event.preventDefault();
                onSubmit();
              },
            },
          }}
        />
      }
      label={M.documentCheck}
    />
  );
};
