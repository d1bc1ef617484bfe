import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What the screens record while the desk has no internet (issue 35 item 3). */
export type WriteKind = 'entrada' | 'saida' | 'visitante' | 'correspondencia' | 'retirada' | 'livro' | 'ocorrencia';

/** A call to make later, exactly as it would have been made at the moment of the action. */
export type QueuedRequest = {
  method: 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /**
   * Body values taken from the answers of an earlier write of this queue, by its key, filled in when that one is
   * sent (`{ idLogEntrada: 'idLogEntrada' }`): the exit of a new visitor registered offline needs the ids its
   * registration and entry answer. Never sent while unfilled.
   */
  after?: { key: string; label: string; body: Record<string, string> };
};

/**
 * A second call made right after the first, under its own key and the same moment, with query values taken from the
 * first one's answer: a new visitor's entry needs the id its registration gives (`{ idVisitanteUnidade:
 * 'idVisitanteUnidade' }`). A resend repeats both: the first is then a replay answering the same id.
 */
export type QueuedFollowUp = { key: string; method: 'POST'; path: string; queryFromAnswer: Record<string, string> };

/** A photo kept as its bytes: uploaded first when back online, its stored name then goes into `body[field]`. */
export type QueuedPhoto = { blob: Blob; name: string; field: string; hash?: string };

export type QueuedWrite = {
  /** The Idempotency-Key drawn at the moment of the action: the same key on every resend. */
  key: string;
  /** `idPorteiro:idCondo`: a queue is sent only by the same person at the same condominium. */
  owner: string;
  /** The order of the actions at this desk. */
  seq: number;
  kind: WriteKind;
  /** When it happened (ISO 8601), sent as the `momento` header: the record keeps this time. */
  momento: string;
  /** One line for the banner's list and the pendências screen ('Entrada de Ana Souza'). */
  label: string;
  request: QueuedRequest;
  photo?: QueuedPhoto;
  then?: QueuedFollowUp;
  /** What a screen needs to show the record in its list (the visit, the unit, the parcel). */
  meta: Record<string, string | number | null>;
  status: 'pending' | 'refused';
  /** The server's pt-BR reason, when refused. */
  reason?: string;
};

/** The desk's reads as last seen, per owner (decision 129): react-query's dehydrated cache. */
export type StoredReads = { owner: string; savedAt: number; buster: string; state: unknown };

type OfflineDb = DBSchema & {
  writes: { key: string; value: QueuedWrite; indexes: { byOwner: [string, number] } };
  reads: { key: string; value: StoredReads };
};

const DB_NAME = 'portaria-offline';
let opening: Promise<IDBPDatabase<OfflineDb>> | null = null;

const db = () =>
  (opening ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore('writes', { keyPath: 'key' });
      store.createIndex('byOwner', ['owner', 'seq']);
      database.createObjectStore('reads', { keyPath: 'owner' });
    },
  }));

export const readReads = async (owner: string) => (await db()).get('reads', owner);
export const writeReads = async (reads: StoredReads) => (await db()).put('reads', reads);
export const removeReads = async (owner: string) => (await db()).delete('reads', owner);
/** 'Sair': what every person left on this PC to read offline goes; the queue of records not sent stays (decision 129). */
export const clearAllReads = async () => (await db()).clear('reads');

/** Tests start from an empty database. */
export const resetWriteQueueForTests = async () => {
  if (opening) (await opening).close();
  opening = null;
};

export const ownerOf = (idPorteiro: number | null | undefined, idCondo: number | null | undefined): string | null =>
  idPorteiro && idCondo ? `${idPorteiro}:${idCondo}` : null;

let lastSeq = 0;
/** Increasing even within one millisecond, and after a reload (the clock moves on). */
const nextSeq = () => (lastSeq = Math.max(Date.now(), lastSeq + 1));

export type NewWrite = Omit<QueuedWrite, 'seq' | 'status' | 'reason'>;

export const enqueueWrite = async (write: NewWrite): Promise<QueuedWrite> => {
  const stored: QueuedWrite = { ...write, seq: nextSeq(), status: 'pending' };
  await (await db()).put('writes', stored);
  return stored;
};

/** This owner's writes in the order they were made; never another person's or condominium's. */
export const listWrites = async (owner: string): Promise<QueuedWrite[]> =>
  (await db()).getAllFromIndex('writes', 'byOwner', IDBKeyRange.bound([owner, 0], [owner, Number.MAX_SAFE_INTEGER]));

export const removeWrite = async (key: string) => (await db()).delete('writes', key);

export const readWrite = async (key: string) => (await db()).get('writes', key);

export const saveWrite = async (write: QueuedWrite) => (await db()).put('writes', write);

/**
 * The server refuses a `momento` older than 7 days: such a write can never be accepted, and what it holds about
 * people should not stay on the desk PC longer than that (decision 129).
 */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const dropExpiredWrites = async (now = Date.now()) => {
  const database = await db();
  const all = await database.getAll('writes');
  await Promise.all(
    all.filter((w) => now - Date.parse(w.momento) > MAX_AGE_MS).map((w) => database.delete('writes', w.key)),
  );
};
