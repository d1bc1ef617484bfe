import { Controller } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createOccurrenceSchema } from '@portaria/shared/occurrences/occurrence.schemas';
import {
  OCCURRENCE_LIMITS as L,
  TIPOS_OCORRENCIA,
  TIPO_OCORRENCIA_LABELS,
} from '@portaria/shared/occurrences/occurrences.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import type { z } from 'zod';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { FormActions } from '../../../components/form/form-actions';
import { useZodForm } from '../../../components/form/use-zod-form';
import { DraftNotice } from '../../../components/form/draft-notice';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { AttachmentField } from './attachment-field';

export const occurrenceFormSchema = createOccurrenceSchema.pick({ tipoOcorrencia: true, conteudo: true, email: true });
export type OccurrenceFormValues = z.output<typeof occurrenceFormSchema>;

type OccurrenceFormProps = {
  defaults: Partial<OccurrenceFormValues>;
  file: File | null;
  onFileChange: (file: File | null) => void;
  isUploading: boolean;
  onSubmit: (values: OccurrenceFormValues) => void;
  onBack: () => void;
  /** Where the half-filled form is kept across a refresh (the attachment never is). */
  draftScreen?: string | null;
};

/** 'Nova Ocorrência:' — ASSUNTO, MENSAGEM (≤ 200, live counter), E-MAIL and the optional attachment. */
export const OccurrenceForm = ({
  defaults,
  file,
  onFileChange,
  isUploading,
  onSubmit,
  onBack,
  draftScreen = null,
}: OccurrenceFormProps) => {
  const form = useZodForm(occurrenceFormSchema, {
    mode: 'onChange',
    defaultValues: {
      tipoOcorrencia: defaults.tipoOcorrencia,
      conteudo: defaults.conteudo ?? '',
      email: defaults.email ?? '',
    },
  });
  const { control, handleSubmit, formState } = form;
  // Back from the confirmation, the flow already holds the values: nothing to put back.
  const draft = useFormDraft(form, draftScreen, { shouldRestore: defaults.conteudo === undefined });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <Typography variant="h6" component="h3">
        {M.formTitle}
      </Typography>
      <DraftNotice draft={draft} />
      <Controller
        name="tipoOcorrencia"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={M.assunto}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {TIPOS_OCORRENCIA.map((tipo) => (
              <MenuItem key={tipo} value={tipo}>
                {TIPO_OCORRENCIA_LABELS[tipo]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="conteudo"
        control={control}
        render={({ field, fieldState }) => (
          <CountedTextField
            {...field}
            required
            multiline
            minRows={3}
            label={M.mensagem}
            max={L.conteudoMax}
            errorMessage={fieldState.isDirty ? fieldState.error?.message : undefined}
          />
        )}
      />
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            required
            type="email"
            label={M.email}
            autoComplete="off"
            error={Boolean(fieldState.error) && fieldState.isTouched}
            helperText={fieldState.isTouched ? fieldState.error?.message : undefined}
            slotProps={{ htmlInput: { maxLength: L.emailMax } }}
          />
        )}
      />
      <AttachmentField value={file} onChange={onFileChange} isUploading={isUploading} />
      <FormActions submitLabel={M.next} isSubmitDisabled={!formState.isValid} onBack={onBack} />
    </Stack>
  );
};
