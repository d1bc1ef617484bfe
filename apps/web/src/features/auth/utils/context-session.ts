import type { ContextToken } from '@portaria/shared/auth/auth.schemas';
import type { SessionUpdate } from '../../../lib/session';

/** The session values a context token carries: bearer, validity and the authorization context. */
export const sessionFromContext = (context: ContextToken): SessionUpdate => ({
  token: context.token,
  validFrom: context.validFrom,
  validUntil: context.validUntil,
  condominiumId: context.context,
  permissions: { rolePermissions: context.rolePermissions, customPermissions: context.customPermissions },
  expired: false,
});
