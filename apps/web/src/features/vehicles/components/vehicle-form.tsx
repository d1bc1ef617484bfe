import { useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { normalizePlate } from '@portaria/shared/br/plate';
import { MESSAGES } from '@portaria/shared/messages';
import { VEHICLE_LIMITS as L, hasPlate, isPlateRequired } from '@portaria/shared/vehicles/vehicle.schemas';
import type { VehicleFields } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { ColourField, RentedSpaceField, TypeField } from './vehicle-form-fields';
import { EMPTY_VEHICLE_FORM, canSubmitVehicle, vehicleResolver, type VehicleFormValues } from './vehicle-form-values';

export type VehicleFormProps = {
  title: string;
  /** Lets a surrounding dialog take its name from the form's title. */
  titleId?: string;
  /** 'Bloco A | 101', shown under the title. */
  unitLabel: string;
  submitLabel: string;
  backLabel?: string;
  defaultValues?: VehicleFormValues;
  onSubmit: (values: VehicleFields) => void;
  onBack?: () => void;
  isSubmitting?: boolean;
};

const counter = (value: string, max: number) => `${value.length}/${max}`;

/** 'Insira os dados de cadastro:' / 'Edite os dados de cadastro:' — type, plate, colour, model, rented space, notes. */
export const VehicleForm = (props: VehicleFormProps) => {
  const { title, unitLabel, submitLabel, backLabel = MESSAGES.back, onSubmit, onBack, isSubmitting } = props;
  const { control, register, handleSubmit, setValue, clearErrors, formState } = useForm<VehicleFormValues, unknown, VehicleFields>({
    defaultValues: props.defaultValues ?? EMPTY_VEHICLE_FORM,
    resolver: vehicleResolver,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as VehicleFormValues;
  const showsPlate = hasPlate(values.tipo);
  const plate = register('placa');

  const handleTypeChange = (tipo: VehicleFormValues['tipo']) => {
    // A bicycle has no plate: clear it so nothing stale is sent or validated.
    if (!hasPlate(tipo)) setValue('placa', '');
    clearErrors('placa');
  };

  return (
    <Box component="form" noValidate aria-label={title} onSubmit={handleSubmit(onSubmit)}>
      <Typography id={props.titleId} variant="h6" component="h3">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {M.selectedUnit}: <strong>{unitLabel}</strong>
      </Typography>
      <Stack spacing={2.5}>
        <TypeField control={control} onTypeChange={handleTypeChange} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {showsPlate && (
            <TextField
              {...plate}
              onChange={(event) => {
                // The UI only masks: upper case, no separators, at most 7 characters.
                event.target.value = normalizePlate(event.target.value).slice(0, L.plate);
                void plate.onChange(event);
              }}
              label={M.plateLabel}
              required={isPlateRequired(values.tipo)}
              error={Boolean(formState.errors.placa)}
              helperText={formState.errors.placa?.message ?? M.plateHint}
              autoComplete="off"
              // No HTML maxLength: it would cut a pasted 'ABC-1234' before the mask drops the hyphen.
              slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
            />
          )}
          <ColourField control={control} />
          <TextField
            {...register('modelo')}
            label={M.modelLabel}
            error={Boolean(formState.errors.modelo)}
            helperText={formState.errors.modelo?.message ?? counter(values.modelo ?? '', L.model)}
            slotProps={{ htmlInput: { maxLength: L.model } }}
            sx={{ gridColumn: showsPlate ? 'auto' : '1 / -1' }}
          />
          <RentedSpaceField control={control} />
        </Box>
        <TextField
          {...register('observacao')}
          label={M.observationLabel}
          multiline
          minRows={2}
          error={Boolean(formState.errors.observacao)}
          helperText={formState.errors.observacao?.message ?? counter(values.observacao ?? '', L.observation)}
          slotProps={{ htmlInput: { maxLength: L.observation } }}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: onBack ? 'space-between' : 'flex-end' }}>
          {onBack && (
            <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
              {backLabel}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!canSubmitVehicle(values) || isSubmitting}
            sx={{ minHeight: 44 }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
