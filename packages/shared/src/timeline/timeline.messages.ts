/** pt-BR copy of the daily timeline (spec 02 §2.5, §8). */
export const TIMELINE_MESSAGES = {
  title: 'Linha do tempo do dia',
  open: 'Linha do tempo',
  search: 'Buscar na linha do tempo',
  empty: 'Nenhuma informação para esse dia',
  emptyFiltered: 'Nenhuma informação para esse dia com o filtro aplicado',
  loading: 'Aguarde... Carregando dados do seu condomínio',
  loadError: 'Erro ao buscar linha do tempo',
  loadMore: 'Carregar mais',
  loadingMore: 'Carregando mais eventos',
  /** Ours: a window cursor the server did not give (decision 115). */
  cursorInvalid: 'Posição inválida na linha do tempo',
  count: { zero: 'Nenhum evento', one: '{n} evento', other: '{n} eventos' },
} as const;
