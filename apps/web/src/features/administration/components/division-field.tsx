import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';

/** One block or several: chosen once, when the condominium is created. */
export const DivisionField = <V extends FieldValues>({
  control,
  name,
}: {
  control: Control<V, unknown, FieldValues>;
  name: Path<V>;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field: { value, onChange }, fieldState }) => (
      <FormControl error={Boolean(fieldState.error)}>
        <FormLabel>{M.divisionLegend}</FormLabel>
        <RadioGroup
          row
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value === 'true')}
        >
          <FormControlLabel value="false" control={<Radio />} label={M.singleBlock} />
          <FormControlLabel value="true" control={<Radio />} label={M.multiBlock} />
        </RadioGroup>
        {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
      </FormControl>
    )}
  />
);
