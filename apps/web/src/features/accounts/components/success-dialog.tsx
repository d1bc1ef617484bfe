import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { TIMINGS } from '@portaria/shared/constants';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { paths } from '../../../config/paths';

type SuccessDialogProps = { open: boolean };

/** Spec 01 §2: the success message, 'Ir para o Login', and the login on its own after 5 seconds. */
export const SuccessDialog = ({ open }: SuccessDialogProps) => {
  const navigate = useNavigate();
  const goToLogin = () => navigate(paths.login.getHref(), { replace: true });
  return (
    <FeedbackDialog
      open={open}
      severity="success"
      title={M.operationSuccess}
      message={M.redirectingToLogin}
      onClose={goToLogin}
      autoCloseMs={TIMINGS.redirectToLoginSeconds * 1000}
      actions={[{ label: M.goToLogin, onClick: goToLogin }]}
    />
  );
};
