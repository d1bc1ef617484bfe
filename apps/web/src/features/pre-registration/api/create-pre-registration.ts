import type { PreRegistrationBody } from '@portaria/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

/** POST /public/precadastro — files the pre-registration with the solved human check (201 PENDENTE). */
export const createPreRegistration = (body: PreRegistrationBody): Promise<{ status: 'PENDENTE' }> =>
  api.post<{ status: 'PENDENTE' }>('/public/precadastro', body, { token: null });
