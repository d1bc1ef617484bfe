import type { Porteiro } from '@portaria/shared/porteiros/porteiro.schemas';
import { api } from '../../../lib/api-client';

type PorteirosResponse = { data: Porteiro[] };

/**
 * GET /portaria/api/v1/porteiros?cpf= — the first element is the signed-in user; none means unknown user.
 * Plain fetcher: it is part of the login sequence, which runs without react-query.
 */
export const getPorteiro = async (cpf: string, token?: string): Promise<Porteiro | null> => {
  const response = await api.get<PorteirosResponse>('/portaria/api/v1/porteiros', { query: { cpf }, token });
  return response.data[0] ?? null;
};
