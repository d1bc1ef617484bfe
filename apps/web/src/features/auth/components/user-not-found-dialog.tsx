import { MESSAGES } from '@portaria/shared/messages';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';

type UserNotFoundDialogProps = { open: boolean; onClose: () => void };

/** Spec §4/§8: the doorkeeper record is missing, so the session was cleared. */
export const UserNotFoundDialog = ({ open, onClose }: UserNotFoundDialogProps) => (
  <FeedbackDialog open={open} severity="error" title={MESSAGES.userNotFound} onClose={onClose} />
);
