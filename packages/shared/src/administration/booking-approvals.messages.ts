/** pt-BR copy of the syndic's approval of bookings in areas that need it (issue 31 item 6). */
export const APPROVAL_MESSAGES = {
  title: 'Reservas aguardando aprovação',
  empty: 'Nenhuma reserva aguardando aprovação.',
  notFound: 'Reserva aguardando aprovação não encontrada',
  approve: 'Aprovar',
  refuse: 'Recusar',
  approved: 'Reserva aprovada: a unidade foi avisada.',
  refused: 'Reserva recusada: a unidade foi avisada e a taxa, se havia, estornada.',
  refuseConfirm: 'Recusar esta reserva? O horário fica livre e a unidade é avisada.',
  columnArea: 'Área',
  columnUnit: 'Unidade',
  columnWhen: 'Quando',
  columnFee: 'Taxa',
} as const;
