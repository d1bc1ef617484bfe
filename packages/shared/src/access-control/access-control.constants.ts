/** Spec 02 §3 Profile values, in the order the form offers them, with their labels. */
export const PROFILES = [
  'morar.proprietario',
  'morar.inquilino',
  'morar.morador',
  'morar.parcial',
  'morar.restrito',
] as const;
export type Profile = (typeof PROFILES)[number];
export const PROFILE_LABELS: Record<Profile, string> = {
  'morar.proprietario': 'Proprietário',
  'morar.inquilino': 'Inquilino',
  'morar.morador': 'Morador',
  'morar.parcial': 'Menor de idade',
  'morar.restrito': 'Representante Legal',
};
export const profileLabel = (value: string): string => PROFILE_LABELS[value as Profile] ?? value;

/** The access request's tipoVinculo (spec 02 §3 Unit access request): resident or tenant. */
export const LINK_TYPES = ['morar.morador', 'morar.inquilino'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
/** Spec 02 §4: default app access S for a resident, N for a tenant. */
export const defaultAppAccess = (tipoVinculo: LinkType): boolean => tipoVinculo === 'morar.morador';

export const UNIT_ACCESS_ERRORS = ['MORADOR_JA_CADASTRADO', 'SOLICITACAO_EXISTENTE', 'MORADOR_BLOQUEADO'] as const;
export type UnitAccessError = (typeof UNIT_ACCESS_ERRORS)[number];

export const BIOMETRY_STATUSES = ['NAO_CADASTRADA', 'CADASTRADA'] as const;
export type BiometryStatus = (typeof BIOMETRY_STATUSES)[number];

export const REQUEST_STATUSES = ['PENDENTE', 'APROVADA', 'RECUSADA'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Spec 02 §5 and §9. */
export const RESIDENT_LIMITS = {
  name: 50,
  cpfField: 14,
  phoneMin: 9,
  phoneMax: 16,
  email: 50,
  pageSize: 50,
  searchMax: 100,
  searchDebounceMs: 1000,
} as const;
