import { userMessageOf } from '../../../lib/api-client';
import { FeedbackDialog } from './feedback-dialog';

type MutationFeedbackProps = { title: string; error: Error | null; onClose: () => void };

/**
 * A change that failed: the spec's failure title and, below it, the server's own words when they tell the user
 * what to fix (a duplicate plate, a parcel already released), never a technical text. Stays until closed.
 */
export const MutationFeedback = ({ title, error, onClose }: MutationFeedbackProps) => (
  <FeedbackDialog
    open={error !== null}
    severity="error"
    title={title}
    message={userMessageOf(error)}
    onClose={onClose}
    autoCloseMs={0}
  />
);
