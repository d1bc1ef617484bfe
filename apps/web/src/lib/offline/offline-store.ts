import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { isApiError } from '../api-client';
import { queryClient } from '../query-client';
import { getSession } from '../session';
import { flushQueue, withKnownAnswers } from './flush-queue';
import { sendWrite } from './send-write';
import { dropExpiredWrites, enqueueWrite, listWrites, ownerOf, type NewWrite, type QueuedWrite } from './write-queue';

export type OfflineState = {
  owner: string | null;
  writes: readonly QueuedWrite[];
  isOnline: boolean;
  isSending: boolean;
};

const isBrowserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

let state: OfflineState = { owner: null, writes: [], isOnline: isBrowserOnline(), isSending: false };
const listeners = new Set<() => void>();
const setState = (change: Partial<OfflineState>) => {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
};

export const getOfflineState = () => state;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOfflineState = () => useSyncExternalStore(subscribe, getOfflineState, getOfflineState);

/** The signed-in doorkeeper at the condominium in context: the one queue this tab may read and send. */
export const currentOwner = () => {
  const { user, condominiumId } = getSession();
  return ownerOf(user?.idPorteiro, condominiumId);
};

export const reloadWrites = async () => {
  const owner = currentOwner();
  setState({ owner, writes: owner ? await listWrites(owner) : [] });
};

let flushing: Promise<void> | null = null;
let isAskedAgain = false;

/**
 * Sends the queue now (online event, the periodic retry, the banner's button, a resend); one run at a time, and a
 * call during a run runs once more after it, so a write queued or put back meanwhile is not left waiting.
 */
export const syncNow = (): Promise<void> => {
  if (flushing) {
    isAskedAgain = true;
    return flushing;
  }
  flushing = runSync().finally(() => {
    flushing = null;
    if (isAskedAgain) {
      isAskedAgain = false;
      void syncNow();
    }
  });
  return flushing;
};

const runSync = async (): Promise<void> => {
  await reloadWrites();
  const owner = state.owner;
  if (!owner || !isBrowserOnline() || getSession().expired) return;
  if (!state.writes.some((write) => write.status === 'pending')) return;
  setState({ isSending: true });
  try {
    const result = await flushQueue(owner, sendWrite, () => void reloadWrites());
    if (result.sent > 0) await queryClient.invalidateQueries();
  } finally {
    setState({ isSending: false });
    await reloadWrites();
  }
};

const isNetworkFailure = (error: unknown) => (isApiError(error) && error.status === 0) || error instanceof TypeError;

export type SendOrQueueResult<T> = { isQueued: false; answer: T } | { isQueued: true; write: QueuedWrite };

/**
 * An offline-capable write: sent now when the desk is online and nothing older waits (the queue keeps the order of
 * the actions), otherwise kept in the queue. A send whose answer never came is queued with the same key and moment,
 * so the resend is stored once. A refusal (4xx) is thrown to the screen, as before.
 */
export const sendOrQueue = async <T>(made: NewWrite): Promise<SendOrQueueResult<T>> => {
  // A write taking values from an earlier one waits for it in the queue, unless that one was already sent.
  const write = { ...made, request: withKnownAnswers(made.request) };
  if (isBrowserOnline() && !hasWaitingWrites() && !write.request.after) {
    try {
      const { answer } = await sendWrite({ ...write, seq: 0, status: 'pending' }, { isLate: false });
      return { isQueued: false, answer: answer as T };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  return { isQueued: true, write: await queueWrite(write) };
};

export const isOnline = isBrowserOnline;

/** Older records wait to be sent: a new one goes after them, never before (the order of the actions). */
export const hasWaitingWrites = () => state.writes.some((w) => w.status === 'pending');

export const queueWrite = async (write: NewWrite): Promise<QueuedWrite> => {
  const stored = await enqueueWrite(write);
  await reloadWrites();
  return stored;
};

const RETRY_MS = 30_000;

/**
 * Starts the desk's offline mechanism for the signed-in person (the dashboard mounts it): the queue on screen, a send
 * when the network returns and every 30 s, writes past the server's 7 days dropped. Returns the stop function.
 */
export const startOfflineSync = (): (() => void) => {
  const handleOnline = () => {
    onlineManager.setOnline(true);
    setState({ isOnline: true });
    void syncNow();
  };
  const handleOffline = () => {
    onlineManager.setOnline(false);
    setState({ isOnline: false });
  };
  // react-query would otherwise believe a page opened offline is online, and fail its reads instead of waiting.
  onlineManager.setOnline(isBrowserOnline());
  setState({ isOnline: isBrowserOnline() });
  window.addEventListener('online', handleOnline);
  window.addEventListener('offline', handleOffline);
  const timer = window.setInterval(() => void syncNow(), RETRY_MS);
  void dropExpiredWrites().then(syncNow);
  return () => {
    window.removeEventListener('online', handleOnline);
    window.removeEventListener('offline', handleOffline);
    window.clearInterval(timer);
  };
};

/** Pendências: send a refused write again (after the cause was fixed), or let it go. */
export { removeWrite, saveWrite } from './write-queue';

/** The writes of these kinds still waiting to be sent (refused ones are in the pendências, not on the lists). */
export const useQueuedWrites = (kinds: readonly QueuedWrite['kind'][]) =>
  useOfflineState().writes.filter((write) => write.status === 'pending' && kinds.includes(write.kind));

/** Tests share one module graph (decision 080): each leaves the store, and react-query's network state, as found. */
export const resetOfflineStateForTests = () => {
  state = { owner: null, writes: [], isOnline: true, isSending: false };
  flushing = null;
  isAskedAgain = false;
  onlineManager.setOnline(true);
};
