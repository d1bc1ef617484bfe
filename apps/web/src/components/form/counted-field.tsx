import type { Ref } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { TextFieldProps } from '@mui/material/TextField';
import { CountedTextField } from './counted-text-field';

type CountedFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  max: number;
  /** Shown instead of the schema's message for the field. */
  errorMessage?: string;
  isMaxEnforced?: boolean;
  /** Rewrites what is typed before the form keeps it (e.g. upper case). */
  transform?: (value: string) => string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
};

const assign = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
};

/** A form's text field with its counter, bound to the form by name; the schema's message shows beside the counter. */
export const CountedField = <Values extends FieldValues>({
  control,
  name,
  errorMessage,
  transform,
  inputRef,
  ...props
}: CountedFieldProps<Values>) => (
  <Controller
    control={control}
    name={name}
    render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
      <CountedTextField
        {...field}
        {...props}
        value={value as string | null | undefined}
        inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
          ref(element);
          assign(inputRef, element);
        }}
        onChange={(event) => onChange(transform ? transform(event.target.value) : event.target.value)}
        errorMessage={errorMessage ?? fieldState.error?.message}
      />
    )}
  />
);
