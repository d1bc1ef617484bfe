import { IDENTIFIER_KEY } from '@portaria/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

/** GET /condominios/public/condominium?reference= — the condominium's name (404: reference unknown). */
export const lookupCondominium = (reference: number): Promise<{ name: string }> =>
  api.get<{ name: string }>('/condominios/public/condominium', {
    query: { reference },
    token: null,
    headers: { identifierKey: IDENTIFIER_KEY },
  });
