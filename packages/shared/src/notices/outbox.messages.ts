/** Copy of the development outbox page (ours: the spec does not describe it; docs/decisions/038). */
export const OUTBOX_TEXT = {
  title: 'Caixa de saída',
  subtitle: 'Mensagens SMS e e-mails enviados pelo sistema',
  devOnlyTitle: 'Somente no modo de demonstração/desenvolvimento',
  devOnly:
    'Nenhum SMS ou e-mail sai de verdade deste servidor: as mensagens ficam aqui, na memória do servidor, para quem está testando o sistema ler os códigos. Elas somem quando o servidor reinicia. Em produção esta página não existe.',
  needsKeyTitle: 'Abra a caixa de saída pelo endereço do terminal',
  needsKey:
    'Os códigos SMS daqui abrem contas, por isso a caixa de saída só abre com a chave que o servidor sorteia ao iniciar. Copie o endereço completo mostrado no terminal em que o servidor foi iniciado, na linha “SMS e e-mails (desenvolvimento): leia os códigos em …”, e cole na barra de endereços.',
  notActive:
    'Esta chave não abre a caixa de saída: o servidor sorteia uma chave nova cada vez que inicia, ou a caixa de saída não está ativa neste servidor (ela só existe no modo de demonstração/desenvolvimento). Use o endereço mostrado agora no terminal do servidor.',
  loadError: 'Não foi possível carregar a caixa de saída, tente novamente.',
  refresh: 'Atualizar',
  empty: 'Nenhuma mensagem enviada até agora.',
  listLabel: 'Mensagens enviadas',
  sms: 'SMS',
  email: 'E-mail',
  to: 'Para',
  subject: 'Assunto',
} as const;
