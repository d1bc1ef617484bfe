import { SAO_PAULO_TIME_ZONE } from '../time-zone';
/**
 * Plain constants and formatters of the correspondence area (no zod: safe for any web bundle).
 * Spec 02 §2.6, §3 (Parcel, Correspondence), §9.
 */
export const CATEGORIAS = ['PACOTE', 'ENVELOPE', 'ALIMENTO', 'SACOLA', 'OUTROS'] as const;
export type Categoria = (typeof CATEGORIAS)[number];

export const TAMANHOS = ['PEQUENO', 'MEDIO', 'GRANDE', 'EXTRAGRANDE'] as const;
export type Tamanho = (typeof TAMANHOS)[number];

export const CORRESPONDENCIA_STATUS = ['PENDENTE', 'RETIRADA'] as const;
export type CorrespondenciaStatus = (typeof CORRESPONDENCIA_STATUS)[number];

export const REPORT_FORMATS = ['PDF', 'CSV'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Labels of the read shape (spec 02 §3). Categories are shown as the spec's upper-case names in item labels. */
export const TAMANHO_LABELS: Record<Tamanho, string> = {
  PEQUENO: 'Pequeno',
  MEDIO: 'Médio',
  GRANDE: 'Grande',
  EXTRAGRANDE: 'Extra grande',
};
export const CATEGORIA_LABELS: Record<Categoria, string> = {
  PACOTE: 'Pacote',
  ENVELOPE: 'Envelope',
  ALIMENTO: 'Alimento',
  SACOLA: 'Sacola',
  OUTROS: 'Outros',
};
export const STATUS_LABELS: Record<CorrespondenciaStatus, string> = {
  RETIRADA: 'Retirado',
  PENDENTE: 'Não retirado',
};

/** Field limits and page sizes (spec 02 §5, §9). */
export const CORRESPONDENCE_LIMITS = {
  destinatario: 35,
  descricao: 80,
  codigoRastreio: 50,
  /** The shelf position ('P3', 'Armário 2'), typed or scanned at registration (issue 33 item 1). */
  prateleira: 20,
  observacao: 256,
  nomeRetirada: 35,
  /** 10 MB = 10 * 1024 * 1024 bytes; one byte more is refused with 413. */
  photoMaxBytes: 10 * 1024 * 1024,
  pendingPageSize: 100,
  historyPageSize: 200,
  historyMaxDays: 90,
  residentsPageSize: 50,
} as const;

/**
 * Wrong pickup codes (issue 33 item 3, decision 127). A desk (one user in one condominium) may mistype a few: each
 * answers "incorreto" and the parcel keeps waiting. Past `perDesk` that desk waits; past `perCondominium` or
 * `perCondominiumDay` (several desks, or one that keeps on after its wait: a sweep) release by pickup code stops in
 * the whole condominium until the oldest failure leaves the window. The desk code with a document check always works.
 */
export const PICKUP_CODE_LIMITS = {
  perDesk: { max: 5, windowMs: 10 * 60 * 1000 },
  perCondominium: { max: 15, windowMs: 60 * 60 * 1000 },
  perCondominiumDay: { max: 40, windowMs: 24 * 60 * 60 * 1000 },
} as const;

export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Dates of the area are shown in the condominiums' time zone (all demo condominiums are in São Paulo). */
export const CORRESPONDENCE_TIME_ZONE = SAO_PAULO_TIME_ZONE;

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: CORRESPONDENCE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: CORRESPONDENCE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "2024-10-01T15:04:00.000Z" -> "01/10/2024 12:04" (São Paulo time). */
export const formatDataHora = (iso: string | Date): string => dateTimeFormat.format(new Date(iso)).replace(', ', ' ');

/** "2024-10-01" (a calendar day) or an ISO instant -> "01/10/2024". */
export const formatData = (value: string | Date): string => {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  return dateFormat.format(new Date(value));
};

const NOT_INFORMED = 'Não Informado';

/** How a parcel's code is written everywhere (label, notices, pending list): `Cód.71`. */
export const parcelCodeText = (id: number): string => `Cód.${id}`;

/** Spec 02 §2.6: 'Cód.{id} - DD/MM/YYYY HH:mm | CATEGORIA | TAMANHO | DESCRIÇÃO', missing values 'Não Informado'. */
export const correspondenceItemLabel = (item: {
  id: number;
  dataChegada: string;
  categoria: Categoria | null;
  tamanho: Tamanho | null;
  descricao: string | null;
}): string =>
  [
    `${parcelCodeText(item.id)} - ${formatDataHora(item.dataChegada)}`,
    item.categoria ?? NOT_INFORMED,
    item.tamanho ? TAMANHO_LABELS[item.tamanho].toUpperCase() : NOT_INFORMED,
    item.descricao?.trim() ? item.descricao.trim() : NOT_INFORMED,
  ].join(' | ');
