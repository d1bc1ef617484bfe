import { useSyncExternalStore } from 'react';

/**
 * Tiny store behind the session-expired modal (spec §8): the API client raises it, the app shell
 * shows the modal. Kept apart from React so a fetch outside any component can open it.
 */
let isOpen = false;
const listeners = new Set<() => void>();

export const openSessionExpired = (): void => {
  if (isOpen) return;
  isOpen = true;
  listeners.forEach((listener) => listener());
};

export const closeSessionExpired = (): void => {
  if (!isOpen) return;
  isOpen = false;
  listeners.forEach((listener) => listener());
};

export const isSessionExpiredOpen = (): boolean => isOpen;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSessionExpiredOpen = (): boolean => useSyncExternalStore(subscribe, isSessionExpiredOpen);
