import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import {
  condominiumSettingsBodySchema,
  type CondominiumSettings,
} from '@portaria/shared/administration/administration.schemas';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useSession } from '../../../lib/session';
import { useCondominiumSettings } from '../api/get-condominium-settings';
import { useSetCondominiumActive } from '../api/set-condominium-active';
import { useUpdateCondominium } from '../api/update-condominium';
import { CondominiumFields } from './condominium-fields';
import { formValuesOf } from './condominium-form-values';
import { ErrorAlert } from './error-alert';
import { ManagedCondominiums } from './managed-condominiums';

const SettingsForm = ({ settings }: { settings: CondominiumSettings }) => {
  const form = useZodForm(condominiumSettingsBodySchema, { defaultValues: formValuesOf(settings), mode: 'onTouched' });
  const update = useUpdateCondominium();
  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: (saved) => form.reset(formValuesOf(saved)) }),
  );
  return (
    <form noValidate onSubmit={handleSubmit} aria-label={M.tabCondominium}>
      <CondominiumFields control={form.control} />
      {update.isSuccess && !form.formState.isDirty && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {M.condominiumSaved}
        </Alert>
      )}
      <ErrorAlert error={update.error} />
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
          {M.save}
        </Button>
      </Box>
    </form>
  );
};

const ActivationButton = ({ settings }: { settings: CondominiumSettings }) => {
  const [isAsking, setIsAsking] = useState(false);
  const activation = useSetCondominiumActive();
  if (settings.ativo)
    return (
      <>
        <Button color="error" variant="outlined" onClick={() => setIsAsking(true)} disabled={activation.isPending}>
          {M.deactivate}
        </Button>
        <AppDialog
          open={isAsking}
          title={M.deactivate}
          confirmLabel={M.deactivate}
          isDestructive
          onCancel={() => setIsAsking(false)}
          onConfirm={() => {
            setIsAsking(false);
            activation.mutate(false);
          }}
        >
          {M.deactivateConfirm}
        </AppDialog>
        <ErrorAlert error={activation.error} />
      </>
    );
  return (
    <Button variant="contained" onClick={() => activation.mutate(true)} disabled={activation.isPending}>
      {M.reactivate}
    </Button>
  );
};

/** The token's condominium: its data (syndic and administrator), its activation and the others (administrator). */
export const CondominiumPanel = ({ idCondo }: { idCondo: number }) => {
  const session = useSession();
  const settings = useCondominiumSettings(idCondo);
  const isAdministrator = hasPermission(session.permissions, PERMISSIONS.administerInstallation);
  if (settings.isPending) return <CenteredSpinner />;
  if (settings.isError) return <RetryAlert onRetry={() => void settings.refetch()}>{M.condominiumInactive}</RetryAlert>;
  const data = settings.data;
  return (
    <Stack spacing={3}>
      {!data.ativo && <Alert severity="warning">{M.inactiveBanner}</Alert>}
      <Typography color="text.secondary">{M.referenceLine(data.referencia, data.multiplosBlocos)}</Typography>
      <SettingsForm key={`${data.idCondo}-${String(data.ativo)}`} settings={data} />
      {isAdministrator && (
        <>
          <Box>
            <ActivationButton settings={data} />
          </Box>
          <ManagedCondominiums />
        </>
      )}
    </Stack>
  );
};
