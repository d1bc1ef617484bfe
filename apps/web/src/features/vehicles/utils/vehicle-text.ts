import type { Vehicle, VehicleColour, VehicleType } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_COLOUR_LABELS, VEHICLE_TYPE_LABELS, hasPlate } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';

export const typeLabel = (tipo: VehicleType) => VEHICLE_TYPE_LABELS[tipo];
export const colourLabel = (cor: VehicleColour) => VEHICLE_COLOUR_LABELS[cor];

/** Row and detail text of the plate: nothing for bicycles, 'Não Informado' when missing. */
export const plateText = (vehicle: Pick<Vehicle, 'tipo' | 'placa'>): string | null => {
  if (!hasPlate(vehicle.tipo)) return null;
  return vehicle.placa ? vehicle.placa.toUpperCase() : M.notInformed;
};

/** The delete question names the plate in upper case, or 'Não informado'. */
export const plateForDelete = (placa: string | null) => (placa ? placa.toUpperCase() : M.notInformedLower);

export const unitText = (unit: { nmBloco: string; nome: string }) => `${unit.nmBloco} | ${unit.nome}`;
