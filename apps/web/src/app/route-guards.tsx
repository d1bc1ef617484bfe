import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { isAuthenticated, useSession } from '../lib/session';
import { useSessionExpiredOpen } from '../lib/session-expired';

type GuardProps = { children: ReactNode };

/** Logged-out visitors go to the login. While the session-expired modal is up, the page stays behind it. */
export const ProtectedRoute = ({ children }: GuardProps) => {
  const session = useSession();
  const isExpiredModalOpen = useSessionExpiredOpen();
  if (!isAuthenticated(session) && !isExpiredModalOpen) return <Navigate to={paths.login.getHref()} replace />;
  return children;
};

/** The login screen is for logged-out users; a live session goes straight to the dashboard. */
export const PublicOnlyRoute = ({ children }: GuardProps) => {
  const session = useSession();
  if (isAuthenticated(session)) return <Navigate to={paths.dashboard.getHref()} replace />;
  return children;
};
