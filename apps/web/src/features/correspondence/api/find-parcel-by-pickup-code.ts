import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { call } from '../../../lib/endpoint-client';

/**
 * POST /correspondencia/codigo-retirada: the parcel waiting with the resident's pickup code (decision 127). 404 wrong,
 * 409 already used, 429 too many wrong codes; each with its pt-BR message.
 */
export const findParcelByPickupCode = (codigoRetirada: string, signal?: AbortSignal): Promise<Correspondencia> =>
  call(correspondenceEndpoints.byPickupCode, { body: { codigoRetirada }, signal });
