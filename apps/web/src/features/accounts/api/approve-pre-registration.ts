import { preRegistrationEndpoints } from '@portaria/shared/accounts/pre-registration.endpoints';
import { call } from '../../../lib/endpoint-client';

type Decision = { id: number; status: 'PENDENTE' | 'APROVADO' | 'RECUSADO' };

/** POST /portaria/api/v1/precadastros/{id}/aprovar — the worker gets the role and may create a password. */
export const approvePreRegistration = (id: number): Promise<Decision> =>
  call(preRegistrationEndpoints.approve, { params: { id } });
