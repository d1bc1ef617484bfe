import { weekdaysInRange } from '@portaria/shared/access-control/visitors.rules';
import type { DocumentType } from '@portaria/shared/access-control/visitors.rules';

export type { DocumentType };

/**
 * The visitor form's state and every reset of spec 02 §4 and §5, as one pure reducer: the screen only dispatches
 * what the person changed, and the tests check the resets without rendering.
 */
export type Authorization = 'INTERFONAR' | 'DIRETO';
export type AccessType = 'PONTUAL' | 'ACESSO_LIBERADO';

export type VisitorDraft = {
  /** A person of the condominium found by the document check (registered in another unit), or null. */
  idVisitante: number | null;
  nome: string;
  empresa: string;
  telefone: string;
  estrangeiro: boolean;
  tipoDocumento: DocumentType;
  numeroDocumento: string;
  autorizacao: Authorization | null;
  tipoAcesso: AccessType | null;
  /** PONTUAL: the one day. */
  data: string | null;
  /** ACESSO_LIBERADO: start, end and weekdays (1 Sunday … 7 Saturday). */
  dataDe: string | null;
  dataAte: string | null;
  diasSemana: number[];
  usaBiometriaFacial: boolean;
  /** The person's relation to the unit ('Filha', 'Motorista'), and the unit's leave to collect its parcels. */
  parentesco: string;
  retiraEncomendas: boolean;
  /** The leave's last day, or null: no end. */
  retiraAte: string | null;
};

export const EMPTY_DRAFT: VisitorDraft = {
  idVisitante: null,
  nome: '',
  empresa: '',
  telefone: '',
  estrangeiro: false,
  tipoDocumento: 'CPF',
  numeroDocumento: '',
  autorizacao: null,
  tipoAcesso: null,
  data: null,
  dataDe: null,
  dataAte: null,
  diasSemana: [],
  usaBiometriaFacial: false,
  parentesco: '',
  retiraEncomendas: false,
  retiraAte: null,
};

export type DraftChange =
  | { field: 'nome' | 'empresa' | 'telefone' | 'numeroDocumento' | 'parentesco'; value: string }
  | { field: 'estrangeiro'; value: boolean }
  | { field: 'tipoDocumento'; value: DocumentType }
  | { field: 'autorizacao'; value: Authorization }
  | { field: 'tipoAcesso'; value: AccessType }
  | { field: 'data' | 'dataDe' | 'dataAte'; value: string | null }
  | { field: 'diasSemana'; value: number[] }
  | { field: 'usaBiometriaFacial'; value: boolean }
  | { field: 'retiraEncomendas'; value: boolean }
  | { field: 'retiraAte'; value: string | null }
  | { field: 'idVisitante'; value: number | null };

const NO_DATES: Pick<VisitorDraft, 'data' | 'dataDe' | 'dataAte' | 'diasSemana'> = {
  data: null,
  dataDe: null,
  dataAte: null,
  diasSemana: [],
};

export const reduceDraft = (draft: VisitorDraft, change: DraftChange): VisitorDraft => {
  switch (change.field) {
    case 'estrangeiro':
      // Yes offers RNE or Passaporte, no offers CPF: the number typed for the other list goes.
      return {
        ...draft,
        estrangeiro: change.value,
        tipoDocumento: change.value ? 'RNE' : 'CPF',
        numeroDocumento: '',
        idVisitante: null,
      };
    case 'tipoDocumento':
      return { ...draft, tipoDocumento: change.value, numeroDocumento: '', idVisitante: null };
    case 'numeroDocumento':
      return { ...draft, numeroDocumento: change.value, idVisitante: null };
    case 'autorizacao':
      // Changing the method resets biometry, phone, access type and dates.
      if (change.value === draft.autorizacao) return draft;
      return {
        ...draft,
        ...NO_DATES,
        autorizacao: change.value,
        usaBiometriaFacial: false,
        telefone: '',
        tipoAcesso: null,
      };
    case 'tipoAcesso':
      // Changing the access type resets dates and weekdays.
      if (change.value === draft.tipoAcesso) return draft;
      return { ...draft, ...NO_DATES, tipoAcesso: change.value };
    case 'dataDe':
      // Picking a start resets the end and the weekdays.
      return { ...draft, dataDe: change.value, dataAte: null, diasSemana: [] };
    case 'dataAte': {
      // Only weekdays inside the new range stay chosen.
      const inRange: number[] = draft.dataDe && change.value ? weekdaysInRange(draft.dataDe, change.value) : [];
      return { ...draft, dataAte: change.value, diasSemana: draft.diasSemana.filter((d) => inRange.includes(d)) };
    }
    case 'retiraEncomendas':
      // Without the leave there is no last day to keep.
      return { ...draft, retiraEncomendas: change.value, retiraAte: change.value ? draft.retiraAte : null };
    default:
      return { ...draft, [change.field]: change.value };
  }
};
