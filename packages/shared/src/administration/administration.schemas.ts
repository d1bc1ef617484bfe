/**
 * Wire contract of the administration console (issue 31, decision 116): the one-time setup, the condominium's
 * settings, its blocks and units. The condominium acted on is always the token's; only creating one is not.
 */
import { z } from 'zod';
import { isValidCnpj, stripCnpj } from '../br/cnpj.ts';
import { isValidPhone, stripPhone } from '../br/phone.ts';
import { cpfSchema, idParam, optionalText, textSchema } from '../schemas.ts';
import { nameSchema, optionalEmailSchema, passwordSchema, phoneSchema } from '../accounts/accounts.schemas.ts';
import { ACCOUNT_MESSAGES } from '../accounts/accounts.messages.ts';
import { ADMINISTRATION_MESSAGES as M } from './administration.messages.ts';
import { UNIT_BULK } from './unit-names.ts';
import { REMINDERS } from '../correspondence/reminders.ts';
import { SHELF } from '../correspondence/shelf.ts';

const requiredName = (max: number, required: string, tooLong: string) =>
  textSchema({ error: required })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(max, tooLong));

const optionalDigits = (strip: (v: string) => string, isValid: (v: string) => boolean, message: string) =>
  textSchema({ error: message })
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : strip(v)))
    .refine((v) => v === null || isValid(v), { message });

const optionalUrl = textSchema({ error: M.urlInvalid })
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || (/^https?:\/\/\S+$/i.test(v) && v.length <= 300), { message: M.urlInvalid });

// ---------- the condominium's settings ----------
const reminderDays = () =>
  z.coerce
    .number({ error: M.reminderDaysInvalid })
    .int(M.reminderDaysInvalid)
    .min(REMINDERS.minDays, M.reminderDaysInvalid)
    .max(REMINDERS.maxDays, M.reminderDaysInvalid)
    .optional();
export const condominiumSettingsBodySchema = z.object({
  nome: requiredName(120, M.nameRequired, M.nameTooLong),
  nomeFantasia: optionalText(120, M.nameTooLong),
  cnpj: optionalDigits(stripCnpj, isValidCnpj, M.cnpjInvalid),
  endereco: optionalText(200, M.addressTooLong),
  temBiometria: z.boolean().default(false),
  /** Support contacts and links of this condominium; empty falls back to the installation's (environment). */
  suporteWhatsapp: optionalDigits(stripPhone, (v) => isValidPhone(v.slice(-11)) && v.length <= 13, M.phoneInvalid),
  suporteTelefone: optionalDigits(stripPhone, (v) => v.length >= 10 && v.length <= 13, M.phoneInvalid),
  chatUrl: optionalUrl,
  painelBiometriaUrl: optionalUrl,
  /** Additive (issue 33): absent keeps the condominium's value (7 on a new one). */
  diasAlertaEncomenda: z.coerce
    .number({ error: M.shelfAlertDaysInvalid })
    .int(M.shelfAlertDaysInvalid)
    .min(SHELF.minAlertDays, M.shelfAlertDaysInvalid)
    .max(SHELF.maxAlertDays, M.shelfAlertDaysInvalid)
    .optional(),
  /** Additive (issue 33 item 2): absent keeps the condominium's value (3 and 7 on a new one); 0 is off. */
  diasPrimeiroLembrete: reminderDays(),
  diasEntreLembretes: reminderDays(),
  /** Additive (issue 33 item 4): every release needs a signature or a photo; absent keeps it (off on a new one). */
  comprovanteRetirada: z.boolean().optional(),
});
export type CondominiumSettingsBody = z.input<typeof condominiumSettingsBodySchema>;

/** Creating one also says how it is divided: one block (the desk skips the block step) or several. */
export const createCondominiumBodySchema = condominiumSettingsBodySchema.extend({
  referencia: z
    .number({ error: M.referenceInvalid })
    .int(M.referenceInvalid)
    .min(1, M.referenceInvalid)
    .max(999_999, M.referenceInvalid)
    .nullish()
    .transform((v) => v ?? null),
  multiplosBlocos: z.boolean({ error: 'Informe se o condomínio tem um ou vários blocos' }),
});
export type CreateCondominiumBody = z.input<typeof createCondominiumBodySchema>;

