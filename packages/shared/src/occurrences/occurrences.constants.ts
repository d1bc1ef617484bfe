/** Spec 02 §3 Occurrence, §5 Occurrence form, §9. */
export const TIPOS_OCORRENCIA = ['ELOGIO', 'SUGESTAO', 'RECLAMACAO', 'OUTROS'] as const;
export type TipoOcorrencia = (typeof TIPOS_OCORRENCIA)[number];

export const TIPO_OCORRENCIA_LABELS: Record<TipoOcorrencia, string> = {
  ELOGIO: 'Elogio',
  SUGESTAO: 'Sugestão',
  RECLAMACAO: 'Reclamação',
  OUTROS: 'Outros',
};

export const OCCURRENCE_LIMITS = {
  conteudoMax: 200,
  emailMax: 50,
  pageSize: 50,
  searchMin: 3,
  /** Default period of the list: the last 90 days. */
  defaultDays: 90,
  attachmentMaxBytes: 10 * 1024 * 1024,
} as const;

/** Attachments: jpg/jpeg, png or pdf, recognised by their first bytes. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
