import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import type { AdminArea } from '@portaria/shared/administration/areas.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { CenteredSpinner } from '../../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { useDeactivateArea } from '../../api/areas-deactivate';
import { useAdminAreas } from '../../api/areas-list';
import { useReactivateArea } from '../../api/areas-reactivate';
import { ErrorAlert } from '../error-alert';
import { AreaBlockDialog } from './area-block-dialog';
import { AreaFormDialog } from './area-form-dialog';
import { AreaRow } from './area-row';
import { MoveRulesForm } from './move-rules-form';

type Editing = { area: AdminArea | null };

/** Deactivating asks first (the desk stops showing the area); reactivating does not. */
const DeactivateDialog = ({ area, onClose }: { area: AdminArea; onClose: () => void }) => {
  const deactivate = useDeactivateArea();
  return (
    <Dialog open onClose={onClose} aria-labelledby="area-deactivate-title" maxWidth="xs" fullWidth>
      <DialogTitle id="area-deactivate-title">{`${M.deactivate} ${area.nomeArea}`}</DialogTitle>
      <DialogContent>
        <Typography>{M.deactivateConfirm}</Typography>
        <ErrorAlert error={deactivate.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{M.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={deactivate.isPending}
          onClick={() => deactivate.mutate(area.id, { onSuccess: onClose })}
        >
          {M.deactivate}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The common areas of the condominium (issue 31 item 6): the list with edit, block and (de)activate, the area form,
 * the area block with its clashing reservations, and the move rules.
 */
export const CommonAreasPanel = ({ idCondo, today = new Date() }: { idCondo: number; today?: Date }) => {
  const areas = useAdminAreas(idCondo);
  const reactivate = useReactivateArea();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [blocking, setBlocking] = useState<AdminArea | null>(null);
  const [deactivating, setDeactivating] = useState<AdminArea | null>(null);
  if (areas.isPending) return <CenteredSpinner />;
  if (areas.isError) return <RetryAlert onRetry={() => void areas.refetch()}>{MESSAGES.internalError}</RetryAlert>;
  const list = areas.data.data;
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="areas-title">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id="areas-title" component="h2" variant="h6">
            {M.listTitle}
          </Typography>
          <Button variant="contained" onClick={() => setEditing({ area: null })}>
            {M.newArea}
          </Button>
        </Stack>
        {list.length === 0 ? (
          <Typography color="text.secondary">{M.noAreas}</Typography>
        ) : (
          <Box component="ul" aria-labelledby="areas-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((area) => (
              <AreaRow
                key={area.id}
                area={area}
                onEdit={() => setEditing({ area })}
                onBlock={() => setBlocking(area)}
                onToggleActive={() => (area.ativo ? setDeactivating(area) : reactivate.mutate(area.id))}
              />
            ))}
          </Box>
        )}
        <ErrorAlert error={reactivate.error} />
      </Box>
      <MoveRulesForm idCondo={idCondo} />
      {editing && <AreaFormDialog area={editing.area} onClose={() => setEditing(null)} />}
      {blocking && (
        <AreaBlockDialog idCondo={idCondo} area={blocking} today={today} onClose={() => setBlocking(null)} />
      )}
      {deactivating && <DeactivateDialog area={deactivating} onClose={() => setDeactivating(null)} />}
    </Stack>
  );
};
