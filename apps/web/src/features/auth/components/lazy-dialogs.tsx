import { Suspense, lazy } from 'react';
import { useSessionExpiredOpen } from '../../../lib/session-expired';

// Dialogs bring MUI's Modal machinery; the login screen only pays for it when one actually opens.
const UserNotFoundDialog = lazy(() =>
  import('./user-not-found-dialog').then((m) => ({ default: m.UserNotFoundDialog })),
);
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

type LazyUserNotFoundDialogProps = { open: boolean; onClose: () => void };

export const LazyUserNotFoundDialog = ({ open, onClose }: LazyUserNotFoundDialogProps) =>
  open ? (
    <Suspense fallback={null}>
      <UserNotFoundDialog open onClose={onClose} />
    </Suspense>
  ) : null;

/** Mounted for the whole app; loads the modal the first time the API client reports an expired session. */
export const LazySessionExpiredDialog = () => {
  const isOpen = useSessionExpiredOpen();
  return isOpen ? (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  ) : null;
};
