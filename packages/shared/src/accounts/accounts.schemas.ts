/**
 * Wire contract of account creation, password recovery (SMS code) and pre-registration (spec 01 §3, §7).
 * Paths: docs/decisions/030-accounts-two-factor.md and 031-accounts-pre-registration.md.
 * Change log (additive only once published): v1 initial.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isValidCpf, stripCpf } from '../br/cpf.ts';
import { isValidEmail } from '../br/email.ts';
import { isValidPhone, stripPhone } from '../br/phone.ts';
import { idParam, INT4_MAX, textSchema } from '../schemas.ts';
import { ACCOUNT_MESSAGES as M } from './accounts.messages.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Fixed identifierKey of the porter app (spec 01 §7 token/auth). */
export const IDENTIFIER_KEY = 'PORTARIA';

/** Limits of the SMS code (issue 3) and of the token it yields. */
export const TWO_FACTOR = {
  codeLength: 6,
  codeTtlSeconds: 10 * 60,
  resendSeconds: 60,
  maxWrongTries: 5,
  maxCodesPerHour: 5,
  tokenTtlSeconds: 10 * 60,
  /** A hashToken (one wizard run) lives this long; then the person starts again from the CPF. */
  flowTtlSeconds: 30 * 60,
  /** Phone-change requests (a number not on file, for the syndic to approve) one person may open per 24 hours. */
  maxPhoneChangesPerDay: 3,
} as const;

export const PASSWORD_RULES = { min: 8, max: 64 } as const;

export type TwoFactorPurpose = 'registration' | 'recovery';
export const twoFactorPurposeSchema = z.enum(['registration', 'recovery'], { error: M.verificationExpired });

const cpfCheckSchema = z
  .string({ error: M.cpfCheckInvalid })
  .transform(stripCpf)
  .pipe(z.string().refine(isValidCpf, { message: M.cpfCheckInvalid }));

// ---------- POST /api/token/auth ----------
export const tokenAuthBodySchema = z.object({
  document: cpfCheckSchema,
  identifierKey: z.literal(IDENTIFIER_KEY, { error: M.verificationExpired }),
  /** ours: binds the code to what it will open (registration or recovery). */
  purpose: twoFactorPurposeSchema,
});
export type TokenAuthBody = z.input<typeof tokenAuthBodySchema>;

/** A phone tied to the CPF: `key` is opaque (send it back to token/generation), `value` is masked "(11) *****-5678". */
export const smsContactSchema = z.object({ key: z.string(), value: z.string() });
export type SmsContact = z.infer<typeof smsContactSchema>;

/**
 * What the wizard does next, computed by the server from the flags and the purpose (spec 01 §4 "CPF step outcomes"):
 * PROCEED (go to the phone step; hashToken is set), SYNDIC_USE_PORTAL, ALREADY_REGISTERED ('CPF já cadastrado'),
 * NOT_REGISTERED (recovery without an account), NOT_FOUND (none of the flags), NO_PHONE.
 */
export const cpfOutcomeSchema = z.enum([
  'PROCEED',
  'SYNDIC_USE_PORTAL',
  'ALREADY_REGISTERED',
  'NOT_REGISTERED',
  'NOT_FOUND',
  'NO_PHONE',
]);
export type CpfOutcome = z.infer<typeof cpfOutcomeSchema>;

/** New-user data (spec 01 §3), masked: the caller has only typed a CPF. name is the first name only. */
export const newUserSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  cpf: z.string(),
  phones: z.array(smsContactSchema),
});
export type NewUser = z.infer<typeof newUserSchema>;

export const tokenAuthResponseSchema = z.object({
  data: z.object({
    hasLogin: z.boolean(),
    hasLoginSindico: z.boolean(),
    hasPorteiro: z.boolean(),
    hasRhSenior: z.boolean(),
    additional: z.object({ hasLogin: z.boolean() }),
    smsContacts: z.array(smsContactSchema),
    user: newUserSchema.nullable(),
    outcome: cpfOutcomeSchema,
    /** Handle of this wizard run (bound to CPF + purpose); null unless outcome is PROCEED. */
    hashToken: z.string().nullable(),
  }),
});
export type TokenAuthResponse = z.infer<typeof tokenAuthResponseSchema>;

// ---------- POST /api/token/generation ----------
export const phoneSchema = z
  .string({ error: M.phoneRequired })
  .transform(stripPhone)
  .pipe(
    z
      .string()
      .min(1, M.phoneRequired)
      .refine((v) => isValidPhone(v) && v.length === 11, M.phoneInvalid),
  );

/**
 * Sends (or re-sends) the code. Choose the phone with `contactKey` (from smsContacts) or type the full number in
 * `phone`: a typed number that is not one of the CPF's phones sends nothing and opens a phone-change request for the
 * syndic (202 PENDING_APPROVAL); the same call once it is approved sends the code to the new number (issue 28).
 * A resend is the same call; it replaces the previous code. 429 before 60 s (Retry-After) or past 5 codes/hour.
 */
export const tokenGenerationBodySchema = z
  .object({
    hashToken: textSchema({ error: M.verificationExpired })
      .min(1, M.verificationExpired)
      .max(128, M.verificationExpired),
    hashDevice: textSchema().max(256).nullable().optional(),
    contactKey: textSchema().max(64).optional(),
    phone: phoneSchema.optional(),
  })
  .refine((v) => v.contactKey !== undefined || v.phone !== undefined, { message: M.phoneRequired, path: ['phone'] });
