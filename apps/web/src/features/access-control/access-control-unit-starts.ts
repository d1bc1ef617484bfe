import type { EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import type { EntryStart, UnitStarts } from '../../types/flow';
import { ENTRY_LOG, NO_ENTRY_FILTERS } from './entries/api/entry-filters';
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

/**
 * 'Registrar entrada' on a visitor the unit page expects today (issue 32): the day's entries of the unit, with the
 * entry's confirmation of that visit open, as its card's button opens it.
 */
export const accessControlEntryStart: EntryStart = (visit) => {
  const card: EntryCard = {
    idLogEntrada: null,
    tipo: visit.visitanteTipo as EntryCard['tipo'],
    tipoAutorizacao: visit.tipoAutorizacao as EntryCard['tipoAutorizacao'],
    idAutorizacao: visit.idAutorizacao,
    nmVisitante: visit.nome,
    idVisitanteUnidade: visit.idVisitanteUnidade,
    empresa: null,
    nmBloco: null,
    nmUnidade: null,
    inicioAgendamento: null,
    fimAgendamento: null,
    dtEntrada: null,
    dtSaida: null,
  };
  return {
    view: 'entries',
    'entries:filters': { ...NO_ENTRY_FILTERS, idsBlocos: [visit.blockId], idsUnidades: [visit.idUnidade] },
    [ENTRY_LOG]: { card, tipo: 'ENTRADA' },
  };
};
