/** Every route of the app in one place: links and redirects never spell a path literally. */
export const paths = {
  login: { path: '/', getHref: () => '/', title: 'Início' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard', title: 'Painel' },
  createAccount: { path: '/criar-conta', getHref: () => '/criar-conta', title: 'Criar conta' },
  recoverPassword: { path: '/recuperar-senha', getHref: () => '/recuperar-senha', title: 'Recuperar senha' },
  preRegistration: { path: '/pre-cadastro', getHref: () => '/pre-cadastro', title: 'Pré-cadastro' },
  devOutbox: { path: '/dev/outbox', getHref: () => '/dev/outbox', title: 'Caixa de saída' },
  /** The invitee's face-biometrics page (public: the token in the link is the permission). */
  invitation: {
    path: '/convite/:token',
    getHref: (token: string) => `/convite/${token}`,
    title: 'Convite',
    isForResidents: true,
  },
  /** The e-mailed document link (public: the token in the link is the permission). */
  documentLink: {
    path: '/documento/:token',
    getHref: (token: string) => `/documento/${token}`,
    title: 'Documento',
    isForResidents: true,
  },
} as const;

export const APP_NAME = 'Portaria';

/** The browser tab's title of a path: the screen first, so tabs and history tell screens apart. */
const matches = (pattern: string, pathname: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname);

/** A page a resident or an invitee opens from a link (document, invitation): the staff's support chat stays off. */
export const isResidentPage = (pathname: string) =>
  Object.values(paths).some((p) => 'isForResidents' in p && p.isForResidents && matches(p.path, pathname));

export const documentTitleOf = (pathname: string): string => {
  const route = Object.values(paths).find((p) => matches(p.path, pathname));
  return route ? `${route.title} · ${APP_NAME}` : APP_NAME;
};
