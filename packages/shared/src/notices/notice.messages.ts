/** pt-BR copy of the notices' delivery status (issue 16; ours, in the spec's style). */
export const NOTICE_MESSAGES = {
  resend: 'Reenviar aviso',
  sentCount: {
    one: 'Aviso enviado para {n} morador da unidade (e-mail e/ou SMS).',
    other: 'Aviso enviado para {n} moradores da unidade (e-mail e/ou SMS).',
  },
  onItsWay: 'O aviso aos moradores está a caminho (e-mail e/ou SMS). Acompanhe na lista de pendentes.',
  failedCount: {
    one: 'O aviso não chegou a {n} morador da unidade. Use "Reenviar aviso" na lista de pendentes ou avise pelo interfone.',
    other:
      'O aviso não chegou a {n} moradores da unidade. Use "Reenviar aviso" na lista de pendentes ou avise pelo interfone.',
  },
  failedChip: 'Aviso não enviado',
  queuedChip: 'Aviso na fila',
  sentChip: 'Aviso enviado',
  emailFailedChip: 'E-mail não enviado',
  emailQueuedChip: 'E-mail na fila',
  emailSentChip: 'E-mail enviado',
  noticesLoading: 'Carregando a situação do aviso…',
  noticesFailed: 'Não foi possível carregar a situação do aviso.',
  noRecipients: 'Nenhum morador da unidade tem e-mail ou celular para o aviso.',
  failedDetail: 'Falhou após {tentativas} tentativas: {erro}',
  resent: 'Aviso reenviado para a fila.',
  resendFailed: 'Não foi possível reenviar o aviso. Tente novamente.',
  recipientsLabel: 'Aviso por morador',
  channels: { sms: 'SMS', email: 'e-mail' },
  recipientStatus: {
    ENVIADO: '{canal} enviado',
    NA_FILA: '{canal} na fila',
    FALHOU: '{canal} não enviado após {tentativas} tentativas ({erro})',
  },
  nothingToResend: 'Não há aviso com falha nesta correspondência.',
} as const;
