import { MESSAGES } from '@portaria/shared/messages';
import type { Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { DetailList } from '../../../components/ui/controls/detail-list';
import { colourLabel, plateText, typeLabel, unitText } from '../utils/vehicle-text';

/** The detail card: tipo, placa, cor, modelo, vaga alugada, observações, and OK. */
export const VehicleDetailDialog = ({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) => {
  const rows: [string, string][] = vehicle
    ? [
        [M.typeLabel, typeLabel(vehicle.tipo)],
        ...(plateText(vehicle) ? ([[M.plateLabel, plateText(vehicle)!]] as [string, string][]) : []),
        [M.colourLabel, colourLabel(vehicle.cor)],
        [M.modelLabel, vehicle.modelo ?? M.notInformed],
        [M.rentedSpaceLabel, vehicle.vagaAlugada === 'S' ? M.yes : M.no],
        [M.observationLabel, vehicle.observacao ?? M.notInformed],
        [`${M.blockLabel} | ${M.unitLabel}`, unitText(vehicle.unidade)],
      ]
    : [];
  return (
    <AppDialog
      open={Boolean(vehicle)}
      title={M.detailTitle}
      onConfirm={onClose}
      confirmLabel={MESSAGES.ok}
      maxWidth="xs"
    >
      <DetailList rows={rows} />
    </AppDialog>
  );
};
