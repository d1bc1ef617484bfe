import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { condominios } from './condominiums.ts';
import { usuarios } from './users.ts';

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
