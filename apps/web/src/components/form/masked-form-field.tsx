import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { TextFieldProps } from '@mui/material/TextField';
import type { MaskKind } from './mask-rules';
import { MaskedField } from './masked-field';

type MaskedFormFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  mask: MaskKind;
};

/** A CPF, phone or plate field bound to the form by name; the schema's message replaces the helper text. */
export const MaskedFormField = <Values extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: MaskedFormFieldProps<Values>) => (
  <Controller
    control={control}
    name={name}
    render={({ field: { ref, value, ...field }, fieldState }) => (
      <MaskedField
        {...field}
        {...props}
        value={(value as string | null | undefined) ?? ''}
        inputRef={ref}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? helperText}
      />
    )}
  />
);
