import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { MESSAGES } from '@portaria/shared/messages';
import type { UiAction } from '../../../components/ui/controls/action-buttons';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { paths } from '../../../config/paths';
import { openChat } from '../../../lib/chat-state';
import type { Notice, NoticeAction } from '../utils/notices';
import { ACCOUNT_TEXT } from '../utils/account-text';

type NoticeDialogProps = { notice: Notice | null; onClose: () => void; onRestart: () => void };

/** The wizard's dialogs (spec 01 §4, §8): the message and the way on that fits it. */
export const NoticeDialog = ({ notice, onClose, onRestart }: NoticeDialogProps) => {
  const navigate = useNavigate();
  const isRestart = notice?.actions.includes('restart') ?? false;
  const handleClose = isRestart ? onRestart : onClose;
  const byAction: Record<NoticeAction, UiAction> = {
    login: { label: M.goToLogin, onClick: () => navigate(paths.login.getHref()) },
    register: { label: M.goToRegistration, onClick: () => navigate(paths.createAccount.getHref()) },
    recover: { label: M.forgotPasswordTitle, onClick: () => navigate(paths.recoverPassword.getHref()) },
    chat: {
      label: ACCOUNT_TEXT.talkToSupport,
      onClick: () => {
        onClose();
        openChat();
      },
    },
    restart: { label: ACCOUNT_TEXT.startOver, onClick: onRestart },
  };
  const actions: UiAction[] = [
    ...(isRestart ? [] : [{ label: MESSAGES.close, onClick: onClose, variant: 'outlined' as const }]),
    ...(notice?.actions ?? []).map((action) => byAction[action]),
  ];
  return (
    <FeedbackDialog
      open={notice !== null}
      severity={notice?.severity ?? 'info'}
      title={notice?.title ?? ''}
      message={notice?.message}
      onClose={handleClose}
      actions={actions}
    />
  );
};
