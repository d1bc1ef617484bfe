/** Spec 02 §2.7, §3 Document, §9. */
export const TIPOS_DOCUMENTO = ['CONVENCAO', 'REGULAMENTO'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

export const TIPO_DOCUMENTO_LABELS: Record<TipoDocumento, string> = {
  CONVENCAO: 'Estatuto/Convenção',
  REGULAMENTO: 'Regulamento Interno',
};

export const DOCUMENT_LIMITS = {
  /** Link validity: 7 days (604800000 ms), the spec's `expiration`. */
  linkMs: 604_800_000,
  emailMax: 50,
  /** Document e-mails per unit per hour (decision 077). */
  sendsPerUnitPerHour: 10,
  fileMaxBytes: 10 * 1024 * 1024,
  /** The success notice stays 14 s. */
  noticeMs: 14_000,
} as const;

export const DOCUMENT_TYPES = ['application/pdf'] as const;
