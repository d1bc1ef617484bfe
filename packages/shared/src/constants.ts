/** Business constants of spec 01 §9 and 02 §9. One source for web and server. */
export const TIMINGS = {
  feedbackAutoCloseMs: 8000,
  modalAutoCloseMs: 7000,
  codeResendSeconds: 60,
  redirectToLoginSeconds: 5,
  permissionRefreshMs: 60 * 60 * 1000,
  searchDebounceMs: 1000,
  documentCheckDebounceMs: 500,
} as const;

export const LIMITS = {
  cpfDigits: 11,
  cpfFieldMax: 14,
  codeLength: 6,
  phoneFieldMin: 12,
  phoneFieldMax: 16,
  emailShared: 45,
  fileNameInMessages: 15,
} as const;

export const PDF_ZOOM = { initial: 1.5, step: 0.1, min: 0.4, max: 3 } as const;

/** Date fields accept today through one year ahead. */
export const DATE_LIMIT = { maxYearsAhead: 1 } as const;

export const CHAT_HOURS = { from: '8h30', to: '17h30', days: 'segunda a sexta' } as const;

/** The temporary system-update notice is shown only on these days (local time), inclusive. */
export const MAINTENANCE_WINDOW = { from: '2024-10-12', to: '2024-10-13' } as const;

/**
 * A context token never outlives the shift that started at login. The web warns `warnMinutes` before that end
 * (re-entering the password opens a new shift); a token replaced by a refresh keeps opening its condominium for
 * `renewalGraceSeconds`, so other tabs and requests already on their way do not fail (decision 096).
 */
export const SESSION = { maxHours: 12, loginTokenMinutes: 10, warnMinutes: 10, renewalGraceSeconds: 60 } as const;

/** Brute-force limits of the login. */
export const LOGIN_LIMITS = {
  perCpf: { max: 10, windowMs: 15 * 60 * 1000 },
  perIp: { max: 30, windowMs: 5 * 60 * 1000 },
  /** A device the person signed in from before has a budget of its own (docs/decisions/066). */
  perDevice: { max: 10, windowMs: 15 * 60 * 1000 },
} as const;

export const ORIGIN_HEADER = { name: 'origem', value: 'PORTARIA' } as const;
export const LOCALE = 'pt-BR';
export const CURRENCY = 'BRL';
