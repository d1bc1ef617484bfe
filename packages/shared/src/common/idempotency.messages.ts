/** pt-BR copy of the Idempotency-Key rules (ours: the spec does not cover retries). */
export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Chave de idempotência inválida.',
  mismatch: 'Esta solicitação já foi enviada com outros dados. Recarregue a tela e tente novamente.',
} as const;
