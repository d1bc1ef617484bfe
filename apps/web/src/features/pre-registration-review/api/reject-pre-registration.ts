import { api } from '../../../lib/api-client';

type Decision = { id: number; status: 'PENDENTE' | 'APROVADO' | 'RECUSADO' };

/** POST /portaria/api/v1/precadastros/{id}/recusar — the pre-registration is closed without access. */
export const rejectPreRegistration = (id: number): Promise<Decision> =>
  api.post<Decision>(`/portaria/api/v1/precadastros/${id}/recusar`);
