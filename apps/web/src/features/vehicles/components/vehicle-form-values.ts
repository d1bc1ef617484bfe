import type { CreateVehicle, Vehicle, VehicleColour, VehicleType } from '@portaria/shared/vehicles/vehicle.schemas';
import { isPlateRequired } from '@portaria/shared/vehicles/vehicle.schemas';

/** What the form holds while typing: createVehicleSchema's input, the unit set by the wizard or the vehicle. */
export type VehicleFormValues = CreateVehicle;

/** Type and colour stay empty until chosen: the schema's enums answer 'Selecione…' for them. */
export const emptyVehicleForm = (unidade: number): VehicleFormValues => ({
  unidade,
  tipo: '' as VehicleType,
  placa: '',
  cor: '' as VehicleColour,
  modelo: '',
  observacao: '',
  vagaAlugada: false,
});

export const formValuesOf = (vehicle: Vehicle): VehicleFormValues => ({
  unidade: vehicle.unidade.idUnidade,
  tipo: vehicle.tipo,
  placa: vehicle.placa ?? '',
  cor: vehicle.cor,
  modelo: vehicle.modelo ?? '',
  observacao: vehicle.observacao ?? '',
  vagaAlugada: vehicle.vagaAlugada === 'S',
});

/** Spec §4: submittable only with type and colour and, unless it is a bicycle, a plate (OUTROS may omit it). */
export const canSubmitVehicle = (values: Partial<Pick<VehicleFormValues, 'tipo' | 'cor' | 'placa'>>) =>
  Boolean(values.tipo && values.cor) && (!isPlateRequired(values.tipo) || (values.placa ?? '').trim() !== '');
