import { getSession, updateSession, type SessionUpdate } from './session';

/**
 * The session lives in each tab's session storage (spec 01), but a refresh, a condominium switch or a renewal with
 * the password replaces the token on the server, so the other tabs of this browser would be left holding a dead one.
 * The tab that renewed tells the others on a BroadcastChannel; a tab adopts the new values only when it holds the
 * very token that was replaced (another person's tab, or an older session, ignores the message). Decision 096.
 */
const CHANNEL_NAME = 'portaria-sessao';

type RenewalMessage = { type: 'renewed'; previousToken: string; update: SessionUpdate };

let channel: BroadcastChannel | null | undefined;

const channelOf = (): BroadcastChannel | null => {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
};

const isRenewal = (data: unknown): data is RenewalMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as RenewalMessage).type === 'renewed' &&
  typeof (data as RenewalMessage).previousToken === 'string';

/** Stores the renewed session values and hands them to the other tabs that still hold `previousToken`. */
export const renewSession = (previousToken: string | null, update: SessionUpdate): void => {
  updateSession(update);
  if (previousToken && update.token && update.token !== previousToken) {
    channelOf()?.postMessage({ type: 'renewed', previousToken, update } satisfies RenewalMessage);
  }
};

/** Adopts what another tab renewed from this tab's token; returns the unsubscribe. */
export const listenToOtherTabs = (): (() => void) => {
  const bus = channelOf();
  if (!bus) return () => undefined;
  const handleMessage = (event: MessageEvent<unknown>) => {
    const { data } = event;
    if (!isRenewal(data) || data.previousToken !== getSession().token) return;
    updateSession(data.update);
  };
  bus.addEventListener('message', handleMessage);
  return () => bus.removeEventListener('message', handleMessage);
};
