import { maskId } from '@portaria/shared/br/mask';
import { localDateTime } from '@portaria/shared/common/day';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { section } from '../../platform/lists/read-together.ts';
import type { Value } from './unit-sections.repository.ts';
import {
  chaveMovimentos,
  chaves,
  logEntradas,
  pessoas,
  timelineEvents,
  veiculos,
  visitanteUnidades,
  visitantes,
} from '../../db/schema/index.ts';
import { isActive } from '../condominium/people.repository.ts';
import { unitInCondoQuery } from '../condominium/units.repository.ts';

/**
 * The sections of the desk's unit page (issue 32, decision 121), one small query each on the unit's own indexes, all
 * read in one statement (decision 135). The unit was checked to be the token's condominium's before any of these runs. The sections the offline reads also
 * take for the whole condominium (authorised people, parcels waiting, visitors expected) are in
 * unit-sections.repository.ts.
 */

/** The unit of the token's condominium, deactivated ones too (their page shows their history); null: not found. */
export const unitSection = (db: Database, idCondo: Value<number>, idUnidade: Value<number>) =>
  section({ rows: unitInCondoQuery(db, idCondo, idUnidade, { includeInactive: true }) }, ({ rows }) => {
    const unit = rows[0];
    return unit ? { idUnidade: unit.idUnidade, unidade: unit.nome, nmBloco: unit.nmBloco, ativa: unit.ativa } : null;
  });

export const residentsSection = (db: Database, idUnidade: Value<number>) =>
  section(
    {
      rows: db
        .select({
          idMorador: pessoas.id,
          nome: pessoas.nome,
          cpf: pessoas.cpf,
          perfil: pessoas.perfil,
          telefone: pessoas.telefone,
          appInstalado: pessoas.appInstalado,
          statusBiometria: pessoas.statusBiometria,
        })
        .from(pessoas)
        .where(and(eq(pessoas.idUnidade, idUnidade), isActive))
        .orderBy(asc(pessoas.nome), asc(pessoas.id)),
    },
    ({ rows }) => rows.map((r) => ({ ...r, cpf: maskId(r.cpf) })),
  );

export const vehiclesSection = (db: Database, idUnidade: Value<number>) =>
  section(
    {
      rows: db
        .select({
          id: veiculos.id,
          placa: veiculos.placa,
          modelo: veiculos.modelo,
          cor: veiculos.cor,
          tipo: veiculos.tipo,
        })
        .from(veiculos)
        .where(and(eq(veiculos.idUnidade, idUnidade), eq(veiculos.ativo, true)))
        .orderBy(asc(veiculos.placa), asc(veiculos.id)),
    },
    ({ rows }) => rows,
  );

/** Visits of the unit still open, from any day, longest first. */
export const insideNowSection = (db: Database, idCondo: Value<number>, idUnidade: Value<number>) =>
  section(
    {
      rows: db
        .select({
          idEntrada: logEntradas.id,
          idVisitante: visitantes.id,
          nome: visitantes.nome,
          visitanteTipo: visitantes.visitanteTipo,
          dataEntrada: logEntradas.dtEntrada,
        })
        .from(logEntradas)
        .innerJoin(visitanteUnidades, eq(visitanteUnidades.id, logEntradas.idVisitanteUnidade))
        .innerJoin(visitantes, eq(visitantes.id, visitanteUnidades.idVisitante))
        .where(and(eq(logEntradas.idCondo, idCondo), eq(logEntradas.idUnidade, idUnidade), isNull(logEntradas.dtSaida)))
        .orderBy(asc(logEntradas.dtEntrada), asc(logEntradas.id)),
    },
    ({ rows }) => rows.map((r) => ({ ...r, dataEntrada: r.dataEntrada.toISOString() })),
  );

const LAST_EVENTS = 10;

export const lastEventsSection = (db: Database, idCondo: Value<number>, idUnidade: Value<number>) =>
  section(
    {
      rows: db
        .select({
          id: timelineEvents.id,
          area: timelineEvents.area,
          atividade: timelineEvents.atividade,
          data: timelineEvents.dtInicio,
        })
        .from(timelineEvents)
        .where(and(eq(timelineEvents.idUnidade, idUnidade), eq(timelineEvents.idCondo, idCondo)))
        .orderBy(desc(timelineEvents.dtInicio), desc(timelineEvents.id))
        .limit(LAST_EVENTS),
    },
    ({ rows }) => rows.map((r) => ({ ...r, data: r.data.toISOString() })),
  );

/** Keys a resident of the unit holds now (issue 34), overdue first, then by expected return. */
export const keysOutSection = (db: Database, idCondo: Value<number>, idUnidade: Value<number>) =>
  section(
    {
      rows: db
        .select({
          id: chaveMovimentos.id,
          chave: chaves.nome,
          portadorNome: chaveMovimentos.portadorNome,
          devolucaoPrevista: chaveMovimentos.devolucaoPrevista,
        })
        .from(chaveMovimentos)
        .innerJoin(chaves, eq(chaves.id, chaveMovimentos.idChave))
        .where(
          and(
            eq(chaveMovimentos.idCondo, idCondo),
            eq(chaveMovimentos.idUnidade, idUnidade),
            isNull(chaveMovimentos.devolvidaEm),
          ),
        )
        .orderBy(asc(chaveMovimentos.devolucaoPrevista), asc(chaveMovimentos.id)),
    },
    // In expected-return order the overdue ones already come first.
    ({ rows }, now) =>
      rows.map((r) => ({
        ...r,
        devolucaoPrevista: localDateTime(r.devolucaoPrevista),
        atrasada: r.devolucaoPrevista.getTime() < now.getTime(),
      })),
  );
