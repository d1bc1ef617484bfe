import { FeedbackDialog } from '../../../components/ui/feedback-dialog';
import { isApiError } from '../../../lib/api-client';

/**
 * The spec's failure title; below it, the server's own words when they tell the user what to fix
 * (a duplicate plate, an invalid field), never a technical text.
 */
export const ErrorFeedback = ({ title, error, onClose }: { title: string; error: Error | null; onClose: () => void }) => {
  const detail = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
  return <FeedbackDialog open={Boolean(error)} severity="error" title={title} message={detail} onClose={onClose} autoCloseMs={0} />;
};
