import { useMutation } from '@tanstack/react-query';
import type { SendMail } from '@portaria/shared/documents/document.schemas';
import { documentEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { call } from '../../../lib/endpoint-client';

/** POST /sendmail?email= — the server makes the 7-day link and e-mails it. */
export const sendDocument = (body: SendMail) =>
  call(documentEndpoints.sendMail, { query: { email: body.email }, body });

export const useSendDocument = () => useMutation({ mutationFn: sendDocument });
