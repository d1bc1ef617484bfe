import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { condominios, unidades } from './condominium.ts';
import { usuarios } from './auth.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });
const brl = () => numeric({ precision: 10, scale: 2, mode: 'number' });

/**
 * Common areas (spec 02 §3 Area) plus the calendar's own fields (decision 076): `diasSemana` (1 Sunday … 7
 * Saturday) and `horarios`, the slots of one day as [{ de, ate }] 'HH:mm'.
 */
export const areas = pgTable(
  'areas',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    nomeArea: text().notNull(),
    capacidade: integer(),
    flagAreaPaga: smallint().notNull().default(0),
    valorTaxaUtilizacao: brl().notNull().default(0),
    percentualCondominio: brl(),
    qtMinDiasDisponivelReserva: integer().notNull().default(0),
    qtDiasDisponivelReserva: integer().notNull().default(60),
    diasSemana: integer().array().notNull(),
    horarios: jsonb().$type<{ de: string; ate: string }[]>().notNull(),
    ativo: boolean().notNull().default(true),
    /**
     * Opening hours 'HH:mm' set in the administration console (migration 0027): the slots lie inside them, and a
     * whole-day area has the one slot [abertura, fechamento]. Null (areas from before the console): the span of its slots.
     */
    abertura: text(),
    fechamento: text(),
    /** A booking waits for the syndic's approval: stored and shown by the console, not yet read by the desk's booking. */
    precisaAprovacao: boolean().notNull().default(false),
  },
  (t) => [
    index('areas_condo_idx').on(t.idCondo),
    uniqueIndex('areas_condo_nome_uq')
      .on(t.idCondo, sql`lower(${t.nomeArea})`)
      .where(sql`${t.ativo}`),
    check(
      'areas_abertura_ck',
      sql`(${t.abertura} is null) = (${t.fechamento} is null) and (${t.abertura} is null or ${t.abertura} < ${t.fechamento})`,
    ),
    check('areas_flag_paga_ck', sql`${t.flagAreaPaga} in (0, 1)`),
    check(
      'areas_janela_ck',
      sql`${t.qtMinDiasDisponivelReserva} >= 0 and ${t.qtDiasDisponivelReserva} >= ${t.qtMinDiasDisponivelReserva}`,
    ),
  ],
);

/**
 * Reservations ('R') and blocks ('B') of an area. A block spans whole days. `idStatus` 90 is Cancelado (spec 02
 * §4); every other row is active. No two active rows of one area may overlap in time: an EXCLUDE constraint
 * (btree_gist) appended to migration 0009 by hand, so two desks booking the same slot cannot both win.
 */
export const areaReservas = pgTable(
  'area_reservas',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idArea: integer()
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    idUnidade: integer().references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    tipoReserva: text().notNull(),
    dataInicioReserva: at().notNull(),
    dataFimReserva: at().notNull(),
    observacao: text(),
    motivo: smallint(),
    origemReserva: text().notNull().default('PORTARIA'),
    dataInclusao: at().notNull().defaultNow(),
    idStatus: smallint().notNull().default(1),
    createdBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    canceladoEm: at(),
    canceladoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('area_reservas_condo_area_inicio_idx').on(t.idCondo, t.idArea, t.dataInicioReserva),
    // The condominium's bookings of one day (the desk's search of today's bookings, issue 32).
    index('area_reservas_condo_inicio_idx').on(t.idCondo, t.dataInicioReserva),
    // A unit's bookings from today on (the desk's unit page, issue 32).
    index('area_reservas_unidade_inicio_idx').on(t.idUnidade, t.dataInicioReserva),
    check('area_reservas_tipo_ck', sql`${t.tipoReserva} in ('R', 'B')`),
    check('area_reservas_periodo_ck', sql`${t.dataFimReserva} > ${t.dataInicioReserva}`),
    check('area_reservas_unidade_ck', sql`${t.tipoReserva} = 'B' or ${t.idUnidade} is not null`),
  ],
);

/**
 * Charge lines of the units (the fee of a paid area): a reservation writes one COBRANCA line, its cancellation
 * one ESTORNO line of the opposite value, so the unit's balance is the sum and nothing is ever rewritten.
 */
export const cobrancasUnidade = pgTable(
  'cobrancas_unidade',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    idReserva: bigint({ mode: 'number' }).references(() => areaReservas.id, { onDelete: 'set null' }),
    tipo: text().notNull(),
    descricao: text().notNull(),
    valor: brl().notNull(),
    createdAt: at().notNull().defaultNow(),
    createdBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Migration 0052 adds INCLUDE (tipo, valor): the month's totals read from the index alone.
    index('cobrancas_unidade_condo_data_idx').on(t.idCondo, t.createdAt),
    uniqueIndex('cobrancas_unidade_reserva_tipo_uq').on(t.idReserva, t.tipo),
    check('cobrancas_unidade_tipo_ck', sql`${t.tipo} in ('COBRANCA', 'ESTORNO')`),
  ],
);

/** Move rules of spec 02 §3, one row per condominium; hours 'HH:mm'. */
export const mudancaRegras = pgTable('mudanca_regras', {
  idMudancaRegra: integer().primaryKey().generatedByDefaultAsIdentity(),
  idCondo: integer()
    .notNull()
    .unique()
    .references(() => condominios.idCondo, { onDelete: 'cascade' }),
  ativo: boolean().notNull().default(true),
  diasPermitidos: smallint().notNull(),
  diasAntecedencia: integer().notNull(),
  horaSemanaInicio: text().notNull(),
  horaSemanaFim: text().notNull(),
  horaFdsInicio: text().notNull(),
  horaFdsFim: text().notNull(),
});

/**
 * Scheduled moves. One move slot per day and condominium: a partial unique index on (id_condo, dia) among
 * active moves that were not refused, so two desks cannot schedule the same day.
 */
export const mudancas = pgTable(
  'mudancas',
  {
    idMudanca: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idCondo: integer()
      .notNull()
      .references(() => condominios.idCondo, { onDelete: 'cascade' }),
    idUnidade: integer()
      .notNull()
      .references(() => unidades.idUnidade, { onDelete: 'cascade' }),
    dia: date({ mode: 'string' }).notNull(),
    dataAgendada: at().notNull(),
    horarioFim: at().notNull(),
    mudancaStatus: text().notNull().default('PENDENTE'),
    ativo: boolean().notNull().default(true),
    createdBy: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    canceladoEm: at(),
  },
  (t) => [
    index('mudancas_condo_data_idx').on(t.idCondo, t.dataAgendada),
    uniqueIndex('mudancas_condo_dia_uq')
      .on(t.idCondo, t.dia)
      .where(sql`${t.ativo} and ${t.mudancaStatus} <> 'RECUSADO'`),
  ],
);
