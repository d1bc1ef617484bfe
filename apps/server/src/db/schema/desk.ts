import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { condominios, unidades } from './condominium.ts';
import { usuarios } from './auth.ts';

/**
 * A unit's standing instructions (issue 32 item 3, decision 121): "do not let visitors in without authorisation",
 * "travelling", "leave parcels with…". Never deleted: ending one stamps who and when, and it stays in the history.
 */
export const instrucoesUnidade = pgTable(
  'instrucoes_unidade',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    tipo: text().notNull(),
    texto: text().notNull(),
    /** First and last São Paulo day it holds; no last day: until someone ends it. */
    inicio: date({ mode: 'string' }).notNull(),
    fim: date({ mode: 'string' }),
    criadaPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    criadaEm: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    encerradaPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    encerradaEm: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // A unit's instructions, newest first (its page, the flows' banner and the history).
    index('instrucoes_unidade_unidade_idx').on(t.idUnidade, t.inicio),
    check(
      'instrucoes_unidade_tipo_ck',
      sql`${t.tipo} in ('NAO_PERMITIR_VISITAS', 'VIAJANDO', 'DEIXAR_ENCOMENDAS', 'OUTRO')`,
    ),
    check('instrucoes_unidade_periodo_ck', sql`${t.fim} is null or ${t.fim} >= ${t.inicio}`),
  ],
);
