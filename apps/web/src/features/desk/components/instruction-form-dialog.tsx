import Alert from '@mui/material/Alert';
import { Controller } from 'react-hook-form';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { todayIn } from '@portaria/shared/common/day';
import { INSTRUCTION_MESSAGES as M } from '@portaria/shared/desk/instructions.messages';
import { INSTRUCTION_TYPE_IDS, INSTRUCTION_TYPES } from '@portaria/shared/desk/instructions.rules';
import { createInstructionSchema } from '@portaria/shared/desk/instructions.schemas';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { useZodForm } from '../../../components/form/use-zod-form';
import { UnitFormDialog } from './unit-form-dialog';
import { DateField } from '../../../components/ui/calendar/date-field';
import { useCreateInstruction } from '../api/instructions';

type InstructionFormDialogProps = { idUnidade: number; isOpen: boolean; onClose: () => void; now: Date };

const TEXT_MAX = 500;

/** 'Nova instrução': type, text, from (today by default) and an optional last day; kept as a draft until saved. */
export const InstructionFormDialog = ({ idUnidade, isOpen, onClose, now }: InstructionFormDialogProps) => {
  const create = useCreateInstruction(idUnidade);
  const form = useZodForm(createInstructionSchema, {
    mode: 'onChange',
    defaultValues: { tipo: undefined, texto: '', inicio: todayIn(now), fim: null },
  });
  const draft = useFormDraft(form, isOpen ? `desk:instruction:${idUnidade}` : null);
  const handleSave = form.handleSubmit(async (values) => {
    await create.mutateAsync(values);
    form.reset();
    draft.discard();
    onClose();
  });
  return (
    <UnitFormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={M.add}
      draft={draft}
      error={create.isError ? create.error : null}
      onSubmit={handleSave}
      saveLabel={M.save}
      cancelLabel={M.cancel}
      isSaveDisabled={!form.formState.isValid || create.isPending}
    >
      <Controller
        name="tipo"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={M.type}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error) && fieldState.isTouched}
            helperText={fieldState.isTouched ? fieldState.error?.message : undefined}
          >
            {INSTRUCTION_TYPE_IDS.map((tipo) => (
              <MenuItem key={tipo} value={tipo}>
                {INSTRUCTION_TYPES[tipo]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="texto"
        control={form.control}
        render={({ field, fieldState }) => (
          <CountedTextField
            {...field}
            required
            multiline
            minRows={2}
            label={M.text}
            max={TEXT_MAX}
            errorMessage={fieldState.isDirty ? fieldState.error?.message : undefined}
          />
        )}
      />
      <Controller
        name="inicio"
        control={form.control}
        render={({ field }) => (
          <DateField
            label={M.from}
            isRequired
            today={now}
            value={field.value ? dayjs(field.value) : null}
            onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : '')}
          />
        )}
      />
      <Controller
        name="fim"
        control={form.control}
        render={({ field, fieldState }) => (
          <>
            <DateField
              label={M.until}
              today={now}
              value={field.value ? dayjs(field.value) : null}
              onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : null)}
            />
            {fieldState.error && <Alert severity="error">{fieldState.error.message}</Alert>}
          </>
        )}
      />
    </UnitFormDialog>
  );
};
