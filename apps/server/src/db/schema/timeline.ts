import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { foldSqlText } from '../fold.ts';
import { condominios, unidades } from './condominium.ts';
import { usuarios } from './auth.ts';

/**
 * The condominium's daily timeline (spec 02 §2.5, Activity item of spec 01 §3): one row per thing that happened
 * at the desk (parcel received or handed over, vehicle registered, resident added, visitor in or out, booking,
 * move…). Written by the areas in the same transaction as the change (STYLE §11), read by `linhadotempo`.
 * Block and unit names are read through `id_unidade` so a renamed unit shows its current name.
 */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    /** The area that wrote it: `correspondencia`, `veiculos`, `moradores`, `visitantes`, `reservas`, … */
    area: text().notNull(),
    /** What happened, one pt-BR line as the desk reads it: `Correspondência recebida (Cód.71)`. */
    atividade: text().notNull(),
    dtInicio: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    dtFim: timestamp({ withTimezone: true, mode: 'date' }),
    idUnidade: integer().references(() => unidades.idUnidade, { onDelete: 'set null' }),
    /** The person the event is about (recipient, visitor, resident), never a CPF. */
    nmPessoa: text(),
    idUsuario: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    entidade: text(),
    idEntidade: text(),
    /** What the timeline search reads of the event itself, folded once when written (platform/lists/search.ts). */
    buscaAtividade: text().generatedAlwaysAs(sql.raw(foldSqlText('atividade'))),
    buscaPessoa: text().generatedAlwaysAs(sql.raw(foldSqlText("coalesce(nm_pessoa, '')"))),
  },
  // A day's window, newest first, from the (condominium, start, id) key: the keyset of the timeline's windows.
  (t) => [
    index('timeline_events_condo_inicio_id_idx').on(t.idCondo, t.dtInicio, t.id),
    // The last events of one unit, newest first (the desk's unit page, issue 32).
    index('timeline_events_unidade_inicio_idx')
      .on(t.idUnidade, t.dtInicio, t.id)
      .where(sql`${t.idUnidade} is not null`),
  ],
);
