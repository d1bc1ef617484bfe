import type { TokenGenerationPending, TokenGenerationResponse } from '@portaria/shared/accounts/accounts.schemas';
import { stripPhone } from '@portaria/shared/br/phone';
import { accountEndpoints } from '@portaria/shared/accounts/accounts.endpoints';
import { call } from '../../../lib/endpoint-client';

/** Either one of the CPF's phones (its opaque key) or a number typed in full. */
export type CodeDestination = { contactKey: string } | { phone: string };

/**
 * POST /token/generation — sends the SMS code (a resend is the same call and replaces the old code). A typed number
 * that is not on file sends nothing: 202 PENDING_APPROVAL until the syndic approves it (issue 28).
 */
export const sendCode = async (
  hashToken: string,
  destination: CodeDestination,
): Promise<TokenGenerationResponse | TokenGenerationPending> =>
  (await call(accountEndpoints.sendCode, {
    body:
      'phone' in destination
        ? { hashToken, hashDevice: null, phone: stripPhone(destination.phone) }
        : { hashToken, hashDevice: null, contactKey: destination.contactKey },
    token: null,
  })) as TokenGenerationResponse | TokenGenerationPending;
