import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { documentTitleOf, isResidentPage } from '../config/paths';
import { LazySessionExpiredDialog } from '../features/auth/components/lazy-dialogs';
import { listenToOtherTabs } from '../lib/session-sync';
import { ChatWidget } from '../features/app-config/components/chat-widget';

/** Around every screen: the tab's title, the other tabs' renewed token, the lazy-route fallback, the session-expired modal and the staff's support chat. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleOf(pathname);
  }, [pathname]);
  // A token renewed in another tab of this browser replaces this tab's copy (decision 096).
  useEffect(() => listenToOtherTabs(), []);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <LazySessionExpiredDialog />
      {/* The chat is the staff's line to support: a resident opening a document or an invitation never sees it. */}
      {!isResidentPage(pathname) && <ChatWidget />}
    </>
  );
};
