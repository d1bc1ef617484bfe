import type { UnitStarts } from '../../types/flow';

/** The desk's quick action on a unit (issue 32): a new occurrence, on the unit's resident step. */
export const occurrencesUnitStarts: UnitStarts = {
  newOccurrence: (unit) => ({ view: 'create', 'wizard:occurrence': unit.wizard }),
};
