import { PAGE_TITLES as T } from '@portaria/shared/common/pages.messages';

/** Every route of the app in one place: links and redirects never spell a path literally. */
export const paths = {
  login: { path: '/', getHref: () => '/', title: T.login },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard', title: T.dashboard },
  createAccount: { path: '/criar-conta', getHref: () => '/criar-conta', title: T.createAccount },
  recoverPassword: { path: '/recuperar-senha', getHref: () => '/recuperar-senha', title: T.recoverPassword },
  preRegistration: { path: '/pre-cadastro', getHref: () => '/pre-cadastro', title: T.preRegistration },
  devOutbox: { path: '/dev/outbox', getHref: () => '/dev/outbox', title: T.devOutbox },
  /** The one-time setup of an installation without demo data (the secret printed at start is the permission). */
  setup: { path: '/instalacao/:segredo', getHref: (segredo: string) => `/instalacao/${segredo}`, title: T.setup },
  /** The invitee's face-biometrics page (public: the token in the link is the permission). */
  invitation: {
    path: '/convite/:token',
    getHref: (token: string) => `/convite/${token}`,
    title: T.invitation,
    isForResidents: true,
  },
  /** The e-mailed document link (public: the token in the link is the permission). */
  documentLink: {
    path: '/documento/:token',
    getHref: (token: string) => `/documento/${token}`,
    title: T.documentLink,
    isForResidents: true,
  },
} as const;

export const APP_NAME = T.appName;

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
