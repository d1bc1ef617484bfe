import { VISITOR_LABELS } from '@portaria/shared/access-control/visitors.messages';
import { VISITOR_TYPES, type VisitorType } from '@portaria/shared/access-control/visitors.rules';

/** Spec 02 §3 visitanteTipo: a visitor, a provider for a unit, a provider for the condominium (no unit). */
export type VisitorKind = VisitorType;
export const KINDS = VISITOR_TYPES;
export const KIND_LABELS: Record<VisitorKind, string> = VISITOR_LABELS.visitanteTipo;
