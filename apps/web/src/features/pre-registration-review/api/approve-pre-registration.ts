import { api } from '../../../lib/api-client';

type Decision = { id: number; status: 'PENDENTE' | 'APROVADO' | 'RECUSADO' };

/** POST /portaria/api/v1/precadastros/{id}/aprovar — the worker gets the role and may create a password. */
export const approvePreRegistration = (id: number): Promise<Decision> =>
  api.post<Decision>(`/portaria/api/v1/precadastros/${id}/aprovar`);
