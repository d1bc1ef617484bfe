import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { UnitAccessError } from '@portaria/shared/access-control/access-control.constants';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';

/** Spec 02 §8: the dialog of each unit-access error code. */
const TEXTS: Record<UnitAccessError, { title: string; message?: string }> = {
  MORADOR_JA_CADASTRADO: { title: M.alreadyResident },
  SOLICITACAO_EXISTENTE: { title: M.requestPending, message: M.updatesByEmail },
  MORADOR_BLOQUEADO: { title: M.blocked, message: M.talkToOwner },
};

export const RequestErrorDialog = ({ code, onClose }: { code: UnitAccessError | null; onClose: () => void }) => {
  const text = code ? TEXTS[code] : null;
  return (
    <FeedbackDialog
      open={code !== null}
      severity="warning"
      title={text?.title ?? ''}
      {...(text?.message ? { message: text.message } : {})}
      onClose={onClose}
      autoCloseMs={0}
    />
  );
};
