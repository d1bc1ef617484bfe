import type { PreRegistrationBody } from '@portaria/shared/accounts/accounts.schemas';
import { preRegistrationEndpoints } from '@portaria/shared/accounts/pre-registration.endpoints';
import { call } from '../../../lib/endpoint-client';

/** POST /public/precadastro — files the pre-registration with the solved human check (201 PENDENTE). */
export const createPreRegistration = (body: PreRegistrationBody): Promise<{ status: 'PENDENTE' }> =>
  call(preRegistrationEndpoints.create, { body, token: null });
