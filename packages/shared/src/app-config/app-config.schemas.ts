import { z } from 'zod';

/** GET /api/public/config: runtime settings the web app needs before login (support chat link). */
export const publicConfigSchema = z.object({ chatUrl: z.string() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
