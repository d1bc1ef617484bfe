const DEFAULT_CHAT_URL = 'https://wa.me/5511999990000';

/** Build-time settings (Vite `VITE_*` variables) with safe defaults. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_URL ?? '/api',
  chatUrl: import.meta.env.VITE_CHAT_URL || DEFAULT_CHAT_URL,
} as const;
