import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import {
  VEHICLE_LIMITS as L,
  createVehicleSchema,
  hasPlate,
  isPlateRequired,
} from '@portaria/shared/vehicles/vehicle.schemas';
import type { CreateVehicleOutput } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { CountedField } from '../../../components/form/counted-field';
import { FormActions } from '../../../components/form/form-actions';
import { MaskedFormField } from '../../../components/form/masked-form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { ColourField, RentedSpaceField, TypeField } from './vehicle-form-fields';
import { canSubmitVehicle, emptyVehicleForm, type VehicleFormValues } from './vehicle-form-values';

export type VehicleFormProps = {
  title: string;
  /** Lets a surrounding dialog take its name from the form's title. */
  titleId?: string;
  /** 'Bloco A | 101', shown under the title. */
  unitLabel: string;
  /** The unit the vehicle belongs to (a new one: chosen in the wizard). */
  idUnidade: number;
  submitLabel: string;
  backLabel?: string;
  defaultValues?: VehicleFormValues;
  onSubmit: (values: CreateVehicleOutput) => void;
  onBack?: () => void;
  isSubmitting?: boolean;
};

/** 'Insira os dados de cadastro:' / 'Edite os dados de cadastro:' — type, plate, colour, model, rented space, notes. */
export const VehicleForm = (props: VehicleFormProps) => {
  const { title, unitLabel, submitLabel, backLabel = MESSAGES.back, onSubmit, onBack, isSubmitting } = props;
  // POST /veiculo's own schema judges the form: the same rules and the same pt-BR messages on both sides.
  const { control, handleSubmit, setValue, clearErrors } = useZodForm(createVehicleSchema, {
    defaultValues: props.defaultValues ?? emptyVehicleForm(props.idUnidade),
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const showsPlate = hasPlate(values.tipo);

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
            // The UI only masks (upper case, no separators, 7 characters); the schema judges the format.
            <MaskedFormField
              control={control}
              name="placa"
              mask="plate"
              label={M.plateLabel}
              required={isPlateRequired(values.tipo)}
              helperText={M.plateHint}
            />
          )}
          <ColourField control={control} />
          <CountedField
            control={control}
            name="modelo"
            max={L.model}
            label={M.modelLabel}
            sx={{ gridColumn: showsPlate ? 'auto' : '1 / -1' }}
          />
          <RentedSpaceField control={control} />
        </Box>
        <CountedField
          control={control}
          name="observacao"
          max={L.observation}
          label={M.observationLabel}
          multiline
          minRows={2}
        />
        <FormActions
          submitLabel={submitLabel}
          isSubmitDisabled={!canSubmitVehicle(values) || isSubmitting}
          onBack={onBack}
          backLabel={backLabel}
        />
      </Stack>
    </Box>
  );
};
