import { z } from 'zod';
import { isValidPlate, normalizePlate } from '../br/plate.ts';
import { pageSchema } from '../common/page.ts';
import { personSchema } from '../condominium/condominium.schemas.ts';
import { countParam, idField, idParam, idSchema, optionalText, textSchema, unitRefSchema } from '../schemas.ts';
import { VEHICLE_MESSAGES as M } from './vehicles.messages.ts';
import { VEHICLE_COLOURS, VEHICLE_TYPES, type VehicleType } from './vehicles.constants.ts';

// The types and colours with their labels live apart, without zod, for the screens that only show them (the desk's
// search and unit page, on the dashboard: decision 003).
export {
  VEHICLE_COLOUR_LABELS,
  VEHICLE_COLOURS,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
  type VehicleColour,
  type VehicleType,
} from './vehicles.constants.ts';

/** Spec 02 §9: plate 7, model 100, observation 256; page size 5; search from 3 characters. */
export const VEHICLE_LIMITS = {
  plate: 7,
  model: 100,
  observation: 256,
  pageSize: 5,
  maxPageSize: 50,
  searchMinLength: 3,
  searchMax: 100,
} as const;

/** A plate is required for cars and motorcycles, absent for bicycles, optional for OUTROS. */
export const isPlateRequired = (tipo: VehicleType | '' | null | undefined) => tipo === 'CARRO' || tipo === 'MOTO';
export const hasPlate = (tipo: VehicleType | '' | null | undefined) => tipo !== 'BICICLETA';

const fields = {
  tipo: z.enum(VEHICLE_TYPES, { error: M.typeRequired }),
  placa: textSchema({ error: M.plateInvalid })
    .nullish()
    .transform((value) => (value ? normalizePlate(value) : null))
    .transform((value) => (value === '' ? null : value)),
  cor: z.enum(VEHICLE_COLOURS, { error: M.colourRequired }),
  modelo: optionalText(VEHICLE_LIMITS.model, M.modelTooLong),
  observacao: optionalText(VEHICLE_LIMITS.observation, M.observationTooLong),
};

type PlateFields = { tipo: VehicleType; placa: string | null };

/** The plate's message for a type, or null when the plate is fine (also used alone by the web form). */
export const plateIssue = (
  tipo: VehicleType | '' | null | undefined,
  placa: string | null | undefined,
): string | null => {
  const plate = placa ? normalizePlate(placa) : '';
  if (!plate) return isPlateRequired(tipo) ? M.plateRequired : null;
  if (!hasPlate(tipo)) return M.plateForbiddenForBicycle;
  return isValidPlate(plate) ? null : M.plateInvalid;
};

const plateRule = (value: PlateFields, ctx: z.RefinementCtx) => {
  const message = plateIssue(value.tipo, value.placa);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['placa'] });
};

const hasKnownType = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  VEHICLE_TYPES.includes((value as { tipo?: VehicleType }).tipo as VehicleType);

/** A plate that is not text (a number, an object) has its own field message; the rule never reads it. */
const hasTextPlate = (value: unknown) => {
  const placa = (value as { placa?: unknown }).placa;
  return placa === undefined || placa === null || typeof placa === 'string';
};

/**
 * The plate is judged as soon as the type is known, even while another field (the colour) is still missing:
 * zod would otherwise skip the rule, and the form could not say what is wrong with the plate when the person
 * leaves the field. The server then lists that problem too, after the field's own.
 */
const plateRuleParams = {
  when: (payload: { value: unknown }) => hasKnownType(payload.value) && hasTextPlate(payload.value),
};

const unitId = idField(M.unitRequired);

/** POST /veiculo: unidade (idUnidade), tipo, placa, cor, modelo, observacao, vagaAlugada (boolean). */
export const createVehicleSchema = z
  .object({ unidade: unitId, ...fields, vagaAlugada: z.boolean().default(false) })
  .superRefine(plateRule, plateRuleParams);
export type CreateVehicle = z.input<typeof createVehicleSchema>;
export type CreateVehicleOutput = z.output<typeof createVehicleSchema>;

/** vagaAlugada is boolean on create; an edit may echo the 'S'/'N' it read. */
const rentedSpace = z.union([z.boolean(), z.enum(['S', 'N']).transform((v) => v === 'S')]);

/** PUT /veiculo/{id}: ativo, id, unidade, tipo, placa, cor, modelo, vagaAlugada, observacao. */
export const updateVehicleSchema = z
  .object({
    id: idSchema.optional(),
    ativo: z.boolean().optional(),
    unidade: unitId,
    ...fields,
    vagaAlugada: rentedSpace.default(false),
  })
  .superRefine(plateRule, plateRuleParams);
export type UpdateVehicle = z.input<typeof updateVehicleSchema>;

export const vehicleParamsSchema = z.object({ id: idParam });

/** GET /veiculo/custom: page from 1, limit 5 by default, queryParam matched ignoring accents and case. */
export const vehiclesQuerySchema = z.object({
  page: countParam.default(1),
  limit: z.coerce.number().int().min(1).max(VEHICLE_LIMITS.maxPageSize).default(VEHICLE_LIMITS.pageSize),
  queryParam: textSchema().trim().max(VEHICLE_LIMITS.searchMax, M.searchTooLong).optional(),
});
export type VehiclesQuery = z.input<typeof vehiclesQuerySchema>;

export const vehicleUnitSchema = z.object({
  id: z.number().int(),
  ...unitRefSchema.shape,
  /** True when a tenant (inquilino) lives in the unit. */
  alugado: z.boolean(),
  pessoas: z.array(personSchema),
});

/** Read shape: vagaAlugada as 'S' / 'N'. */
export const vehicleSchema = z.object({
  id: z.number().int(),
  unidade: vehicleUnitSchema,
  tipo: z.enum(VEHICLE_TYPES),
  placa: z.string().nullable(),
  cor: z.enum(VEHICLE_COLOURS),
  modelo: z.string().nullable(),
  observacao: z.string().nullable(),
  vagaAlugada: z.enum(['S', 'N']),
  ativo: z.boolean(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehiclesPageSchema = pageSchema(vehicleSchema);
export type VehiclesPage = z.infer<typeof vehiclesPageSchema>;
