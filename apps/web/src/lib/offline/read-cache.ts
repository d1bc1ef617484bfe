import {
  dehydrate,
  hydrate,
  QueryClient,
  type DehydratedState,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { maskId } from '@portaria/shared/br/mask';
import { isApiError } from '../api-client';
import { readReads, removeReads, writeReads } from './write-queue';

/**
 * What the desk reads offline (issue 35 item 2, decision 129): the answers its screens already fetched, kept per
 * signed-in person and condominium in IndexedDB. Only the desk's areas; never reports, histories or files.
 */
const DESK_AREAS = new Set([
  'condominium',
  'references',
  'people-units',
  'residents',
  'visitors',
  'correspondence',
  'unit-instructions',
  'reservations',
  'desk',
  'shift-book-reading',
]);
const LEFT_OUT = /report|relatorio|history|historico|photo|foto|file|arquivo/i;

/** A day: what is older is not shown as the desk's data (a resident who moved out, a visitor no longer allowed). */
export const READS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BUSTER = import.meta.env.MODE;

/** The background refresh's record sits beside the screens' own, so neither rewrites the other's (decision 129). */
const PREFETCHED = '#prefetch';
const prefetchedOf = (owner: string) => `${owner}${PREFETCHED}`;
/** `owner\0queryHash` → the time of the answer restored from the background refresh's record. */
const restoredPrefetch = new Map<string, number>();

const isKept = (query: Query) => {
  const [area, kind] = query.queryKey as unknown[];
  return (
    query.state.status === 'success' &&
    typeof area === 'string' &&
    DESK_AREAS.has(area) &&
    !(typeof kind === 'string' && LEFT_OUT.test(kind))
  );
};

/** No CPF beyond its masked form is written to the desk PC: any `cpf` field is stored as "52*******25". */
export const maskCpfs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(maskCpfs);
  if (value instanceof Blob) return undefined;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      /cpf/i.test(key) && typeof inner === 'string' ? maskId(inner) : maskCpfs(inner),
    ]),
  );
};

/**
 * Saves the owner's reads: what the screens fetched since the page opened, over what was kept before (online the kept
 * copy is not loaded into the screens, so a read not asked again since keeps its older answer until it is too old).
 */
export const saveReads = async (queryClient: QueryClient, owner: string) => {
  const dehydrated = maskCpfs(dehydrate(queryClient, { shouldDehydrateQuery: isKept })) as DehydratedState;
  // What came back from the background refresh's record and was not fetched again stays there, not copied here.
  const fresh: DehydratedState = {
    ...dehydrated,
    queries: dehydrated.queries.filter(
      (query) => restoredPrefetch.get(`${owner}\u0000${query.queryHash}`) !== query.state.dataUpdatedAt,
    ),
  };
  const stored = await readReads(owner);
  const isUsable = stored && stored.buster === BUSTER && Date.now() - stored.savedAt <= READS_MAX_AGE_MS;
  const fetched = new Set(fresh.queries.map((query) => query.queryHash));
  const older = isUsable
    ? (stored.state as DehydratedState).queries.filter(
        (query) => !fetched.has(query.queryHash) && Date.now() - query.state.dataUpdatedAt <= READS_MAX_AGE_MS,
      )
    : [];
  const state: DehydratedState = { ...fresh, queries: [...older, ...fresh.queries] };
  await writeReads({ owner, savedAt: Date.now(), buster: BUSTER, state });
};

/** One answer the desk refreshed in the background, under the query key of the screen that shows it. */
export type PrefetchedRead = { queryKey: QueryKey; data: unknown };

/**
 * Keeps what the background refresh read (prefetch-reads.ts) for the owner, dated when it was asked (the age the
 * offline screens show), replacing the previous refresh. Only the desk's areas, CPFs masked, as the screens' reads.
 * It never enters the screens' cache online: restored offline, a newer answer a screen fetched wins.
 */
export const storePrefetched = async (owner: string, reads: readonly PrefetchedRead[], fetchedAt: number) => {
  const client = new QueryClient();
  for (const read of reads) client.setQueryData(read.queryKey, read.data, { updatedAt: fetchedAt });
  const state = maskCpfs(dehydrate(client, { shouldDehydrateQuery: isKept })) as DehydratedState;
  client.clear();
  await writeReads({ owner: prefetchedOf(owner), savedAt: fetchedAt, buster: BUSTER, state });
};

const restoreOne = async (queryClient: QueryClient, key: string): Promise<number | null> => {
  const stored = await readReads(key);
  if (!stored) return null;
  if (stored.buster !== BUSTER || Date.now() - stored.savedAt > READS_MAX_AGE_MS) {
    await removeReads(key);
    return null;
  }
  // An answer already in the cache, or restored from the other record, stays when it is newer.
  const state = stored.state as DehydratedState;
  hydrate(queryClient, state);
  if (key.endsWith(PREFETCHED)) {
    const owner = key.slice(0, -PREFETCHED.length);
    for (const query of state.queries)
      restoredPrefetch.set(`${owner}\u0000${query.queryHash}`, query.state.dataUpdatedAt);
  }
  return stored.savedAt;
};

/**
 * The owner's reads back into the cache: what the screens fetched and what the background refresh kept, the newer
 * answer of each query winning; the time of the newest, or null when none or too old.
 */
export const restoreReads = async (queryClient: QueryClient, owner: string): Promise<number | null> => {
  const times = [await restoreOne(queryClient, owner), await restoreOne(queryClient, prefetchedOf(owner))];
  const kept = times.filter((time): time is number => time !== null);
  return kept.length > 0 ? Math.max(...kept) : null;
};

const isNetworkFailure = (error: unknown) => (isApiError(error) && error.status === 0) || error instanceof TypeError;

/**
 * The owner's reads come back only when the desk is without the server: the browser says it is offline, goes offline
 * later, or a read fails for want of an answer (the building's network up, the internet down: the browser still says
 * online). Online, the screens read the server: the kept copy, with its masked CPFs, never stands in for a fresh
 * answer. When the network returns after a restore, every read is asked again.
 */
export const restoreWhenOffline = (queryClient: QueryClient, owner: string): (() => void) => {
  let restored: Promise<number | null> | null = null;
  const restore = () => {
    restored ??= restoreReads(queryClient, owner).catch(() => null);
  };
  const refresh = () => {
    if (restored) void queryClient.invalidateQueries();
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) restore();
  window.addEventListener('offline', restore);
  window.addEventListener('online', refresh);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isNetworkFailure(event.action.error)) restore();
  });
  return () => {
    window.removeEventListener('offline', restore);
    window.removeEventListener('online', refresh);
    unsubscribe();
  };
};

const SAVE_DELAY_MS = 2_000;

/** Saves the owner's reads a moment after the cache changes (one write for a burst of answers). */
export const keepReads = (queryClient: QueryClient, owner: string): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void saveReads(queryClient, owner).catch(() => undefined);
    }, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
};
