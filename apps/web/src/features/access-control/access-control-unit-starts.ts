import type { UnitStarts } from '../../types/flow';
import { NO_ENTRY_FILTERS } from './entries/api/entry-filters';
import { VISITOR_START } from './visitors/utils/visitor-start';

/**
 * The desk's quick actions on a unit (issue 32): the day's entries filtered to the unit (its expected visitors, who
 * is inside, and 'Informar novo visitante'), and a new visitor's form on the unit.
 */
export const accessControlUnitStarts: UnitStarts = {
  registerEntry: (unit) => ({
    view: 'entries',
    'entries:filters': { ...NO_ENTRY_FILTERS, idsBlocos: [unit.wizard.blockId], idsUnidades: [unit.idUnidade] },
  }),
  newVisitor: (unit) => ({ view: 'visitor', [VISITOR_START]: unit.wizard }),
};
