import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { VEHICLE_COLOURS, VEHICLE_TYPES, type CreateVehicleOutput } from '@portaria/shared/vehicles/vehicle.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { colourLabel, typeLabel } from '../utils/vehicle-text';
import type { VehicleFormValues } from './vehicle-form-values';
import { VehicleTypeIcon } from './vehicle-type-icon';
import { OptionToggle } from '../../../components/form/option-toggle';

type FieldProps = {
  control: Control<VehicleFormValues, unknown, CreateVehicleOutput>;
  onTypeChange?: (tipo: VehicleFormValues['tipo']) => void;
};

const TYPE_LABELS = Object.fromEntries(VEHICLE_TYPES.map((tipo) => [tipo, typeLabel(tipo)])) as Record<
  VehicleFormValues['tipo'],
  string
>;
const TYPE_ICONS = Object.fromEntries(
  VEHICLE_TYPES.map((tipo) => [tipo, <VehicleTypeIcon key={tipo} tipo={tipo} fontSize="small" aria-hidden />]),
) as Record<VehicleFormValues['tipo'], ReactNode>;

/** 'Tipo': one option per type, with its icon (the same control as the parcel's category, issue 17). */
export const TypeField = ({ control, onTypeChange }: FieldProps) => (
  <Controller
    name="tipo"
    control={control}
    render={({ field, fieldState }) => (
      <OptionToggle
        label={M.typeLabel}
        options={VEHICLE_TYPES}
        labels={TYPE_LABELS}
        icons={TYPE_ICONS}
        value={field.value || undefined}
        onChange={(tipo) => {
          field.onChange(tipo);
          onTypeChange?.(tipo);
        }}
        error={fieldState.error?.message}
      />
    )}
  />
);

/** 'Cor': a native select, quick with the keyboard on old gatehouse PCs. */
export const ColourField = ({ control }: FieldProps) => (
  <Controller
    name="cor"
    control={control}
    render={({ field, fieldState }) => (
      <TextField
        {...field}
        select
        required
        fullWidth
        label={M.colourLabel}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {MESSAGES.select}
        </option>
        {VEHICLE_COLOURS.map((cor) => (
          <option key={cor} value={cor}>
            {colourLabel(cor)}
          </option>
        ))}
      </TextField>
    )}
  />
);

/** 'Vaga alugada': Sim / Não, a boolean in the contract. */
export const RentedSpaceField = ({ control }: FieldProps) => (
  <Controller
    name="vagaAlugada"
    control={control}
    render={({ field }) => (
      <FormControl>
        <FormLabel id="vehicle-rented-label">{M.rentedSpaceLabel}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="vehicle-rented-label"
          name={field.name}
          value={field.value ? 'S' : 'N'}
          onChange={(event) => field.onChange(event.target.value === 'S')}
        >
          <FormControlLabel value="S" control={<Radio />} label={M.yes} sx={{ minHeight: 44 }} />
          <FormControlLabel value="N" control={<Radio />} label={M.no} sx={{ minHeight: 44 }} />
        </RadioGroup>
      </FormControl>
    )}
  />
);
