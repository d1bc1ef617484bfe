import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { SHIFT_BOOK_LIMITS as L } from '@portaria/shared/shift-book/shift-book.rules';
import { createHandoverSchema } from '@portaria/shared/shift-book/shift-book.schemas';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { DraftNotice } from '../../../components/form/draft-notice';
import { FormActions } from '../../../components/form/form-actions';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { useZodForm } from '../../../components/form/use-zod-form';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { useCloseShift } from '../api/entry-changes';

/** 'Passar o plantão': the summary the next shift reads before the dashboard (required). */
export const HandoverForm = ({ onDone, onBack }: { onDone: () => void; onBack: () => void }) => {
  const form = useZodForm(createHandoverSchema, { defaultValues: { resumo: '' } });
  const draft = useFormDraft(form, 'shift-book:handover');
  const close = useCloseShift();
  const [failure, setFailure] = useState<Error | null>(null);
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await close.mutateAsync(values);
      draft.discard();
      onDone();
    } catch (error) {
      setFailure(error as Error);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(event)}>
      <Typography variant="h6" component="h3">
        {M.handover}
      </Typography>
      <DraftNotice draft={draft} />
      <Controller
        control={form.control}
        name="resumo"
        render={({ field }) => (
          <CountedTextField
            {...field}
            label={M.handoverSummary}
            placeholder={M.handoverHint}
            multiline
            minRows={4}
            max={L.summaryMax}
            required
            errorMessage={form.formState.errors.resumo?.message}
          />
        )}
      />
      <FormActions
        submitLabel={M.handoverSave}
        isSubmitting={form.formState.isSubmitting}
        isSubmitDisabled={form.formState.isSubmitting}
        onBack={onBack}
      />
      <MutationFeedback title={M.handoverFailed} error={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
};
