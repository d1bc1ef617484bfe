/**
 * Wire contract of the desk console (issue 32, decision 121): one search over the condominium of the token, its hits
 * grouped by kind, and the unit page. A group the token's permissions do not cover is absent from the answer (the
 * search) or null (the unit page): the screen hides it.
 */
import { z } from 'zod';
import { idParam } from '../schemas.ts';
import { DESK_MESSAGES as M } from './desk.messages.ts';
import { instructionSchema } from './instructions.schemas.ts';

/** Hits per group at most: the desk picks from a short list and types more to narrow it. */
export const SEARCH_GROUP_LIMIT = 6;

export const searchQuerySchema = z.object({
  q: z.string({ error: M.searchTooShort }).trim().min(2, M.searchTooShort).max(60, M.searchTooLong),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

const unitRef = { idUnidade: z.number().int(), unidade: z.string(), nmBloco: z.string() };

export const unitHitSchema = z.object({ ...unitRef, moradores: z.number().int() });
export const personHitSchema = z.object({
  ...unitRef,
  tipo: z.enum(['MORADOR', 'AUTORIZADO']),
  id: z.number().int(),
  nome: z.string(),
  /** Masked (decision 064): the desk recognises the person, it does not read the number. */
  cpf: z.string(),
  /** A resident's profile; an authorised person's relation to the unit ('Filha'), '' without one. */
  perfil: z.string(),
});
export const visitorHitSchema = z.object({
  idVisitante: z.number().int(),
  nome: z.string(),
  visitanteTipo: z.string(),
  empresa: z.string().nullable(),
  documento: z.string(),
  /** The first unit the visitor is linked to, if any (the page to open). */
  idUnidade: z.number().int().nullable(),
  unidade: z.string().nullable(),
  nmBloco: z.string().nullable(),
});
export const vehicleHitSchema = z.object({
  ...unitRef,
  id: z.number().int(),
  placa: z.string().nullable(),
  modelo: z.string().nullable(),
  cor: z.string(),
  tipo: z.string(),
});
export const parcelHitSchema = z.object({
  ...unitRef,
  id: z.number().int(),
  destinatario: z.string(),
  codigoRastreio: z.string().nullable(),
  status: z.string(),
  dataChegada: z.string(),
});
export const bookingHitSchema = z.object({
  ...unitRef,
  id: z.number().int(),
  nomeArea: z.string(),
  dataInicioReserva: z.string(),
  dataFimReserva: z.string(),
});

export const searchResultSchema = z.object({
  unidades: z.array(unitHitSchema),
  pessoas: z.array(personHitSchema).optional(),
  visitantes: z.array(visitorHitSchema).optional(),
  veiculos: z.array(vehicleHitSchema).optional(),
  encomendas: z.array(parcelHitSchema).optional(),
  reservas: z.array(bookingHitSchema).optional(),
});
export type SearchResult = z.output<typeof searchResultSchema>;
export type SearchGroup = keyof SearchResult;

export const unitPageParamsSchema = z.object({ idUnidade: idParam });

const residentSchema = z.object({
  idMorador: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  perfil: z.string(),
  telefone: z.string().nullable(),
  appInstalado: z.boolean(),
  statusBiometria: z.string(),
});
const authorisedSchema = z.object({
  idAutorizado: z.number().int(),
  nome: z.string(),
  documento: z.string(),
  /** Their relation to the unit ('Filha', 'Motorista'), as the resident or the desk wrote it. */
  parentesco: z.string().nullable(),
  /** The schedule that lasts longest; null for one who only collects parcels (the desk calls the unit). */
  tipoAutorizacao: z.string().nullable(),
  /** Last day (São Paulo) of that schedule; null when open-ended. */
  validoAte: z.string().nullable(),
  /** The unit lets them collect its parcels (issue 32 item 4), until `retiraAte` when set. */
  retiraEncomendas: z.boolean(),
  retiraAte: z.string().nullable(),
});
const unitVehicleSchema = z.object({
  id: z.number().int(),
  placa: z.string().nullable(),
  modelo: z.string().nullable(),
  cor: z.string(),
  tipo: z.string(),
});
/** A key the unit's resident holds now (issue 34): overdue ones first. */
const unitKeySchema = z.object({
  id: z.number().int(),
  chave: z.string(),
  portadorNome: z.string(),
  /** São Paulo wall clock 'YYYY-MM-DDTHH:mm:ss'. */
  devolucaoPrevista: z.string(),
  atrasada: z.boolean(),
});
const waitingParcelSchema = z.object({
  id: z.number().int(),
  destinatario: z.string(),
  categoria: z.string(),
  codigoRastreio: z.string().nullable(),
  dataChegada: z.string(),
  /** Whole São Paulo days since it arrived (0 = today). */
  dias: z.number().int(),
});
const expectedSchema = z.object({
  idVisitante: z.number().int(),
  /** The visit the desk's 'Registrar entrada' on this line records (issue 32: check in from the unit page). */
  idVisitanteUnidade: z.number().int(),
  idAutorizacao: z.number().int(),
  nome: z.string(),
  visitanteTipo: z.string(),
  tipoAutorizacao: z.string(),
});
const insideSchema = z.object({
  idEntrada: z.number().int(),
  idVisitante: z.number().int(),
  nome: z.string(),
  visitanteTipo: z.string(),
  dataEntrada: z.string(),
});
const unitBookingSchema = z.object({
  id: z.number().int(),
  nomeArea: z.string(),
  dataInicioReserva: z.string(),
  dataFimReserva: z.string(),
  idStatus: z.number().int(),
});
const unitMoveSchema = z.object({
  idMudanca: z.number().int(),
  dataAgendada: z.string(),
  horarioFim: z.string(),
  mudancaStatus: z.string(),
});
const unitEventSchema = z.object({
  id: z.number().int(),
  area: z.string(),
  atividade: z.string(),
  data: z.string(),
});

export const unitPageSchema = z.object({
  unidade: z.object({ ...unitRef, ativa: z.boolean() }),
  /** Standing instructions in force today or starting later: every staff member sees them (issue 32 item 3). */
  instrucoes: z.array(instructionSchema),
  moradores: z.array(residentSchema).nullable(),
  autorizados: z.array(authorisedSchema).nullable(),
  veiculos: z.array(unitVehicleSchema).nullable(),
  encomendas: z.array(waitingParcelSchema).nullable(),
  esperados: z.array(expectedSchema).nullable(),
  dentro: z.array(insideSchema).nullable(),
  reservas: z.array(unitBookingSchema).nullable(),
  mudancas: z.array(unitMoveSchema).nullable(),
  chaves: z.array(unitKeySchema).nullable(),
  linhaDoTempo: z.array(unitEventSchema).nullable(),
});
export type UnitPage = z.output<typeof unitPageSchema>;
