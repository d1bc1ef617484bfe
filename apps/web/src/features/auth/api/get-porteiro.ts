import type { Porteiro } from '@portaria/shared/auth/porteiro.schemas';
import { porteiroEndpoints } from '@portaria/shared/auth/porteiros.endpoints';
import { call } from '../../../lib/endpoint-client';

/**
 * GET /portaria/api/v1/porteiros?cpf= — the first element is the signed-in user; none means unknown user.
 * Plain fetcher: it is part of the login sequence, which runs without react-query.
 */
export const getPorteiro = async (cpf: string, token?: string): Promise<Porteiro | null> => {
  const response = await call(porteiroEndpoints.find, { query: { cpf }, token });
  return response.data[0] ?? null;
};
