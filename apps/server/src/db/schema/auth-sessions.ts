import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';
import { usuarios } from './auth.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** One login = one session; it caps every token issued under it at startedAt + SESSION.maxHours. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    startedAt: at().notNull(),
    endedAt: at(),
  },
  (t) => [index('sessions_usuario_idx').on(t.idUsuario)],
);

export type TokenKind = 'login' | 'context';

/** Only the sha256 of a token is kept, so a database leak does not hand out live tokens. */
export const tokens = pgTable(
  'tokens',
  {
    hash: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text().$type<TokenKind>().notNull(),
    idCondo: integer().references(() => condominios.idCondo, { onDelete: 'cascade' }),
    validFrom: at().notNull(),
    validUntil: at().notNull(),
    revokedAt: at(),
  },
  (t) => [index('tokens_session_idx').on(t.sessionId)],
);

/**
 * Devices a person signed in from (OWASP "device cookies"): the browser keeps a random value in an httpOnly
 * cookie; only its sha256 is here. A sign-in from a known device spends that device's own failure budget, not
 * the CPF's, so strangers guessing a doorkeeper's password cannot lock the gatehouse PC out.
 */
export const trustedDevices = pgTable(
  'dispositivos_confiaveis',
  {
    hash: text().primaryKey(),
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: at().notNull(),
    lastUsedAt: at().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [index('dispositivos_usuario_idx').on(t.idUsuario)],
);
