import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

type RadioChoiceProps<T extends string> = {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  isRequired?: boolean;
};

/** A labelled row of radios (authorization method, access type, foreign visitor). */
export const RadioChoice = <T extends string>({ label, value, options, onChange, isRequired }: RadioChoiceProps<T>) => {
  const labelId = useId();
  return (
    <FormControl required={isRequired}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value ?? ''} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
