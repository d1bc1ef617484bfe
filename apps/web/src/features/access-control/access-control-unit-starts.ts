import type { EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import type { EntryStart, FlowStart, UnitStarts } from '../../types/flow';
import { ENTRY_LOG, NO_ENTRY_FILTERS } from './entries/api/entry-filters';
import { deskNewVisitorStart } from './entries/utils/new-visitor-start';

/**
 * The desk's quick actions on a unit (issue 32): the day's entries filtered to the unit (its expected visitors, who
 * is inside, and 'Informar novo visitante'), and the entry of a new visitor at the door: 'Informar novo visitante'
 * on the unit, the form of a visitor of that unit open, its entry registered with it.
 */
export const accessControlUnitStarts: UnitStarts = {
  registerEntry: (unit) => ({
    view: 'entries',
    'entries:filters': { ...NO_ENTRY_FILTERS, idsBlocos: [unit.wizard.blockId], idsUnidades: [unit.idUnidade] },
  }),
  newVisitor: (unit) => deskNewVisitorStart({ idUnidade: unit.idUnidade, blockId: unit.wizard.blockId }),
};

/** The dashboard's 'Informar novo visitante' (issue 32): the same form, its first field the unit. */
export const accessControlVisitorStart = (): FlowStart => deskNewVisitorStart(null);

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
