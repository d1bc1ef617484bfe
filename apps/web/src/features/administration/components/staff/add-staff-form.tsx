import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_MESSAGES as M } from '@portaria/shared/administration/staff.messages';
import { addStaffBodySchema } from '@portaria/shared/administration/staff.schemas';
import type { STAFF_ROLES } from '@portaria/shared/administration/staff.rules';
import { MaskedFormField } from '../../../../components/form/masked-form-field';
import { useZodForm } from '../../../../components/form/use-zod-form';
import { useAddStaff } from '../../api/change-staff';
import { ErrorAlert } from '../error-alert';

const GRID_SX = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr 1fr 0.8fr auto' },
} as const;

/** Adds a person by CPF with a role: the server sends the SMS that tells them how to get in. */
export const AddStaffForm = ({ roles }: { roles: readonly (typeof STAFF_ROLES)[number][] }) => {
  const form = useZodForm(addStaffBodySchema, {
    mode: 'onTouched',
    defaultValues: { cpf: '', nome: '', telefone: '', cargo: 'PORTEIRO' },
  });
  const add = useAddStaff();
  const handleSubmit = form.handleSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }));
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="add-staff-title">
      <Typography id="add-staff-title" component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {M.addTitle}
      </Typography>
      <Box sx={GRID_SX}>
        <MaskedFormField control={form.control} name="cpf" mask="cpf" label={M.cpf} helperText=" " />
        <Controller
          control={form.control}
          name="nome"
          render={({ field: { ref, value, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              value={value ?? ''}
              label={M.name}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
            />
          )}
        />
        <MaskedFormField control={form.control} name="telefone" mask="phone" label={M.phone} helperText=" " />
        <Controller
          control={form.control}
          name="cargo"
          render={({ field: { ref, value, ...field } }) => (
            <TextField {...field} inputRef={ref} select value={value ?? ''} label={M.role} helperText=" ">
              {roles.map((role) => (
                <MenuItem key={role} value={role}>
                  {M.roleLabels[role]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={add.isPending} sx={{ minHeight: 56 }}>
          {M.add}
        </Button>
      </Box>
      {add.data && (
        <Alert severity="success" onClose={() => add.reset()}>
          {add.data.message}
        </Alert>
      )}
      <ErrorAlert error={add.error} />
    </Box>
  );
};
