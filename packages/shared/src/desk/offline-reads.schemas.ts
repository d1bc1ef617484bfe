/**
 * What the desk keeps to read offline (issue 35 item 2, decision 129): one answer with every active unit of the
 * token's condominium as its unit page shows it, limited to what the desk needs with no internet. The web stores each
 * unit under the unit page's own query key, so the screens read it offline as if they had opened it.
 */
import { z } from 'zod';
import { unitPageSchema } from './desk.schemas.ts';

/**
 * Per unit: the instructions in force, residents and authorised people (CPF and document masked, no phone), parcels
 * waiting, visitors expected today, bookings and moves of today and tomorrow. Sections the desk does not read offline
 * (vehicles, keys, who is inside, the last events) are null, as are those the token's permissions do not cover.
 */
export const offlineReadsSchema = z.object({
  /** When the server read it (ISO 8601): the age the offline screens show. */
  geradoEm: z.string(),
  /** São Paulo day the answer is of ('YYYY-MM-DD'). */
  dia: z.string(),
  unidades: z.array(unitPageSchema),
});
export type OfflineReads = z.output<typeof offlineReadsSchema>;
