/** The browser tab's title of each page of the web app ("<título> · Portaria"). */
export const PAGE_TITLES = {
  appName: 'Portaria',
  login: 'Início',
  dashboard: 'Painel',
  createAccount: 'Criar conta',
  recoverPassword: 'Recuperar senha',
  preRegistration: 'Pré-cadastro',
  devOutbox: 'Caixa de saída',
  invitation: 'Convite',
  documentLink: 'Documento',
  setup: 'Configuração inicial',
} as const;
