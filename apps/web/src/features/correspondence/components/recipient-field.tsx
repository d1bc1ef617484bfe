import type { Control } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { CORRESPONDENCE_LIMITS as L } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { useSuggestions } from '../../../components/form/suggestions';
import type { ParcelFormInput, ParcelFormOutput } from '../utils/parcel-form-schema';

type RecipientFieldProps = {
  control: Control<ParcelFormInput, unknown, ParcelFormOutput>;
  /** The unit's residents: suggested as the doorkeeper types; any other name may still be typed. */
  residentNames: readonly string[];
};

/** 'Destinatário' with the unit's residents as suggestions (issue 17); free text, limit 35. */
export const RecipientField = ({ control, residentNames }: RecipientFieldProps) => {
  const { field, fieldState } = useController({ control, name: 'destinatario' });
  const value = field.value ?? '';
  const suggestions = useSuggestions({
    value,
    options: residentNames,
    onPick: (name) => field.onChange(name.slice(0, L.destinatario)),
  });
  return (
    <>
      <CountedTextField
        name={field.name}
        value={value}
        inputRef={field.ref}
        onChange={(event) => field.onChange(event.target.value)}
        max={L.destinatario}
        label={M.destinatario}
        required
        autoFocus
        autoComplete="off"
        errorMessage={fieldState.error?.message}
        slotProps={{
          htmlInput: {
            ...suggestions.inputProps,
            onBlur: () => {
              suggestions.inputProps.onBlur();
              field.onBlur();
            },
          },
        }}
      />
      {suggestions.list(M.recipientSuggestions)}
    </>
  );
};
