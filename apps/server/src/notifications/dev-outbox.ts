import type { OutboxEntry } from '@portaria/shared/notifications/outbox.schemas';
import type { EmailProvider, SmsProvider } from './providers.ts';

/** The last 200 messages at most: enough to read a code, little to lose if memory were ever read. */
const MAX_ENTRIES = 200;

/**
 * Development outbox: messages are kept in memory (newest first) and shown at /dev/outbox so a person trying
 * the app can read an SMS code or a parcel notice. Memory, not the database: SMS bodies carry codes, and the
 * database must never hold a code in plain text. Restarting the server empties it.
 */
export type DevOutbox = {
  sms: SmsProvider;
  email: EmailProvider;
  list: () => OutboxEntry[];
  clear: () => void;
};

export const createDevOutbox = (now: () => Date): DevOutbox => {
  let entries: OutboxEntry[] = [];
  let nextId = 1;
  const push = (entry: Omit<OutboxEntry, 'id' | 'createdAt'>) => {
    entries = [{ ...entry, id: nextId++, createdAt: now().toISOString() }, ...entries].slice(0, MAX_ENTRIES);
  };
  return {
    sms: {
      name: 'dev-outbox',
      send: async ({ to, body, purpose }) => push({ channel: 'sms', to, subject: null, body, purpose }),
    },
    email: {
      name: 'dev-outbox',
      send: async ({ to, subject, text, purpose }) => push({ channel: 'email', to, subject, body: text, purpose }),
    },
    list: () => entries,
    clear: () => {
      entries = [];
    },
  };
};