export type TokenGenerationBody = z.input<typeof tokenGenerationBodySchema>;

export const tokenGenerationResponseSchema = z.object({
  status: z.literal('SENT'),
  /** Masked destination, for "Enviamos um código ... para {phone}". */
  to: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type TokenGenerationResponse = z.infer<typeof tokenGenerationResponseSchema>;

/** 202: the typed number waits for the syndic's approval; `to` is that number masked, `message` what to show. */
export const tokenGenerationPendingSchema = z.object({
  status: z.literal('PENDING_APPROVAL'),
  to: z.string(),
  message: z.string(),
});
export type TokenGenerationPending = z.infer<typeof tokenGenerationPendingSchema>;

// ---------- POST /api/token/validation ----------
export const tokenValidationBodySchema = z.object({
  tokenValue: z.string({ error: M.codeInvalid }).regex(/^\d{6}$/, M.codeInvalid),
  hashToken: textSchema({ error: M.verificationExpired }).min(1, M.verificationExpired).max(128, M.verificationExpired),
});
export type TokenValidationBody = z.input<typeof tokenValidationBodySchema>;

/** token: the temporary two-factor token, Bearer of registration (purpose registration) or reset (recovery), once. */
export const tokenValidationResponseSchema = z.object({
  status: z.literal('VALID'),
  token: z.string(),
  validUntil: z.string(),
});
export type TokenValidationResponse = z.infer<typeof tokenValidationResponseSchema>;

// ---------- POST /api/external/porter/registration, PUT /api/external/forgot-my-password ----------
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_RULES.min, M.passwordTooShort)
  .max(PASSWORD_RULES.max, M.passwordTooLong)
  .refine((v) => !isCommonPassword(v), M.passwordTooCommon);

export const newPasswordBodySchema = z
  .object({ password: passwordSchema, confirmation: z.string({ error: M.passwordMismatch }) })
  .refine((v) => v.password === v.confirmation, { message: M.passwordMismatch, path: ['confirmation'] });
export type NewPasswordBody = z.input<typeof newPasswordBodySchema>;

/** 201 (registration) / 200 (reset). Errors: 400 with a message to show, 406 reset of an unregistered CPF, 401 token. */
export const newPasswordResponseSchema = z.object({ message: z.string() });

// ---------- pre-registration ----------
export const cargoSchema = z.enum(['PORTEIRO', 'ZELADOR'], { error: M.roleRequired });
export type Cargo = z.infer<typeof cargoSchema>;

const referenceSchema = z.coerce
  .number({ error: M.referenceRequired })
  .int(M.referenceRequired)
  .positive(M.referenceRequired)
  .max(INT4_MAX, M.referenceNotFound);

/** GET /api/condominios/public/condominium?reference=4521 -> { name }; 404 { message: referenceNotFound }. */
export const condominiumLookupQuerySchema = z.object({ reference: referenceSchema });
export const condominiumLookupResponseSchema = z.object({ name: z.string() });

/** GET /api/public/altcha/challenge: an ALTCHA v2 challenge (SHA-256), given as is to <altcha-widget challenge=...>. */
export const altchaChallengeSchema = z
  .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() })
  .loose();

export const nameSchema = textSchema({ error: M.nameRequired })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, M.nameRequired)
      .max(120, M.nameRequired)
      .refine((v) => v.split(' ').length >= 2, M.nameRequired),
  );

export const optionalEmailSchema = textSchema({ error: M.emailInvalid })
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.string().refine((v) => isValidEmail(v), M.emailInvalid))
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/** POST /api/public/precadastro (spec 01 §3 payload + the altcha payload). 201 { status: 'PENDENTE' }. */
export const preRegistrationBodySchema = z.object({
  condominio: referenceSchema,
  cpf: z
    .string({ error: MESSAGES.cpfRequired })
    .transform(stripCpf)
    .pipe(
      z.string().min(1, { message: MESSAGES.cpfRequired, abort: true }).refine(isValidCpf, { message: M.cpfInvalid }),
    ),
  nome: nameSchema,
  cargo: cargoSchema,
  email: optionalEmailSchema,
  telefone: phoneSchema,
  /** The widget's base64 payload (hidden field "altcha"). */
  altcha: textSchema({ error: M.humanCheckRequired }).min(1, M.humanCheckRequired).max(8000, M.humanCheckInvalid),
});
export type PreRegistrationBody = z.input<typeof preRegistrationBodySchema>;
export const preRegistrationResponseSchema = z.object({ status: z.literal('PENDENTE') });

// ---------- syndic: /api/portaria/api/v1/precadastros ----------
export const preRegistrationStatusSchema = z.enum(['PENDENTE', 'APROVADO', 'RECUSADO']);
export type PreRegistrationStatus = z.infer<typeof preRegistrationStatusSchema>;

/** One pending pre-registration as the syndic sees it: CPF masked, phone as digits (the screen formats). */
export const pendingPreRegistrationSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  cargo: cargoSchema,
  telefone: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingPreRegistration = z.infer<typeof pendingPreRegistrationSchema>;
export const pendingPreRegistrationsResponseSchema = z.object({ data: z.array(pendingPreRegistrationSchema) });

export const preRegistrationParamsSchema = z.object({ id: idParam });
export const preRegistrationDecisionResponseSchema = z.object({
  id: z.number().int(),
  status: preRegistrationStatusSchema,
});
