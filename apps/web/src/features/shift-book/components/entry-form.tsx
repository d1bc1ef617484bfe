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

/**
 * 'Novo registro' (kept as a draft across a refresh), an edit in the first 15 minutes (its attachment replaced or
 * removed through the same upload), or a correction.
 */
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
  // An edit keeps the entry's attachment until it is replaced (a new file) or removed.
  const [keepsCurrent, setKeepsCurrent] = useState(Boolean(editing?.hashAnexo));
  const [isUploading, setIsUploading] = useState(false);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const [failure, setFailure] = useState<Error | null>(null);
  const errors = form.formState.errors;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      setIsUploading(Boolean(file));
      const uploaded = file ? await uploadAttachment(file) : null;
      setIsUploading(false);
      if (editing) {
        // Absent keeps the entry's attachment; null takes it out; a new upload replaces it.
        const hashAnexo = uploaded ?? (keepsCurrent ? undefined : null);
        await update.mutateAsync({ id: editing.id, body: { ...values, hashAnexo } });
      } else {
        const idCorrige = mode.kind === 'correct' ? mode.entry.id : null;
        await create.mutateAsync({ ...values, hashAnexo: uploaded, idCorrige });
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
      <AttachmentField
        value={file}
        onChange={(next) => {
          setFile(next);
          // A new file replaces the entry's; removing it leaves none (what is shown is what is saved).
          if (next) setKeepsCurrent(false);
        }}
        isUploading={isUploading}
        copy={M}
        maxBytes={L.attachmentMaxBytes}
        current={keepsCurrent ? { onRemove: () => setKeepsCurrent(false) } : null}
      />
      <FormActions submitLabel={M.save} isSubmitting={isSubmitting} isSubmitDisabled={isSubmitting} onBack={onBack} />
      <MutationFeedback title={M.saveFailed} error={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
};
