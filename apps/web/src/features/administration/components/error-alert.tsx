import Alert from '@mui/material/Alert';
import { MESSAGES } from '@portaria/shared/messages';
import { userMessageOf } from '../../../lib/api-client';

/** A failed console change: the server's pt-BR reason when it has one, the generic message otherwise. */
export const ErrorAlert = ({ error }: { error: Error | null }) =>
  error ? (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {userMessageOf(error) ?? MESSAGES.internalError}
    </Alert>
  ) : null;
