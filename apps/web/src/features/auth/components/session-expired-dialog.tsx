import { useState } from 'react';
import { MESSAGES } from '@portaria/shared/messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { useSessionExpiredOpen } from '../../../lib/session-expired';
import { useLogout } from '../hooks/use-logout';

/** Spec §8: opened by the API client on a 403 outside the context exchange; OK clears the session (drafts stay: decision 105). */
export const SessionExpiredDialog = () => {
  const isOpen = useSessionExpiredOpen();
  const logout = useLogout('forced');
  const [isLeaving, setIsLeaving] = useState(false);

  const handleConfirm = () => {
    setIsLeaving(true);
    void logout();
  };

  return (
    <AppDialog
      open={isOpen}
      title={MESSAGES.sessionExpired}
      confirmLabel={MESSAGES.ok}
      onConfirm={handleConfirm}
      isConfirmDisabled={isLeaving}
      maxWidth="xs"
    />
  );
};
