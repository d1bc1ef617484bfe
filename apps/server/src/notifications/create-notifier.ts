import type { Config } from '../config.ts';
import { createDevOutbox, type DevOutbox } from './dev-outbox.ts';
import type { Notifier } from './providers.ts';

/**
 * Picks the SMS and e-mail providers. Today only the development outbox exists; real adapters (configured by
 * environment variables) plug in here, and the outbox stays available in development for the channels
 * without one.
 */
export type Notifications = { notifier: Notifier; outbox: DevOutbox | undefined };

export const createNotifier = (config: Config, now: () => Date, override?: Notifier): Notifications => {
  const outbox = config.devOutbox ? createDevOutbox(now) : undefined;
  if (override) return { notifier: override, outbox };
  const fallback = outbox ?? createDevOutbox(now);
  return { notifier: { sms: fallback.sms, email: fallback.email }, outbox };
};
