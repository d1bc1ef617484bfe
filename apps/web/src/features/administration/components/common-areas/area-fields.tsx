import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { WEEKDAYS } from '@portaria/shared/administration/areas.rules';

type FieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: string };

/** A number typed in a text box: empty is null when `isOptional`, otherwise NaN (the schema's own message). */
export const NumberField = <T extends FieldValues>({
  control,
  name,
  label,
  isOptional = false,
  step = 1,
}: FieldProps<T> & { isOptional?: boolean; step?: number }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        label={label}
        type="number"
        name={field.name}
        inputRef={field.ref}
        value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
        onChange={(event) => {
          const text = event.target.value;
          field.onChange(text === '' ? (isOptional ? null : Number.NaN) : Number(text));
        }}
        onBlur={field.onBlur}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? ' '}
        slotProps={{ htmlInput: { step, min: 0 } }}
        fullWidth
      />
    )}
  />
);

/** 'HH:mm' in the browser's time box. */
export const TimeField = <T extends FieldValues>({ control, name, label }: FieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        label={label}
        type="time"
        {...field}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        fullWidth
      />
    )}
  />
);

/** Dom … Sáb as checkboxes over a list of the spec's weekday ids (1 Sunday … 7 Saturday). */
export const WeekdayChecks = ({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) => (
  <FormControl component="fieldset" error={Boolean(error)}>
    <FormLabel component="legend">{legend}</FormLabel>
    <FormGroup row>
      {WEEKDAYS.map((day) => (
        <FormControlLabel
          key={day.id}
          label={day.label}
          control={
            <Checkbox
              checked={value.includes(day.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, day.id].sort((a, b) => a - b) : value.filter((id) => id !== day.id),
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
    {error && <FormHelperText>{error}</FormHelperText>}
  </FormControl>
);
