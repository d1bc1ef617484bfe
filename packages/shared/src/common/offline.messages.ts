/** pt-BR copy of the desk's offline mode (issue 35): the banner, the marks on the lists, the pendências screen. */
export const OFFLINE_MESSAGES = {
  pendingMark: 'Aguardando envio',
  /** Before the mark on a visit's card, which holds an entry and an exit. */
  markEntry: 'Entrada',
  markExit: 'Saída',
  offlineBanner: {
    zero: 'Sem conexão — 0 registros aguardando envio',
    one: 'Sem conexão — {n} registro aguardando envio',
    other: 'Sem conexão — {n} registros aguardando envio',
  },
  sendingBanner: { one: 'Enviando {n} registro…', other: 'Enviando {n} registros…' },
  waitingOnline: { one: '{n} registro aguardando envio', other: '{n} registros aguardando envio' },
  sendNow: 'Enviar agora',
  refusedBanner: {
    one: '{n} registro não aceito pelo servidor',
    other: '{n} registros não aceitos pelo servidor',
  },
  pendenciesTitle: 'Pendências de sincronização',
  pendenciesOpen: 'Ver pendências',
  pendenciesIntro:
    'O servidor não aceitou estes registros feitos sem conexão. Corrija o que for preciso e reenvie, ou descarte.',
  pendenciesEmpty: 'Nenhuma pendência de sincronização.',
  resend: 'Reenviar',
  discard: 'Descartar',
  discardConfirm: 'Descartar este registro? Ele não será enviado ao servidor.',
  happenedAt: 'Feito em {quando}',
  reason: 'Motivo: {motivo}',
  dataAge: 'Dados de {hora} — sem conexão',
  savedOffline: 'Registrado sem conexão',
  savedOfflineDetail: 'Aguardando envio: será enviado com o horário de agora quando a internet voltar.',
  labelEntry: 'Entrada de {nome}',
  labelExit: 'Saída de {nome}',
  labelNewVisitor: 'Cadastro e entrada de {nome}',
  /** A record made on a new visitor's card before the registration was sent, when the registration was refused. */
  justSent: 'O cadastro deste visitante acabou de ser enviado: feche e registre a saída no cartão atualizado.',
  waitsFor: 'Depende de “{registro}”, que ainda não foi aceito: reenvie esse registro primeiro ou descarte os dois.',
  labelParcel: 'Correspondência para {destinatario} ({unidade})',
  labelRelease: 'Retirada de Cód.{codigos} por {nome}',
  labelBook: 'Livro da portaria: {texto}',
  labelOccurrence: 'Ocorrência: {titulo}',
  /** The typed text of a refused record that `Pendências de sincronização` lets the doorkeeper correct. */
  fields: {
    destinatario: 'Destinatário',
    descricao: 'Descrição',
    codigoRastreio: 'Código de rastreio',
    prateleira: 'Local na prateleira',
    titulo: 'Título',
    texto: 'Texto',
    nomeMoradorNaoCadastro: 'Nome de quem retira',
    observacao: 'Observação',
  },
  updateReady: 'Nova versão instalada: ela abre na próxima vez que o sistema for iniciado.',
} as const;
