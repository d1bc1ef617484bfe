import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { LazySessionExpiredDialog } from '../features/auth/components/lazy-dialogs';
import { ChatWidget } from '../features/support-chat/components/chat-widget';

/** Around every screen: the lazy-route fallback, the session-expired modal and the support chat. */
export const RootLayout = () => (
  <>
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
    <LazySessionExpiredDialog />
    <ChatWidget />
  </>
);
