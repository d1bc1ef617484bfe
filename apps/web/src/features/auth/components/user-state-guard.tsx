import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { closeChat } from '../../../lib/chat-state';
import { clearSession, useSession } from '../../../lib/session';

type UserStateGuardProps = { children: ReactNode };

/**
 * Spec §4: if the user state is broken (no doorkeeper record in the session), the session storage is cleared,
 * "Usuário não encontrado" is shown on the login screen and the chat is closed.
 */
export const UserStateGuard = ({ children }: UserStateGuardProps) => {
  const { user } = useSession();
  useEffect(() => {
    if (user) return;
    clearSession();
    closeChat();
  }, [user]);
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ isUserNotFound: true }} />;
  return children;
};
