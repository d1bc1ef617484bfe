import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { documentTitleOf } from '../config/paths';
import { LazySessionExpiredDialog } from '../features/auth/components/lazy-dialogs';
import { ChatWidget } from '../features/support-chat/components/chat-widget';

/** Around every screen: the tab's title, the lazy-route fallback, the session-expired modal and the support chat. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleOf(pathname);
  }, [pathname]);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <LazySessionExpiredDialog />
      <ChatWidget />
    </>
  );
};
