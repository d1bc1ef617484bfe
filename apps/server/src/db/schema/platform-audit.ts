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
  (t) => [index('audit_log_condo_created_idx').on(t.idCondo, t.createdAt)],
);
