/** Every route of the app in one place: links and redirects never spell a path literally. */
export const paths = {
  login: { path: '/', getHref: () => '/' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  createAccount: { path: '/criar-conta', getHref: () => '/criar-conta' },
  recoverPassword: { path: '/recuperar-senha', getHref: () => '/recuperar-senha' },
  preRegistration: { path: '/pre-cadastro', getHref: () => '/pre-cadastro' },
  devOutbox: { path: '/dev/outbox', getHref: () => '/dev/outbox' },
  /** The invitee's face-biometrics page (public: the token in the link is the permission). */
  invitation: { path: '/convite/:token', getHref: (token: string) => `/convite/${token}` },
} as const;
