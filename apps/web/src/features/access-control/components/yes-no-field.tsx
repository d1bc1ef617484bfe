import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

type YesNoFieldProps = {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  isDisabled?: boolean;
};

/** 'Sim' / 'Não' radios (spec 02 §3 yes/no S/N). */
export const YesNoField = ({ label, value, onChange, isDisabled }: YesNoFieldProps) => {
  const labelId = useId();
  return (
    <FormControl disabled={isDisabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value === undefined ? '' : value ? 'S' : 'N'}
        onChange={(e) => onChange(e.target.value === 'S')}
      >
        <FormControlLabel value="S" control={<Radio />} label={L.yes} />
        <FormControlLabel value="N" control={<Radio />} label={L.no} />
      </RadioGroup>
    </FormControl>
  );
};
