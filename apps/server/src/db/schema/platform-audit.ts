import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { condominios } from './condominium.ts';
import { usuarios } from './auth.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    idCondo: integer().references(() => condominios.idCondo, { onDelete: 'set null' }),
    acao: text().notNull(),
    entidade: text().notNull(),
    idEntidade: text(),
    detalhes: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The viewer (issue 31 item 7) pages newest first by keyset (created_at, id), of the whole condominium or of one
  // person, action or entity within it.
  (t) => [
    index('audit_log_condo_created_idx').on(t.idCondo, t.createdAt, t.id),
    index('audit_log_condo_usuario_idx').on(t.idCondo, t.idUsuario, t.createdAt, t.id),
    index('audit_log_condo_acao_idx').on(t.idCondo, t.acao, t.createdAt, t.id),
    index('audit_log_condo_entidade_idx').on(t.idCondo, t.entidade, t.createdAt, t.id),
  ],
);
