import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import { keyBodySchema, type Key } from '@portaria/shared/keys/keys.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { userMessageOf } from '../../../lib/api-client';
import { useSaveKey } from '../api/save-key';

type Fields = { nome: string; local: string; etiqueta: string };
type Props = { editing: Key | 'new' | null; onClose: (message?: string) => void };

const FormBody = ({ editing, onClose }: { editing: Key | 'new'; onClose: Props['onClose'] }) => {
  const save = useSaveKey();
  const current = editing === 'new' ? null : editing;
  const [fields, setFields] = useState<Fields>({
    nome: current?.nome ?? '',
    local: current?.local ?? '',
    etiqueta: current?.etiqueta ?? '',
  });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const body = { ...fields, idUnidade: current?.idUnidade ?? null };

  const handleSave = () => {
    setFailure(null);
    const parsed = keyBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Fields> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as keyof Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: current?.id ?? null, body },
      {
        onSuccess: () => onClose(M.saved),
        onError: (error) => setFailure(userMessageOf(error) ?? MESSAGES.internalError),
      },
    );
  };

  const field = (name: keyof Fields, label: string, max: number, isRequired = false) => (
    <TextField
      label={label}
      required={isRequired}
      autoFocus={name === 'nome'}
      value={fields[name]}
      onChange={(event) => setFields((f) => ({ ...f, [name]: event.target.value }))}
      error={!!errors[name]}
      helperText={errors[name]}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );

  return (
    <AppDialog
      open
      title={current ? M.editKey : M.newKey}
      confirmLabel={M.save}
      onConfirm={handleSave}
      onCancel={() => onClose()}
      isConfirmDisabled={save.isPending}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {field('nome', M.name, 80, true)}
        {field('local', M.location, 80)}
        {field('etiqueta', M.tag, 20)}
      </Stack>
    </AppDialog>
  );
};

/** New key or edit one (the syndic and the administrator). */
export const KeyFormDialog = ({ editing, onClose }: Props) =>
  editing ? <FormBody key={editing === 'new' ? 'new' : editing.id} editing={editing} onClose={onClose} /> : null;
