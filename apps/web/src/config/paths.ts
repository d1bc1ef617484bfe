/** Every route of the app in one place: links and redirects never spell a path literally. */
export const paths = {
  login: { path: '/', getHref: () => '/' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  createAccount: { path: '/criar-conta', getHref: () => '/criar-conta' },
  recoverPassword: { path: '/recuperar-senha', getHref: () => '/recuperar-senha' },
  preRegistration: { path: '/pre-cadastro', getHref: () => '/pre-cadastro' },
  documentLink: { path: '/documento/:token', getHref: (token: string) => `/documento/${token}` },
  devOutbox: { path: '/dev/outbox', getHref: () => '/dev/outbox' },
} as const;
