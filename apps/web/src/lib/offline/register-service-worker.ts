/**
 * Registers the service worker built by vite-plugin-pwa (decision 129), from the signed-in screens only: the login's
 * download stays as it was. A new version installs in the background and waits: it takes over when the desk next
 * starts the app (every tab closed), never by itself in the middle of a form (no skipWaiting, no reload).
 */
export const registerServiceWorker = async (): Promise<void> => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  try {
    await workbox.register();
  } catch {
    // Plain http on the LAN (no secure context) or a blocked worker: the desk works online as before.
  }
};
