import { addDays, dayStart, todayIn } from '@portaria/shared/common/day';
import type { SearchResult, UnitPage } from '@portaria/shared/desk/desk.schemas';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { searchTerms } from '@portaria/shared/desk/search-terms';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  searchParcels,
  searchPeople,
  searchTodayBookings,
  searchUnits,
  searchVehicles,
  searchVisitors,
} from './desk-search.repository.ts';
import { unitInsideNow, unitKeysOut, unitLastEvents, unitResidents, unitVehicles } from './unit-page.repository.ts';
import {
  authorisedRows,
  bookingRows,
  expectedRows,
  moveRows,
  onePerPerson,
  waitingParcelRows,
  withoutUnit,
} from './unit-sections.repository.ts';
import { shownUnitInstructions } from './instructions.repository.ts';
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
  if (allowed.bookings)
    result.reservas = await searchTodayBookings(db, auth.idCondo, t, dayStart(today), dayStart(addDays(today, 1)));
  return result;
};

const when = <T>(isAllowed: boolean, read: () => Promise<T>): Promise<T | null> =>
  isAllowed ? read() : Promise.resolve(null);

/** What every flow shows once its unit is chosen: the instructions in force today or starting later. */
export const shownInstructions = async (db: Database, auth: Auth, idUnidade: number, now: Date) => {
  await unitOf(db, auth.idCondo, idUnidade);
  return shownUnitInstructions(db, auth.idCondo, idUnidade, todayIn(now));
};

export const unitPage = async (db: Database, auth: Auth, idUnidade: number, now: Date): Promise<UnitPage> => {
  const allowed = allowedOf(auth);
  const unidade = await unitOf(db, auth.idCondo, idUnidade);
  const today = todayIn(now);
  const { idCondo } = auth;
  const unit = { idCondo, idUnidade };
  return {
    unidade,
    instrucoes: await shownUnitInstructions(db, idCondo, idUnidade, today),
    moradores: await when(allowed.people, () => unitResidents(db, idUnidade)),
    autorizados: await when(allowed.people, async () => onePerPerson(await authorisedRows(db, unit, today))),
    veiculos: await when(allowed.vehicles, () => unitVehicles(db, idUnidade)),
    encomendas: await when(allowed.parcels, async () => withoutUnit(await waitingParcelRows(db, unit, now))),
    esperados: await when(allowed.visitors, async () => withoutUnit(await expectedRows(db, unit, today))),
    dentro: await when(allowed.visitors, () => unitInsideNow(db, idCondo, idUnidade)),
    reservas: await when(allowed.bookings, async () => withoutUnit(await bookingRows(db, unit, dayStart(today)))),
    mudancas: await when(allowed.bookings, async () => withoutUnit(await moveRows(db, unit, today))),
    chaves: await when(allowed.keys, () => unitKeysOut(db, idCondo, idUnidade, now)),
    linhaDoTempo: await when(allowed.timeline, () => unitLastEvents(db, idCondo, idUnidade)),
  };
};
