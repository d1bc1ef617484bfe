import { z } from 'zod';

/** GET /api/public/config: runtime settings the web app needs (support chat link, access control's contacts). */
export const publicConfigSchema = z.object({
  /** CHAT_URL: the external support chat; null when unset (the widget then says how to configure it). */
  chatUrl: z.string().nullable(),
  /** BIOMETRICS_PANEL_URL: the external face-biometrics panel (access-control menu option 6); null when unset. */
  biometricsPanelUrl: z.string().nullable(),
  /** Support contacts shown to a resident without a CPF (spec 02 §2.2), digits with country code; null when unset. */
  supportWhatsapp: z.string().nullable(),
  supportPhone: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
