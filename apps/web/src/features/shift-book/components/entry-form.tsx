import { useState } from 'react';
import { Controller } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { CATEGORIES, SHIFT_BOOK_LIMITS as L } from '@portaria/shared/shift-book/shift-book.rules';
import { updateEntrySchema, type Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { fill } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import { AttachmentField } from '../../../components/form/attachment-field';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { DraftNotice } from '../../../components/form/draft-notice';
import { FormActions } from '../../../components/form/form-actions';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { useZodForm } from '../../../components/form/use-zod-form';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { useCreateEntry, useUpdateEntry } from '../api/entry-changes';
import { uploadAttachment } from '../api/files';
import { UnitField } from './unit-field';

export type EntryFormMode = { kind: 'new' } | { kind: 'edit'; entry: Entry } | { kind: 'correct'; entry: Entry };

type EntryFormProps = { mode: EntryFormMode; blocks: Block[]; onDone: () => void; onBack: () => void };

const TITLES = { new: M.newEntry, edit: M.editEntry, correct: M.correctEntry } as const;

/** 'Novo registro' (kept as a draft across a refresh), an edit in the first 15 minutes, or a correction. */
export const EntryForm = ({ mode, blocks, onDone, onBack }: EntryFormProps) => {
  const editing = mode.kind === 'edit' ? mode.entry : null;
  const form = useZodForm(updateEntrySchema, {
    defaultValues: editing
      ? { categoria: editing.categoria, texto: editing.texto, idUnidade: editing.unidade?.idUnidade ?? null }
      : {
          categoria: mode.kind === 'correct' ? mode.entry.categoria : 'INFORMACAO',
          texto: '',
          idUnidade: mode.kind === 'correct' ? (mode.entry.unidade?.idUnidade ?? null) : null,
        },
  });
  const draft = useFormDraft(form, mode.kind === 'new' ? 'shift-book:new' : null);
  const [file, setFile] = useState<File | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const [failure, setFailure] = useState<Error | null>(null);
  const errors = form.formState.errors;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body: values });
      else {
        setIsUploading(Boolean(file));
        const hashAnexo = file ? await uploadAttachment(file) : null;
        setIsUploading(false);
        const idCorrige = mode.kind === 'correct' ? mode.entry.id : null;
        await create.mutateAsync({ ...values, hashAnexo, idCorrige });
      }
      draft.discard();
      onDone();
    } catch (error) {
      setIsUploading(false);
      setFailure(error as Error);
    }
  });

  const isSubmitting = form.formState.isSubmitting;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(event)}>
      <Typography variant="h6" component="h3">
        {TITLES[mode.kind]}
      </Typography>
      {mode.kind === 'new' && <DraftNotice draft={draft} />}
      {mode.kind === 'correct' && (
        <Typography sx={{ fontStyle: 'italic' }}>
          {fill(M.correctionOf, { quando: fastDataHora(new Date(mode.entry.criadoEm)) })}: {mode.entry.texto}
        </Typography>
      )}
      <Controller
        control={form.control}
        name="categoria"
        render={({ field }) => (
          <FormControl error={Boolean(errors.categoria)}>
            <FormLabel id="shift-book-category">{M.category}</FormLabel>
            <RadioGroup row aria-labelledby="shift-book-category" {...field}>
              {CATEGORIES.map((c) => (
                <FormControlLabel key={c} value={c} control={<Radio />} label={M.categories[c]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        control={form.control}
        name="texto"
        render={({ field }) => (
          <CountedTextField
            {...field}
            label={M.text}
            multiline
            minRows={3}
            max={L.textMax}
            required
            errorMessage={errors.texto?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="idUnidade"
        render={({ field }) => <UnitField blocks={blocks} value={field.value} onChange={field.onChange} />}
      />
      {mode.kind !== 'edit' && (
        <AttachmentField
          value={file}
          onChange={setFile}
          isUploading={isUploading}
          copy={M}
          maxBytes={L.attachmentMaxBytes}
        />
      )}
      <FormActions submitLabel={M.save} isSubmitting={isSubmitting} isSubmitDisabled={isSubmitting} onBack={onBack} />
      <MutationFeedback title={M.saveFailed} error={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
};
