import type { UnitStarts } from '../../types/flow';

/** The desk's quick action on a unit (issue 32): sending a document, on the unit's recipient step. */
export const documentsUnitStarts: UnitStarts = {
  sendDocument: (unit) => ({ view: 'send', 'wizard:document': unit.wizard }),
};
