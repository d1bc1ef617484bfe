/** Labels of the syndic's 'Pré-cadastros' screen the spec does not quote (ours, docs/decisions/039). */
export const REVIEW_TEXT = {
  cardDescription:
    'Aprove ou recuse o acesso de funcionários terceirizados (porteiros e zeladores) e as trocas de telefone da equipe.',
  pending: (count: number) => (count === 1 ? '1 aguardando aprovação' : `${count} aguardando aprovação`),
  phoneListLabel: 'Trocas de telefone aguardando aprovação',
  newPhone: 'Novo número:',
  currentPhone: 'Telefone atual:',
  noPhone: 'nenhum',
  phoneLoadError: 'Não foi possível carregar as trocas de telefone, tente novamente.',
  phoneApproveTitle: 'Aprovar troca de telefone',
  phoneRejectTitle: 'Recusar troca de telefone',
  listLabel: 'Pré-cadastros aguardando aprovação',
  requestedAt: 'Pedido em',
  loadError: 'Não foi possível carregar os pré-cadastros, tente novamente.',
  approveTitle: 'Aprovar pré-cadastro',
  rejectTitle: 'Recusar pré-cadastro',
} as const;
