import { addDays, dayStart, todayIn } from '@portaria/shared/common/day';
import type { UnitPage } from '@portaria/shared/desk/desk.schemas';
import type { OfflineReads } from '@portaria/shared/desk/offline-reads.schemas';
import type { Database } from '../../db/client.ts';
import { allowedOf, type Auth } from './desk.service.ts';
import { shownCondoInstructions } from './instructions.repository.ts';
import { condoResidents, condoUnits } from './offline-reads.repository.ts';
import {
  authorisedRows,
  bookingRows,
  expectedRows,
  moveRows,
  onePerPerson,
  waitingParcelRows,
} from './unit-sections.repository.ts';

/** Rows grouped by their unit, without the unit's id (the page names it once). */
const byUnit = <T extends { idUnidade: number | null }>(rows: readonly T[]) => {
  const groups = new Map<number, Omit<T, 'idUnidade'>[]>();
  for (const { idUnidade, ...rest } of rows) {
    if (idUnidade === null) continue;
    const group = groups.get(idUnidade);
    if (group) group.push(rest);
    else groups.set(idUnidade, [rest]);
  }
  return (idUnidade: number) => groups.get(idUnidade) ?? [];
};

const when = async <T>(isAllowed: boolean, read: () => Promise<T[]>): Promise<T[] | null> =>
  isAllowed ? read() : null;

/**
 * Every active unit of the token's condominium as the desk reads it offline (issue 35 item 2, decision 129): the
 * sections follow the token's permissions as on the unit page; each section is one query over the condominium (run
 * one after another: PGlite runs one at a time).
 */
export const offlineReads = async (db: Database, auth: Auth, now: Date): Promise<OfflineReads> => {
  const allowed = allowedOf(auth);
  const { idCondo } = auth;
  const today = todayIn(now);
  const tomorrow = addDays(today, 1);
  const units = await condoUnits(db, idCondo);
  const instructions = byUnit(await shownCondoInstructions(db, idCondo, today));
  const residents = await when(allowed.people, () => condoResidents(db, idCondo));
  const authorised = await when(allowed.people, () => authorisedRows(db, { idCondo }, today));
  const parcels = await when(allowed.parcels, () => waitingParcelRows(db, { idCondo }, now));
  const expected = await when(allowed.visitors, () => expectedRows(db, { idCondo }, today));
  const bookings = await when(allowed.bookings, () =>
    bookingRows(db, { idCondo }, dayStart(today), dayStart(addDays(today, 2))),
  );
  const moves = await when(allowed.bookings, () => moveRows(db, { idCondo }, today, tomorrow));
  const section = <T extends { idUnidade: number | null }>(rows: T[] | null) => (rows ? byUnit(rows) : null);
  const [ofResidents, ofAuthorised, ofParcels, ofExpected, ofBookings, ofMoves] = [
    section(residents),
    section(authorised),
    section(parcels),
    section(expected),
    section(bookings),
    section(moves),
  ] as const;
  const unidades = units.map((unidade): UnitPage => ({
    unidade,
    // The instruction keeps its unit: the flows' banner shows it as the unit's own endpoint answers it.
    instrucoes: instructions(unidade.idUnidade).map((i) => ({ ...i, idUnidade: unidade.idUnidade })),
    moradores: ofResidents?.(unidade.idUnidade) ?? null,
    autorizados: ofAuthorised ? onePerPerson(ofAuthorised(unidade.idUnidade)) : null,
    veiculos: null,
    encomendas: ofParcels?.(unidade.idUnidade) ?? null,
    esperados: ofExpected?.(unidade.idUnidade) ?? null,
    dentro: null,
    reservas: ofBookings?.(unidade.idUnidade) ?? null,
    mudancas: ofMoves?.(unidade.idUnidade) ?? null,
    chaves: null,
    linhaDoTempo: null,
  }));
  return { geradoEm: now.toISOString(), dia: today, unidades };
};