export const condominiumSettingsSchema = z.object({
  idCondo: z.number().int(),
  referencia: z.number().int(),
  nome: z.string(),
  nomeFantasia: z.string(),
  cnpj: z.string().nullable(),
  endereco: z.string().nullable(),
  temBiometria: z.boolean(),
  suporteWhatsapp: z.string().nullable(),
  suporteTelefone: z.string().nullable(),
  chatUrl: z.string().nullable(),
  painelBiometriaUrl: z.string().nullable(),
  /** Days a parcel waits before the shelf marks it late (issue 33). */
  diasAlertaEncomenda: z.number().int(),
  /** Reminders of parcels waiting (issue 33 item 2): first after N days, then every M; 0 turns each off. */
  diasPrimeiroLembrete: z.number().int(),
  diasEntreLembretes: z.number().int(),
  /** Proof of release for every parcel (issue 33 item 4, decision 131). */
  comprovanteRetirada: z.boolean(),
  ativo: z.boolean(),
  multiplosBlocos: z.boolean(),
});
export type CondominiumSettings = z.infer<typeof condominiumSettingsSchema>;
export const managedCondominiumsSchema = z.object({ data: z.array(condominiumSettingsSchema) });

// ---------- one-time setup ----------
export const setupParamsSchema = z.object({ segredo: textSchema().min(16).max(128) });
export const setupStatusSchema = z.object({ pendente: z.literal(true) });
export const setupBodySchema = z.object({
  administrador: z
    .object({
      nome: nameSchema,
      cpf: cpfSchema,
      telefone: phoneSchema,
      email: optionalEmailSchema,
      senha: passwordSchema,
      confirmacao: z.string(),
    })
    .refine((v) => v.senha === v.confirmacao, { message: ACCOUNT_MESSAGES.passwordMismatch, path: ['confirmacao'] }),
  condominio: createCondominiumBodySchema,
});
export type SetupBody = z.input<typeof setupBodySchema>;
export const setupResponseSchema = z.object({ cpf: z.string(), idCondo: z.number().int() });

// ---------- blocks and units ----------
export const adminUnitSchema = z.object({ idUnidade: z.number().int(), nome: z.string(), ativa: z.boolean() });
export const adminBlockSchema = z.object({
  idBloco: z.number().int(),
  nome: z.string(),
  unidades: z.array(adminUnitSchema),
});
export const adminBlocksSchema = z.object({ multiplosBlocos: z.boolean(), data: z.array(adminBlockSchema) });
export type AdminBlock = z.infer<typeof adminBlockSchema>;

export const blockBodySchema = z.object({ nome: requiredName(40, M.blockNameRequired, M.blockNameTooLong) });
export const blockParamsSchema = z.object({ idBloco: idParam });
export const unitParamsSchema = z.object({ idUnidade: idParam });
export const unitBodySchema = z.object({
  nome: requiredName(UNIT_BULK.maxName, M.unitNameRequired, M.unitNameTooLong),
  ativa: z.boolean(),
});

const floor = z
  .number({ error: M.floorsInvalid })
  .int(M.floorsInvalid)
  .min(0, M.floorsInvalid)
  .max(UNIT_BULK.maxFloor, M.floorsInvalid);

/** Bulk units: by floors (first and last floor, units per floor) or by a typed list of names. */
export const bulkUnitsBodySchema = z.discriminatedUnion(
  'modo',
  [
    z
      .object({
        modo: z.literal('andares'),
        andarInicial: floor,
        andarFinal: floor,
        porAndar: z
          .number({ error: M.perFloorInvalid })
          .int(M.perFloorInvalid)
          .min(1, M.perFloorInvalid)
          .max(UNIT_BULK.maxPerFloor, M.perFloorInvalid),
      })
      .refine((v) => v.andarInicial <= v.andarFinal, { message: M.floorsInvalid, path: ['andarFinal'] })
      .refine((v) => (v.andarFinal - v.andarInicial + 1) * v.porAndar <= UNIT_BULK.maxUnits, {
        message: M.tooManyUnits,
        path: ['porAndar'],
      }),
    z.object({
      modo: z.literal('lista'),
      nomes: textSchema({ error: M.unitListEmpty }).max(200_000, M.tooManyUnits),
    }),
  ],
  { error: 'Escolha gerar por andares ou digitar a lista' },
);
export type BulkUnitsBody = z.input<typeof bulkUnitsBodySchema>;
export const bulkUnitsResponseSchema = z.object({
  criadas: z.array(z.string()),
  existentes: z.array(z.string()),
  message: z.string(),
});

export const okMessageSchema = z.object({ message: z.string() });
