import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { condominios, unidades } from './condominium.ts';
import { usuarios } from './auth.ts';
import { foldSqlText } from '../fold.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Vehicles of the units. idCondo repeats the unit's condominium so that "one active plate per condominium"
 * is a partial unique index, not a race between a check and an insert. Deleting only sets ativo = false.
 */
export const veiculos = pgTable(
  'veiculos',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    tipo: text().notNull(),
    placa: text(),
    cor: text().notNull(),
    modelo: text(),
    observacao: text(),
    vagaAlugada: boolean().notNull().default(false),
    ativo: boolean().notNull().default(true),
    createdBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    /**
     * Plate, model, colour and type folded once when written (platform/lists/search.ts): the search reads this and the
     * block's and unit's own `busca` instead of folding every vehicle on each request (issue 30).
     */
    busca: text().generatedAlwaysAs(
      sql.raw(foldSqlText("coalesce(placa, '') || ' ' || coalesce(modelo, '') || ' ' || cor || ' ' || tipo")),
    ),
    /**
     * The list's order, copied from the vehicle's block and unit names by triggers (migration 0055): the list walks
     * one index to its page instead of every unit of the condominium, block by block (issue 30). Never written by
     * the app.
     */
    nmBlocoOrdem: text(),
    nmUnidadeOrdem: text(),
  },
  (t) => [
    index('veiculos_condo_ativo_idx').on(t.idCondo, t.ativo),
    index('veiculos_unidade_idx').on(t.idUnidade),
    // The list without a search in its order (block, unit in natural order, plate): a page is a range of it.
    index('veiculos_lista_idx')
      .on(t.idCondo, t.nmBlocoOrdem, sql`length(${t.nmUnidadeOrdem})`, t.nmUnidadeOrdem, t.idUnidade, t.placa, t.id)
      .where(sql`${t.ativo}`),
    // Words of the model, colour and place anywhere ("corolla branco"), and the desk's search by a name: without it
    // every vehicle of the installation was read at each search (bench:search, issue 32).
    index('veiculos_busca_idx').using('gin', t.busca.op('gin_trgm_ops')),
    // The desk's one search by the start of a plate, with or without the hyphen (issue 32).
    index('veiculos_condo_placa_prefixo_idx')
      .on(t.idCondo, t.placa.op('text_pattern_ops'))
      .where(sql`${t.ativo} and ${t.placa} is not null`),
    uniqueIndex('veiculos_condo_placa_ativa_uq')
      .on(t.idCondo, t.placa)
      .where(sql`${t.ativo} and ${t.placa} is not null`),
    check('veiculos_tipo_ck', sql`${t.tipo} in ('CARRO', 'MOTO', 'BICICLETA', 'OUTROS')`),
    check(
      'veiculos_cor_ck',
      sql`${t.cor} in ('BRANCO', 'PRETO', 'PRATA', 'CINZA', 'VERMELHO', 'AZUL', 'MARROM', 'VERDE', 'AMARELO')`,
    ),
    check('veiculos_placa_ck', sql`${t.placa} is null or ${t.placa} ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$'`),
  ],
);
