import type { AuthorizationType } from '@portaria/shared/access-control/visitors.rules';

/** The filters of the day's entries (spec 02 §4), kept with the open flow: the desk's 'Registrar entrada' starts on one unit. */
export type EntryFilters = {
  curinga: string;
  idsBlocos: number[];
  idsUnidades: number[];
  /** 'S' only with the entry (or exit) registered, 'N' only without, '' both. */
  entradaMarcada: '' | 'S' | 'N';
  saidaMarcada: '' | 'S' | 'N';
  tipoAutorizacao: '' | Exclude<AuthorizationType, 'INTERFONAR'>;
};
export const NO_ENTRY_FILTERS: EntryFilters = {
  curinga: '',
  idsBlocos: [],
  idsUnidades: [],
  entradaMarcada: '',
  saidaMarcada: '',
  tipoAutorizacao: '',
};

/** The flow value of the entry or exit whose confirmation is open (a refresh, or the desk's start, reopens it). */
export const ENTRY_LOG = 'entries:log';
