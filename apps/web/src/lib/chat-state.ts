import { useSyncExternalStore } from 'react';

/** The chat slice of the spec: one flag, "opened". Login failures and logout close it. */
let isOpened = false;
const listeners = new Set<() => void>();

const setOpened = (value: boolean) => {
  if (isOpened === value) return;
  isOpened = value;
  listeners.forEach((listener) => listener());
};

export const openChat = () => setOpened(true);
export const closeChat = () => setOpened(false);
export const toggleChat = () => setOpened(!isOpened);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useChatOpened = (): boolean => useSyncExternalStore(subscribe, () => isOpened);
