import { useState } from 'react';
import { MESSAGES } from '@portaria/shared/messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { useLogout } from '../hooks/use-logout';

type LogoutDialogProps = { open: boolean; onCancel: () => void };

/** "Deseja sair do sistema?" with Cancelar / Sair (spec §2). */
export const LogoutDialog = ({ open, onCancel }: LogoutDialogProps) => {
  const logout = useLogout('chosen');
  const [isLeaving, setIsLeaving] = useState(false);

  const handleConfirm = () => {
    setIsLeaving(true);
    void logout();
  };

  return (
    <>
      <AppDialog
        open={open && !isLeaving}
        title={MESSAGES.logoutConfirm}
        confirmLabel={MESSAGES.logout}
        cancelLabel={MESSAGES.cancel}
        onConfirm={handleConfirm}
        onCancel={onCancel}
        maxWidth="xs"
      />
      <LoadingOverlay open={isLeaving} />
    </>
  );
};
