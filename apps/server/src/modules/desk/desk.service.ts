import { addDays, dayStart, todayIn } from '@portaria/shared/common/day';
import type { SearchResult, UnitPage } from '@portaria/shared/desk/desk.schemas';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { searchTerms } from '@portaria/shared/desk/search-terms';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { searchParcels, searchTodayBookings, searchUnits, searchVehicles } from './desk-search.repository.ts';
import { searchPeople, searchVisitors } from './desk-search-people.repository.ts';
import {
  unitSection,
  insideNowSection,
  keysOutSection,
  lastEventsSection,
  residentsSection,
  vehiclesSection,
} from './unit-page.repository.ts';
import {
  authorisedSection,
  bookingsSection,
  expectedSection,
  movesSection,
  onePerPerson,
  waitingParcelsSection,
  weekBitOf,
  withoutUnit,
} from './unit-sections.repository.ts';
import { shownUnitInstructions, unitInstructionsSection } from './instructions.repository.ts';
import { compileSections } from '../../platform/lists/read-together.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';
import { sql } from 'drizzle-orm';
import { findUnitInCondo } from '../condominium/units.repository.ts';

/** The unit of the token's condominium, deactivated ones too (their page shows their history), or 404. */
const unitOf = async (db: Database, idCondo: number, idUnidade: number) => {
  const unit = await findUnitInCondo(db, idCondo, idUnidade, { includeInactive: true });
  if (!unit) throw new HttpError(404, M.unitNotFound);
  return { idUnidade: unit.idUnidade, unidade: unit.nome, nmBloco: unit.nmBloco, ativa: unit.ativa };
};

export type Auth = Pick<AuthContext, 'idCondo' | 'permissions'>;

/**
 * What each group and section needs (decision 121): the areas' own permissions. People are read by access control
 * (residents) and by correspondence (who collects); the timeline is the access-control desk's, as on the dashboard.
 */
export const allowedOf = (auth: Auth) => {
  const has = (p: string) => auth.permissions.has(p);
  return {
    people: has(PERMISSIONS.accessControl) || has(PERMISSIONS.correspondence),
    visitors: has(PERMISSIONS.accessControl),
    vehicles: has(PERMISSIONS.vehicles),
    parcels: has(PERMISSIONS.correspondence),
    bookings: has(PERMISSIONS.reservations),
    keys: has(PERMISSIONS.keys),
    timeline: has(PERMISSIONS.accessControl),
  };
};

/** A group the token may not read is left out; the others run one after another (PGlite runs one at a time). */
export const search = async (db: Database, auth: Auth, q: string, now: Date): Promise<SearchResult> => {
  const allowed = allowedOf(auth);
  const t = searchTerms(q);
  const today = todayIn(now);
  const result: SearchResult = { unidades: await searchUnits(db, auth.idCondo, t) };
  if (allowed.people) result.pessoas = await searchPeople(db, auth.idCondo, t, today);
  if (allowed.parcels) result.encomendas = await searchParcels(db, auth.idCondo, t);
  if (allowed.vehicles) result.veiculos = await searchVehicles(db, auth.idCondo, t);
  if (allowed.visitors) result.visitantes = await searchVisitors(db, auth.idCondo, t);
  // Without words, the bookings are those of the units the text names: none named, none to read (a CPF's digits).
  const namesNoUnit = t.words.length === 0 && result.unidades.length === 0;
  if (allowed.bookings)
    result.reservas = namesNoUnit
      ? []
      : await searchTodayBookings(db, auth.idCondo, t, dayStart(today), dayStart(addDays(today, 1)));
  return result;
};

/** What every flow shows once its unit is chosen: the instructions in force today or starting later. */
export const shownInstructions = async (db: Database, auth: Auth, idUnidade: number, now: Date) => {
  await unitOf(db, auth.idCondo, idUnidade);
  return shownUnitInstructions(db, auth.idCondo, idUnidade, todayIn(now));
};

type Allowed = ReturnType<typeof allowedOf>;
const p = (name: string) => sql.placeholder(name);

/**
 * The unit page's statement for one set of permissions, built once per database handle (decision 135): every
 * section the token may read, each value a placeholder; a section not allowed is null.
 */
const unitPageQuery = (db: Database, allowed: Allowed) => {
  const key = `desk_unit_page_${Object.values(allowed)
    .map((on) => (on ? 1 : 0))
    .join('')}`;
  return preparedOnce(db, key, () => {
    const [idCondo, idUnidade, today] = [p('idCondo'), p('idUnidade'), p('today')];
    const unit = { idCondo, idUnidade };
    const when = <T>(isAllowed: boolean, make: () => T) => (isAllowed ? make() : null);
    return compileSections(db, key, {
      unidade: unitSection(db, idCondo, idUnidade),
      instrucoes: unitInstructionsSection(db, idCondo, idUnidade, today),
      moradores: when(allowed.people, () => residentsSection(db, idUnidade)),
      autorizados: when(allowed.people, () => authorisedSection(db, unit, today)),
      veiculos: when(allowed.vehicles, () => vehiclesSection(db, idUnidade)),
      encomendas: when(allowed.parcels, () => waitingParcelsSection(db, unit)),
      esperados: when(allowed.visitors, () => expectedSection(db, unit, today, p('weekBit'))),
      dentro: when(allowed.visitors, () => insideNowSection(db, idCondo, idUnidade)),
      reservas: when(allowed.bookings, () => bookingsSection(db, unit, p('dayStart'))),
      mudancas: when(allowed.bookings, () => movesSection(db, unit, today)),
      chaves: when(allowed.keys, () => keysOutSection(db, idCondo, idUnidade)),
      linhaDoTempo: when(allowed.timeline, () => lastEventsSection(db, idCondo, idUnidade)),
    });
  });
};

/**
 * The unit and every section the token may read, in one prepared statement (decision 135); another condominium's
 * unit (or none) is 404, whatever its sections read.
 */
export const unitPage = async (db: Database, auth: Auth, idUnidade: number, now: Date): Promise<UnitPage> => {
  const today = todayIn(now);
  const values = { idCondo: auth.idCondo, idUnidade, today, weekBit: weekBitOf(today), dayStart: dayStart(today) };
  const s = await unitPageQuery(db, allowedOf(auth))(values, now);
  if (!s.unidade) throw new HttpError(404, M.unitNotFound);
  return {
    unidade: s.unidade,
    instrucoes: s.instrucoes,
    moradores: s.moradores,
    autorizados: s.autorizados && onePerPerson(s.autorizados),
    veiculos: s.veiculos,
    encomendas: s.encomendas && withoutUnit(s.encomendas),
    esperados: s.esperados && withoutUnit(s.esperados),
    dentro: s.dentro,
    reservas: s.reservas && withoutUnit(s.reservas),
    mudancas: s.mudancas && withoutUnit(s.mudancas),
    chaves: s.chaves,
    linhaDoTempo: s.linhaDoTempo,
  };
};
