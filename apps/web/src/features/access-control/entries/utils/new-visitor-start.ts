import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { FlowStart } from '../../../../types/flow';
import { NO_ENTRY_FILTERS, type EntryFilters } from '../api/entry-filters';
import type { NewVisitorPlace } from '../components/new-visitor-fields';
import type { VisitorDraft } from '../../visitors/utils/visitor-draft';
import { EMPTY_DRAFT } from '../../visitors/utils/visitor-draft';

/** The flow values of 'Informar novo visitante' (its dialog reopens where it was after a refresh). */
export const NEW_VISITOR = {
  open: 'entries:newVisitor',
  adding: 'entries:newVisitor:adding',
  place: 'entries:newVisitor:place',
  /** Started by the desk (issue 32): the unit field, then the form on a visitor, document first. */
  desk: 'entries:newVisitor:desk',
} as const;

/**
 * The desk's form starts filled with what a person at the door means: they are let in after the unit answers the
 * intercom. `Interfonar` stays a visible choice (spec 02 §5 asks for one of the two, and allows either).
 */
export const DESK_DRAFT: VisitorDraft = { ...EMPTY_DRAFT, autorizacao: 'INTERFONAR' };

/** A visitor of `idUnidade`, labelled as the entry's form labels its unit ('Bloco A | 302', or '302' with one block). */
export const visitorPlaceAt = (condominium: Condominium, idUnidade: number): NewVisitorPlace | null => {
  const block = condominium.blocos.find((b) => b.unidades.some((u) => u.idUnidade === idUnidade));
  const unit = block?.unidades.find((u) => u.idUnidade === idUnidade);
  if (!block || !unit) return null;
  const unitLabel = condominium.blocos.length === 1 ? unit.nome : `${block.nome} | ${unit.nome}`;
  return { kind: 'VISITANTE', idUnidade, unitLabel };
};

/**
 * Where the desk's new visitor opens: the day's entries (of the unit, when one is given) with 'Informar novo
 * visitante' open on the desk's form. Without a unit, the form asks for it first (the dashboard's start).
 */
export const deskNewVisitorStart = (unit: { idUnidade: number; blockId: number | null } | null): FlowStart => {
  const filters: EntryFilters =
    unit === null
      ? NO_ENTRY_FILTERS
      : { ...NO_ENTRY_FILTERS, idsBlocos: unit.blockId === null ? [] : [unit.blockId], idsUnidades: [unit.idUnidade] };
  return {
    view: 'entries',
    'entries:filters': filters,
    [NEW_VISITOR.open]: true,
    [NEW_VISITOR.adding]: true,
    [NEW_VISITOR.desk]: true,
    // The label comes from the condominium when the dialog opens (the start knows only the ids).
    [NEW_VISITOR.place]: unit === null ? null : { kind: 'VISITANTE', idUnidade: unit.idUnidade, unitLabel: null },
  };
};
