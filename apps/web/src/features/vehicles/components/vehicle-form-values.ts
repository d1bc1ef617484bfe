import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Vehicle, VehicleColour, VehicleFields, VehicleType } from '@portaria/shared/vehicles/vehicle.schemas';
import { hasPlate, isPlateRequired, plateIssue, vehicleFieldsSchema } from '@portaria/shared/vehicles/vehicle.schemas';

/** What the form holds while typing: empty strings until chosen; Sim/Não as 'S' / 'N'. */
export type VehicleFormValues = {
  tipo: VehicleType | '';
  placa: string;
  cor: VehicleColour | '';
  modelo: string;
  observacao: string;
  vagaAlugada: 'S' | 'N';
};

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  tipo: '',
  placa: '',
  cor: '',
  modelo: '',
  observacao: '',
  vagaAlugada: 'N',
};

export const formValuesOf = (vehicle: Vehicle): VehicleFormValues => ({
  tipo: vehicle.tipo,
  placa: vehicle.placa ?? '',
  cor: vehicle.cor,
  modelo: vehicle.modelo ?? '',
  observacao: vehicle.observacao ?? '',
  vagaAlugada: vehicle.vagaAlugada,
});

/** Spec §4: submittable only with type and colour and, unless it is a bicycle, a plate (OUTROS may omit it). */
export const canSubmitVehicle = (values: Pick<VehicleFormValues, 'tipo' | 'cor' | 'placa'>) =>
  Boolean(values.tipo && values.cor) && (!isPlateRequired(values.tipo) || values.placa.trim() !== '');

/** Form values -> the shared schema's input (the resolver validates and normalises it). */
export const toSchemaInput = (values: VehicleFormValues) => ({
  tipo: values.tipo,
  placa: hasPlate(values.tipo) ? values.placa : null,
  cor: values.cor,
  modelo: values.modelo,
  observacao: values.observacao,
  vagaAlugada: values.vagaAlugada === 'S',
});

/** The server's own schema judges the form: the same rules and the same pt-BR messages on both sides. */
export const vehicleResolver: Resolver<VehicleFormValues, unknown, VehicleFields> = (values) => {
  const result = vehicleFieldsSchema.safeParse(toSchemaInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<VehicleFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof VehicleFormValues | undefined;
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  // zod skips the object's plate rule while another field (e.g. the colour) is still empty; the plate is
  // judged on its own so the user hears about it when leaving the field, not later.
  const plate = hasPlate(values.tipo) && values.tipo ? plateIssue(values.tipo, values.placa) : null;
  if (plate && !errors.placa) errors.placa = { type: 'custom', message: plate };
  return { values: {}, errors };
};
