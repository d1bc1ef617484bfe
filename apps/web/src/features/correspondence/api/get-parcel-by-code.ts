import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { call } from '../../../lib/endpoint-client';

/** GET /correspondencia/codigo/{codigo}: the parcel of the token's condominium with that code (404 otherwise). */
export const getParcelByCode = (codigo: number, signal?: AbortSignal): Promise<Correspondencia> =>
  call(correspondenceEndpoints.byCode, { params: { codigo }, signal });
