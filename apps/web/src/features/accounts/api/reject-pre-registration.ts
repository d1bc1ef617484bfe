import { preRegistrationEndpoints } from '@portaria/shared/accounts/pre-registration.endpoints';
import { call } from '../../../lib/endpoint-client';

type Decision = { id: number; status: 'PENDENTE' | 'APROVADO' | 'RECUSADO' };

/** POST /portaria/api/v1/precadastros/{id}/recusar — the pre-registration is closed without access. */
export const rejectPreRegistration = (id: number): Promise<Decision> =>
  call(preRegistrationEndpoints.reject, { params: { id } });
