import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { Controller, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LINK_TYPES,
  PROFILE_LABELS,
  RESIDENT_LIMITS as LIMITS,
  defaultAppAccess,
} from '@portaria/shared/access-control/access-control.constants';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { unitAccessRequestSchema, type UnitAccessRequest } from '@portaria/shared/access-control/residents.schemas';
import type { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { MaskedFormField } from '../../../components/form/masked-form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { DraftNotice } from '../../../components/form/draft-notice';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { YesNoField } from './yes-no-field';

export type ResidentDraft = z.output<typeof unitAccessRequestSchema>;

type ResidentFormProps = {
  idUnidade: number;
  unitLabel: string;
  defaultValues?: UnitAccessRequest;
  onSubmit: (values: ResidentDraft) => void;
  onBack: () => void;
  /** The unit's warnings (no residents, nobody with the app). */
  notice?: React.ReactNode;
  /** Where the half-filled form is kept across a refresh. */
  draftScreen?: string | null;
};

const emptyDraft = (idUnidade: number): UnitAccessRequest => ({
  idUnidade,
  nomeSolicitante: '',
  cpfCnpjSolicitante: '',
  tipoVinculo: 'morar.morador',
  emailSolicitante: '',
  celularSolicitante: '',
  acessoApp: true,
  origemCadastro: 'PORTARIA',
});

/** 'Cadastrar novo morador' (spec 02 §5 Resident form): the request's own schema judges it, on leaving each field. */
export const ResidentForm = ({
  idUnidade,
  unitLabel,
  defaultValues,
  onSubmit,
  onBack,
  notice,
  draftScreen = null,
}: ResidentFormProps) => {
  const form = useZodForm(unitAccessRequestSchema, {
    defaultValues: defaultValues ?? emptyDraft(idUnidade),
    mode: 'onTouched',
  });
  const { control, handleSubmit, register, setValue, formState } = form;
  const draft = useFormDraft(form, draftScreen, { shouldRestore: !defaultValues });
  const values = useWatch({ control });
  const isResident = values.tipoVinculo === 'morar.morador';
  const canSubmit =
    Boolean(values.nomeSolicitante?.trim() && values.cpfCnpjSolicitante && values.celularSolicitante) &&
    (!isResident || values.acessoApp !== undefined);
  const { errors } = formState;

  return (
    <Box component="form" noValidate aria-label={M.newResidentTitle} onSubmit={handleSubmit(onSubmit)}>
      <Typography variant="h6" component="h3">
        {M.newResidentTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {L.unit}: <strong>{unitLabel}</strong>
      </Typography>
      <DraftNotice draft={draft} />
      {notice}
      <Stack spacing={2.5}>
        <TextField
          {...register('nomeSolicitante')}
          label={L.name}
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
          error={Boolean(errors.nomeSolicitante)}
          helperText={errors.nomeSolicitante?.message ?? `${values.nomeSolicitante?.length ?? 0}/${LIMITS.name}`}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <MaskedFormField control={control} name="cpfCnpjSolicitante" mask="cpf" label={L.cpf} required />
          <MaskedFormField control={control} name="celularSolicitante" mask="phone" label={L.mobile} required />
        </Box>
        <TextField
          {...register('emailSolicitante')}
          label={L.email}
          type="email"
          slotProps={{ htmlInput: { maxLength: LIMITS.email } }}
          error={Boolean(errors.emailSolicitante)}
          helperText={errors.emailSolicitante?.message}
        />
        <Controller
          control={control}
          name="tipoVinculo"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="resident-link-label">{L.profile}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="resident-link-label"
                value={field.value}
                onChange={(e) => {
                  const tipo = e.target.value as (typeof LINK_TYPES)[number];
                  field.onChange(tipo);
                  // Spec 02 §4: app access defaults to S for a resident and N for a tenant.
                  setValue('acessoApp', defaultAppAccess(tipo));
                }}
              >
                {LINK_TYPES.map((tipo) => (
                  <FormControlLabel key={tipo} value={tipo} control={<Radio />} label={PROFILE_LABELS[tipo]} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <YesNoField label={L.appAccess} value={values.acessoApp} onChange={(v) => setValue('acessoApp', v)} />
        <FormActions submitLabel={L.next} isSubmitDisabled={!canSubmit} onBack={onBack} />
      </Stack>
    </Box>
  );
};
