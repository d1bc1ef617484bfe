import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';
import { usuarios } from './auth.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

export type TwoFactorPurposeColumn = 'registration' | 'recovery';

/** One wizard run (token/auth): the hashToken, bound to one CPF and one purpose. Only its sha256 is kept. */
export const twoFactorFlows = pgTable('two_factor_flows', {
  hash: text().primaryKey(),
  idUsuario: integer()
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  cpf: text().notNull(),
  purpose: text().$type<TwoFactorPurposeColumn>().notNull(),
  createdAt: at().notNull(),
  expiresAt: at().notNull(),
});

export type TwoFactorCodeStatus = 'active' | 'replaced' | 'used' | 'failed';

/** Every SMS code sent. codeHash is scrypt(code, salt): the code itself is never stored. */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    flowHash: text()
      .notNull()
      .references(() => twoFactorFlows.hash, { onDelete: 'cascade' }),
    cpf: text().notNull(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    status: text().$type<TwoFactorCodeStatus>().notNull(),
    attempts: integer().notNull().default(0),
    sentAt: at().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [
    index('two_factor_codes_flow_idx').on(t.flowHash),
    index('two_factor_codes_cpf_sent_idx').on(t.cpf, t.sentAt),
    index('two_factor_codes_phone_sent_idx').on(t.phone, t.sentAt),
  ],
);

/** Temporary two-factor token given by a validated code: opens one endpoint (by purpose) for one CPF, once. */
export const twoFactorTokens = pgTable('two_factor_tokens', {
  hash: text().primaryKey(),
  idUsuario: integer()
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  cpf: text().notNull(),
  purpose: text().$type<TwoFactorPurposeColumn>().notNull(),
  validUntil: at().notNull(),
  usedAt: at(),
});

export type PhoneChangeStatus = 'PENDENTE' | 'APROVADO' | 'RECUSADO' | 'SUBSTITUIDO';

/**
 * A number typed in the account wizard that is not on file (issue 28 item 4): no code goes to it until a syndic of a
 * condominium where the person works approves it; then it becomes the person's phone. SUBSTITUIDO: another number
 * was asked for before a decision.
 */
export const phoneChangeRequests = pgTable(
  'phone_change_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    telefone: text().notNull(),
    purpose: text().$type<TwoFactorPurposeColumn>().notNull(),
    status: text().$type<PhoneChangeStatus>().notNull().default('PENDENTE'),
    createdAt: at().notNull(),
    decidedAt: at(),
    decidedBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    // At most one pending request per person, even under concurrent sends.
    uniqueIndex('phone_change_requests_pending_uq')
      .on(t.idUsuario)
      .where(sql`status = 'PENDENTE'`),
    index('phone_change_requests_user_created_idx').on(t.idUsuario, t.createdAt),
  ],
);

export type PreCadastroStatus = 'PENDENTE' | 'APROVADO' | 'RECUSADO';

/** Pre-registration of an outsourced worker, waiting for the syndic of that condominium. */
export const preCadastros = pgTable(
  'pre_cadastros',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    nome: text().notNull(),
    cpf: text().notNull(),
    cargo: text().$type<'PORTEIRO' | 'ZELADOR'>().notNull(),
    telefone: text().notNull(),
    email: text(),
    status: text().$type<PreCadastroStatus>().notNull().default('PENDENTE'),
    createdAt: at().notNull(),
    decidedAt: at(),
    decidedBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    // At most one pending pre-registration per CPF and condominium, even under concurrent submits.
    uniqueIndex('pre_cadastros_pending_uq')
      .on(t.idCondo, t.cpf)
      .where(sql`status = 'PENDENTE'`),
    index('pre_cadastros_condo_status_idx').on(t.idCondo, t.status, t.createdAt),
  ],
);

/** ALTCHA solutions already accepted (sha256 of the challenge signature), kept until the challenge expires. */
export const altchaUsed = pgTable('altcha_used', {
  hash: text().primaryKey(),
  expiresAt: at().notNull(),
});
