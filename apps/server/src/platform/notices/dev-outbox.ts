import type { OutboxEntry } from '@portaria/shared/notices/outbox.schemas';
import { desc, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { devOutboxMessages } from '../../db/schema/index.ts';
import { batchPerTurn } from './batch-per-turn.ts';
import type { EmailProvider, SmsProvider } from './providers.ts';

/** The last 200 messages at most: enough to read a code, little to lose if memory were ever read. */
const MAX_ENTRIES = 200;

/**
 * Development outbox: messages are kept (newest first) and shown at /dev/outbox so a person trying the app can read
 * an SMS code or a parcel notice.
 */
export type DevOutbox = {
  sms: SmsProvider;
  email: EmailProvider;
  /** This process's messages (tests read them synchronously). */
  list: () => OutboxEntry[];
  /** What /dev/outbox shows: every instance's messages when the outbox has a database, else this process's. */
  listShared: () => Promise<OutboxEntry[]>;
  clear: () => void;
};

/**
 * With `db` (the running app, decision 087) each message is also written to `dev_outbox_messages`, so behind a load
 * balancer any instance shows what another sent. Development only: the outbox is never on with a real provider,
 * and the rows past the last 200 are removed at each write.
 */
export const createDevOutbox = (now: () => Date, db?: Database): DevOutbox => {
  let entries: OutboxEntry[] = [];
  let nextId = 1;
  type Row = typeof devOutboxMessages.$inferInsert;
  // The messages sent together (a parcel's notices to every resident) in one transaction, committed without waiting
  // for the disk (decision 133): this is a copy for /dev/outbox, and each notice's attempt is recorded right after with
  // a flushed commit, which takes these rows' WAL to disk with it. On the embedded engine a flush per message was
  // half the cost of a parcel's registration.
  const store = db
    ? batchPerTurn(async (rows: Row[]) => {
        await db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL synchronous_commit = off`);
          const inserted = await tx.insert(devOutboxMessages).values(rows).returning({ id: devOutboxMessages.id });
          const newest = Math.max(...inserted.map((r) => r.id));
          await tx.delete(devOutboxMessages).where(lt(devOutboxMessages.id, newest - MAX_ENTRIES + 1));
        });
        return rows.map(() => undefined);
      })
    : undefined;
  const push = async (entry: Omit<OutboxEntry, 'id' | 'createdAt'>) => {
    const createdAt = now();
    entries = [{ ...entry, id: nextId++, createdAt: createdAt.toISOString() }, ...entries].slice(0, MAX_ENTRIES);
    await store?.({ ...entry, createdAt });
  };
  const listShared = async (): Promise<OutboxEntry[]> => {
    if (!db) return entries;
    const rows = await db.select().from(devOutboxMessages).orderBy(desc(devOutboxMessages.id)).limit(MAX_ENTRIES);
    return rows.map((r) => ({
      ...r,
      channel: r.channel as OutboxEntry['channel'],
      createdAt: r.createdAt.toISOString(),
    }));
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
    listShared,
    clear: () => {
      entries = [];
    },
  };
};
