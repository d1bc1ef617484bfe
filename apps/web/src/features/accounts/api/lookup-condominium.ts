import { IDENTIFIER_KEY } from '@portaria/shared/accounts/accounts.schemas';
import { preRegistrationEndpoints } from '@portaria/shared/accounts/pre-registration.endpoints';
import { call } from '../../../lib/endpoint-client';

/** GET /condominios/public/condominium?reference= — the condominium's name (404: reference unknown). */
export const lookupCondominium = (reference: number): Promise<{ name: string }> =>
  call(preRegistrationEndpoints.lookupCondominium, {
    query: { reference },
    token: null,
    headers: { identifierKey: IDENTIFIER_KEY },
  });
