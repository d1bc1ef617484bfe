import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { setupBodySchema } from '@portaria/shared/administration/administration.schemas';
import { MaskedFormField } from '../../../components/form/masked-form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { useRunSetup, useSetupStatus } from '../api/run-setup';
import { CondominiumFields } from './condominium-fields';
import { EMPTY_CONDOMINIUM } from './condominium-form-values';
import { DivisionField } from './division-field';
import { ErrorAlert } from './error-alert';

type Props = {
  segredo: string;
  /** Signs the new administrator in (the app's login sequence) once the installation is set up. */
  onCreated: (credentials: { cpf: string; password: string }) => Promise<void>;
};

const ADMIN_FIELDS = {
  nome: 'administrador.nome',
  senha: 'administrador.senha',
  confirmacao: 'administrador.confirmacao',
} as const;

const GRID_SX = { display: 'grid', columnGap: 2, rowGap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Issue 31 item 1: the first administrator and the first condominium of an installation without demo data. */
export const SetupPage = ({ segredo, onCreated }: Props) => {
  const status = useSetupStatus(segredo);
  const setup = useRunSetup(segredo);
  const form = useZodForm(setupBodySchema, {
    mode: 'onTouched',
    defaultValues: {
      administrador: { nome: '', cpf: '', telefone: '', email: '', senha: '', confirmacao: '' },
      condominio: { ...EMPTY_CONDOMINIUM, referencia: null, multiplosBlocos: true },
    },
  });
  if (status.isPending) return <CenteredSpinner />;
  if (status.isError) return <Alert severity="error">{M.setupNotFound}</Alert>;
  const handleSubmit = form.handleSubmit((values) =>
    setup.mutate(values, {
      onSuccess: () => void onCreated({ cpf: values.administrador.cpf, password: values.administrador.senha }),
    }),
  );
  const text = (name: 'nome' | 'senha' | 'confirmacao', label: string, type = 'text', autoComplete?: string) => (
    <Controller
      control={form.control}
      name={ADMIN_FIELDS[name]}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          value={value ?? ''}
          type={type}
          label={label}
          fullWidth
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
        />
      )}
    />
  );
  return (
    <form noValidate onSubmit={handleSubmit} aria-label={M.setupTitle}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{M.setupIntro}</Typography>
        <Typography component="h2" variant="h6">
          {M.administratorStep}
        </Typography>
        <Box sx={GRID_SX}>
          {text('nome', M.adminName, 'text', 'name')}
          <MaskedFormField
            control={form.control}
            name="administrador.cpf"
            mask="cpf"
            label={M.adminCpf}
            helperText=" "
          />
          <MaskedFormField
            control={form.control}
            name="administrador.telefone"
            mask="phone"
            label={M.adminPhone}
            helperText=" "
          />
          <Controller
            control={form.control}
            name="administrador.email"
            render={({ field: { ref, value, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                value={value ?? ''}
                type="email"
                label={M.adminEmail}
                autoComplete="email"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
              />
            )}
          />
          {text('senha', M.adminPassword, 'password', 'new-password')}
          {text('confirmacao', M.adminConfirmation, 'password', 'new-password')}
        </Box>
        <Typography component="h2" variant="h6">
          {M.condominiumStep}
        </Typography>
        <CondominiumFields control={form.control} prefix="condominio." />
        <DivisionField control={form.control} name="condominio.multiplosBlocos" />
        <ErrorAlert error={setup.error} />
        {setup.isSuccess && <Alert severity="success">{M.setupDone}</Alert>}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={setup.isPending || setup.isSuccess}>
            {M.setupSubmit}
          </Button>
        </Box>
      </Stack>
    </form>
  );
};
