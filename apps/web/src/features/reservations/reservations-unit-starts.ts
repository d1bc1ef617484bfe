import type { UnitStarts } from '../../types/flow';

/** The desk's quick actions on a unit (issue 32): the reserve screen on the unit's areas (the move is one of them). */
export const reservationsUnitStarts: UnitStarts = {
  bookArea: (unit) => ({ view: 'reserve', 'wizard:reserve': unit.wizard }),
  scheduleMove: (unit) => ({ view: 'reserve', 'wizard:reserve': unit.wizard }),
};
