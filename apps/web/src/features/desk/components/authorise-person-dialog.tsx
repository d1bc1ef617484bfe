import Alert from '@mui/material/Alert';
import { Controller } from 'react-hook-form';
import dayjs from 'dayjs';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { todayIn } from '@portaria/shared/common/day';
import { authorisePayload, authorisePersonSchema, authoriseUntilIssue } from '@portaria/shared/desk/authorise-person';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { applyMask } from '../../../components/form/mask-rules';
import { MaskedField } from '../../../components/form/masked-field';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { useZodForm } from '../../../components/form/use-zod-form';
import { UnitFormDialog } from './unit-form-dialog';
import { DateField } from '../../../components/ui/calendar/date-field';
import { useAuthorisePerson } from '../api/authorise';

const M = DESK_MESSAGES.authorise;

type AuthorisePersonDialogProps = { idUnidade: number; isOpen: boolean; onClose: () => void; now: Date };

const EMPTY = { nome: '', cpf: '', parentesco: '', podeRetirar: true, podeEntrar: false, validoAte: null };

/**
 * 'Autorizar pessoa' (issue 32 item 4): name, CPF, relation, and what the person may do for the unit (collect its
 * parcels, come in without the intercom) until a last day; kept as a draft until saved.
 */
export const AuthorisePersonDialog = ({ idUnidade, isOpen, onClose, now }: AuthorisePersonDialogProps) => {
  const today = todayIn(now);
  const authorise = useAuthorisePerson(idUnidade);
  const form = useZodForm(authorisePersonSchema, { mode: 'onChange', defaultValues: EMPTY });
  const draft = useFormDraft(form, isOpen ? `desk:authorise:${idUnidade}` : null);
  const podeEntrar = form.watch('podeEntrar');
  const validoAte = form.watch('validoAte');
  const untilIssue = authoriseUntilIssue({ podeEntrar, validoAte }, today);
  const handleSave = form.handleSubmit(async (values) => {
    if (authoriseUntilIssue(values, today)) return;
    await authorise.mutateAsync(authorisePayload(values, idUnidade, today));
    form.reset(EMPTY);
    draft.discard();
    onClose();
  });
  const check = (name: 'podeRetirar' | 'podeEntrar', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
  const choiceError = form.formState.errors.podeRetirar?.message;
  return (
    <UnitFormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={M.title}
      draft={draft}
      error={authorise.isError ? authorise.error : null}
      onSubmit={handleSave}
      saveLabel={M.save}
      cancelLabel={M.cancel}
      isSaveDisabled={!form.formState.isValid || untilIssue !== null || authorise.isPending}
    >
      <Controller
        name="nome"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            required
            label={M.name}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            error={fieldState.isDirty && Boolean(fieldState.error)}
            helperText={fieldState.isDirty ? fieldState.error?.message : undefined}
          />
        )}
      />
      <Controller
        name="cpf"
        control={form.control}
        render={({ field, fieldState }) => (
          <MaskedField
            mask="cpf"
            required
            label={M.cpf}
            value={applyMask('cpf', field.value)}
            onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
            onBlur={field.onBlur}
            error={fieldState.isTouched && Boolean(fieldState.error)}
            helperText={fieldState.isTouched ? fieldState.error?.message : undefined}
          />
        )}
      />
      <Controller
        name="parentesco"
        control={form.control}
        render={({ field }) => <TextField {...field} label={M.relation} slotProps={{ htmlInput: { maxLength: 50 } }} />}
      />
      {check('podeRetirar', M.canCollect)}
      {check('podeEntrar', M.canEnter)}
      {choiceError && <Alert severity="warning">{choiceError}</Alert>}
      <Controller
        name="validoAte"
        control={form.control}
        render={({ field }) => (
          <DateField
            label={podeEntrar ? M.until : M.untilOptional}
            isRequired={podeEntrar}
            today={now}
            value={field.value ? dayjs(field.value) : null}
            onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : null)}
          />
        )}
      />
      {untilIssue && <Alert severity="error">{untilIssue}</Alert>}
    </UnitFormDialog>
  );
};
