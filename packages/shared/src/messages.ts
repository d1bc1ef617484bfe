import type { TileId } from './permissions';

/**
 * pt-BR product copy. Texts quoted by the spec are reproduced exactly; the few written by us
 * (where the spec says "not shown") are marked "ours" and recorded in docs/decisions.
 */
export const MESSAGES = {
  // login and session (spec 01 §2, §8)
  loginInvalid: 'CPF ou senha inválidos!',
  cpfInvalid: 'CPF inválido',
  /** An empty CPF says what to do, like every other empty field (issue 17). */
  cpfRequired: 'Informe o CPF',
  enter: 'Entrar',
  forgotPassword: 'Esqueci minha senha',
  register: 'Cadastrar',
  preRegister: 'Faça o pré-cadastro',
  userNotFound: 'Usuário não encontrado',
  sessionExpired: "Sua sessão expirou, clique em 'OK' para retornar à página de login.",
  /** Ours (issue 28, decision 096): the end-of-shift warning, 10 minutes before the token's hard end. */
  sessionEndingTitle: 'Sua sessão está terminando',
  sessionEndingText:
    'Por segurança, a sessão termina às {hora}. Digite sua senha para continuar conectado: o que você está preenchendo continua na tela.',
  sessionContinue: 'Continuar conectado',
  sessionNotNow: 'Agora não',
  logoutConfirm: 'Deseja sair do sistema?',
  logout: 'Sair',
  cancel: 'Cancelar',
  conclude: 'Concluir',
  close: 'Fechar',
  ok: 'OK',
  back: 'Voltar',
  next: 'Avançar',
  select: 'Selecione',
  wait: 'Aguarde...',
  search: 'Pesquise',
  somethingWentWrong: 'Algo deu errado',
  reloadPage: 'Recarregar página',
  warningBanner:
    'AVISO: Você confirma? Qualquer problema, o horário desta ação poderá ser confrontado com a escala do dia.',
  attachedFile: 'Arquivo Anexado',
  // references (spec 01 §8)
  referenceInvalid: 'A referência selecionada não é válida',
  referenceSelectError: 'Erro ao selecionar a referência',
  referenceSelectErrorRetry: 'Erro ao selecionar a referência, tente novamente',
  referencesLoadError: 'Erro ao buscar as referências, tente novamente.',
  referenceLabel: 'Referência',
  // chat (spec 01 §1, §2)
  chatCollapsed: 'Precisa de ajuda? Clique aqui',
  chatTitle: 'Fale com nosso suporte',
  chatStart: 'Iniciar',
  chatHours: 'Atendimento de segunda a sexta, das 8h30 às 17h30.', // ours: notice wording
  chatClosed: 'O suporte está fechado agora. Abre {quando} às 8h30.', // ours (issue 17)
  chatNotConfigured:
    'Chat não configurado: defina CHAT_URL no servidor (ou VITE_CHAT_URL ao compilar o app) com o endereço do chat, por exemplo https://wa.me/55DDDNUMERO.', // ours (issue 17)
  // dates (spec 01 §5)
  dateInvalid: 'Selecione uma data válida',
  dateOutOfRange: 'Data fora do período aceito: use um ano entre 2000 e 2100.', // ours (issue 28)
  dateBeforeToday: 'A data não pode ser menor que hoje',
  dateOverOneYear: 'A data não pode ultrapassar 1 ano',
  // dashboard (ours: the spec describes the notice but not its words)
  maintenanceNotice:
    'Atenção: nos dias 12 e 13 de outubro de 2024 o sistema passará por atualizações e poderá ficar instável.',
  // account, recovery, pre-registration (spec 01 §2, §8)
  createAccountTitle: 'Cadastrar nova conta',
  preRegisterTitle: 'Pré-cadastro funcionário terceirizado',
  operationSuccess: 'Operação realizada com sucesso!',
  redirectingToLogin: 'Você será redirecionado ao login em instantes',
  goToLogin: 'Ir para o Login',
  // server-side answers (ours, in the spec's register)
  badRequest: 'Dados inválidos. Verifique os campos e tente novamente.',
  idInvalid: 'Identificador inválido',
  textInvalid: 'Texto com caracteres inválidos.',
  notFoundRoute: 'Recurso não encontrado.',
  unauthorized: 'Sessão inválida ou expirada. Faça login novamente.',
  forbidden: 'Acesso não permitido para esta referência.',
  tooManyLoginAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  tooManyRequests: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',
  internalError: 'Erro interno. Tente novamente em instantes.',
  // ours: a full queue (the embedded database's, decision 062; argon2 hashing, platform/http/work-gate.ts): 503 + Retry-After
  serverBusy: 'Servidor ocupado. Tente novamente em alguns segundos.',
  condominiumNotFound: 'Condomínio não encontrado.',
  payloadTooLarge: 'Arquivo maior que o permitido.',
  headersTooLarge: 'Cabeçalhos da requisição grandes demais.',
  requestTimeout: 'A requisição demorou demais. Tente novamente.',
  // shared UI kit, components/ui (spec 01 §2, 02 §2; labels marked "ours" are not quoted by the spec)
  attachedFileAlt: 'Arquivo anexado', // ours: image alt text
  documentViewError: 'Não foi possível exibir o documento, tente novamente!',
  zoomIn: 'Aumentar zoom', // ours
  zoomOut: 'Diminuir zoom', // ours
  searchOpen: 'Pesquisar', // ours
  searchClear: 'Limpar pesquisa', // ours
  tileComingSoon: 'Em breve', // ours
  discardQuestion: 'Deseja descartar as informações preenchidas?', // ours (issue 17)
  discard: 'Descartar', // ours
  draftRestored: 'Rascunho recuperado', // ours (issue 28)
  draftDiscard: 'Descartar rascunho', // ours (issue 28)
  previousDay: 'Dia anterior', // ours
  nextDay: 'Próximo dia', // ours
  previousMonth: 'Mês anterior', // ours
  nextMonth: 'Próximo mês', // ours
  calendarFree: 'Livre',
  calendarBlocked: 'Bloqueado',
  calendarUnavailable: 'Indisponíveis',
  selectBlock: 'Selecione o bloco:',
  selectUnit: 'Selecione a unidade:',
  blockStepLabel: 'Bloco', // ours: step indicator label
  unitStepLabel: 'Unidade', // ours: step indicator label
  filterUnits: 'Filtrar unidades', // ours
  noUnitsFound: 'Nenhuma unidade encontrada', // ours
  stepProgress: 'Etapa {current} de {total}', // ours
  selectAllCorrespondence: 'Selecionar todas as correspondências da unidade',
  // web shell (ours: copy the spec does not quote, recorded in docs/decisions)
  networkError: 'Não foi possível falar com o servidor. Verifique a conexão e tente novamente.',
  passwordRequired: 'Informe a senha',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  cpfWithoutAccount: 'Este CPF ainda não tem acesso. Use “Cadastrar” abaixo para criar sua senha.',
  outsourcedWorker: 'Funcionário terceirizado?',
  loginTitle: 'Acesse sua conta',
  loginSubtitle: 'Entre com seu CPF e senha para iniciar o turno na portaria.',
  backToLogin: 'Voltar para o login',
  featureUnavailableTitle: 'Disponível em breve',
  featureUnavailable:
    'Esta funcionalidade ainda não está disponível nesta versão. Enquanto isso, fale com o síndico ou com nosso suporte.',
  flowComingSoonTitle: 'Em breve nesta tela',
  flowComingSoon:
    'Esta área chega em uma próxima versão do Portaria. Por enquanto, registre as informações como de costume.',
  retry: 'Tentar novamente',
  condominiumLoadError: 'Não foi possível carregar o condomínio.',
  dashboardSubtitle: 'Escolha uma área para começar o atendimento.',
  noTilesAvailable: 'Seu perfil ainda não tem acesso a nenhuma área. Fale com o síndico para liberar as permissões.',
  chatMinimize: 'Minimizar chat',
  chatIntro: 'Tire dúvidas sobre o sistema com a equipe Linha direta.',
  unexpectedErrorDetail: 'Recarregue a página para continuar. Se o problema persistir, fale com nosso suporte.',
  // brand, login fields and public footer (ours, as on the screens since issue 1)
  appName: 'Portaria',
  footerTagline: 'Gestão da portaria do condomínio',
  cpfLabel: 'CPF',
  passwordLabel: 'Senha',
  accessLinksLabel: 'Acesso',
} as const;

/** One-line description under each dashboard tile (ours; titles come from TILES in permissions.ts). */
export const TILE_DESCRIPTIONS = {
  accessControl: 'Registre entradas e saídas de visitantes e prestadores.',
  correspondence: 'Receba encomendas e avise os moradores da unidade.',
  reservations: 'Consulte reservas e bloqueios das áreas comuns.',
  occurrences: 'Registre e acompanhe as ocorrências do condomínio.',
  vehicles: 'Consulte os veículos cadastrados de cada unidade.',
  documents: 'Acesse documentos e comunicados do condomínio.',
  shiftBook: 'Anote o que o próximo turno precisa saber e passe o plantão.',
  keys: 'Entregue e receba as chaves e veja quem está com cada uma.',
} as const satisfies Record<TileId, string>;

export type MessageKey = keyof typeof MESSAGES;

/** Greeting by time of day: morning 06-12, afternoon 12-17, night 17-06 (spec 01 §1). */
export const greeting = (date: Date): string => {
  const h = date.getHours();
  if (h >= 6 && h < 12) return 'Bom dia';
  if (h >= 12 && h < 17) return 'Boa tarde';
  return 'Boa noite';
};
