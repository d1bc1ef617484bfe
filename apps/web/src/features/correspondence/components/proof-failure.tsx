import Alert from '@mui/material/Alert';
import { ProofOfflineError, ProofUploadError } from '../api/upload-proof';
import { RetryAlert } from '../../../components/ui/status/retry-alert';

type ProofFailureProps = { error: Error | null; onRetry: () => void };

/**
 * A release with proof that could not go: the upload failed (the form stays filled: 'Tentar novamente' sends it
 * again, without uploading twice what arrived), or there is no network (it is not queued: decision 131).
 */
export const ProofFailure = ({ error, onRetry }: ProofFailureProps) => {
  if (error instanceof ProofUploadError) return <RetryAlert onRetry={onRetry}>{error.message}</RetryAlert>;
  if (error instanceof ProofOfflineError) return <Alert severity="warning">{error.message}</Alert>;
  return null;
};
