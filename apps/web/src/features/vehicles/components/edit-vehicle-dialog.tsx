import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { MESSAGES } from '@portaria/shared/messages';
import type { CreateVehicleOutput, Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { useUpdateVehicle } from '../api/update-vehicle';
import { unitText } from '../utils/vehicle-text';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { VehicleForm } from './vehicle-form';
import { formValuesOf } from './vehicle-form-values';

/** 'Edite os dados de cadastro:' — the same form and rules as the registration, for one vehicle. */
export const EditVehicleDialog = ({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) => {
  const update = useUpdateVehicle();
  const [isSaved, setIsSaved] = useState(false);
  const titleId = useId();

  const handleSubmit = (values: CreateVehicleOutput) => {
    if (!vehicle) return;
    const payload = { ...values, id: vehicle.id, ativo: true, unidade: vehicle.unidade.idUnidade };
    update.mutate(payload, { onSuccess: () => setIsSaved(true) });
  };
  const handleFinish = () => {
    setIsSaved(false);
    update.reset();
    onClose();
  };

  return (
    <>
      <Dialog open={Boolean(vehicle) && !isSaved} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogContent>
          {vehicle && (
            <VehicleForm
              key={vehicle.id}
              title={M.editTitle}
              titleId={titleId}
              unitLabel={unitText(vehicle.unidade)}
              idUnidade={vehicle.unidade.idUnidade}
              submitLabel={M.save}
              backLabel={MESSAGES.cancel}
              defaultValues={formValuesOf(vehicle)}
              onSubmit={handleSubmit}
              onBack={onClose}
              isSubmitting={update.isPending}
            />
          )}
        </DialogContent>
      </Dialog>
      <LoadingOverlay open={update.isPending} />
      <FeedbackDialog open={isSaved} severity="success" title={M.updated} onClose={handleFinish} />
      {/* Keeps the form open with what was typed: nothing is lost on a failure. */}
      <MutationFeedback title={M.editError} error={update.error} onClose={() => update.reset()} />
    </>
  );
};
