import { z } from 'zod';

/**
 * zod's own messages in Brazilian Portuguese, for the few checks a schema leaves without pt-BR copy of its own.
 * Imported once by the server's app and the web entry; the server still answers its generic 'badRequest' copy
 * for these defaults (error-handler.ts tells them apart by comparing with this same locale).
 */
export const zodDefaults = z.locales.ptBR();
z.config(zodDefaults);
