/** Build-time settings (Vite `VITE_*` variables) with safe defaults. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_URL ?? '/api',
  /** Build-time support chat address; the server's CHAT_URL (public config) wins when set. */
  chatUrl: import.meta.env.VITE_CHAT_URL || null,
} as const;
