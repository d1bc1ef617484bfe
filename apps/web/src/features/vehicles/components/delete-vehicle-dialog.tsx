import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import type { Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { plateForDelete, typeLabel } from '../utils/vehicle-text';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';

/** 'Tem certeza que deseja excluir o veículo?' naming type and plate; then 'Veículo excluido.' */
export const DeleteVehicleDialog = ({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) => {
  const remove = useDeleteVehicle();
  const [isDone, setIsDone] = useState(false);

  const handleConfirm = () => {
    if (!vehicle) return;
    remove.mutate(vehicle.id, { onSuccess: () => setIsDone(true) });
  };
  const handleFinish = () => {
    setIsDone(false);
    remove.reset();
    onClose();
  };

  return (
    <>
      <AppDialog
        open={Boolean(vehicle) && !isDone && !remove.isError}
        title={M.deleteConfirm}
        onCancel={onClose}
        onConfirm={handleConfirm}
        confirmLabel={MESSAGES.ok}
        isConfirmDisabled={remove.isPending}
        isDestructive
        maxWidth="xs"
      >
        {vehicle && (
          <Typography>
            {M.typeLabel}: <strong>{typeLabel(vehicle.tipo)}</strong>
            <br />
            {M.plateLabel}: <strong>{plateForDelete(vehicle.placa)}</strong>
          </Typography>
        )}
      </AppDialog>
      <LoadingOverlay open={remove.isPending} />
      <FeedbackDialog
        open={isDone}
        severity="success"
        title={M.deleted}
        onClose={handleFinish}
        actions={[{ label: MESSAGES.ok, onClick: handleFinish }]}
      />
      <MutationFeedback title={M.deleteError} error={remove.error} onClose={handleFinish} />
    </>
  );
};
